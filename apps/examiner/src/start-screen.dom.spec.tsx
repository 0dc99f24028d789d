/** @jest-environment jsdom */
// The /m screen in a DOM (second spec "Examiner mode screens"): the root when the server check is off; otherwise
// the toggle, the person fields in exam mode, and 'Sprėsti' carrying the choice hidden in the router state.
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PortalRouterContext, type PortalRouter } from '@portal/federation';
import { addNamespace, initI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { examinerResources } from './i18n';
import StartScreen from './start-screen';

Object.assign(globalThis, { TextEncoder, TextDecoder, fetch: () => Promise.reject(new Error('no fetch')) });

const mockStatus = { data: undefined as { server: boolean } | undefined, isLoading: false };
jest.mock('./examiner-api', () => ({ useExaminerStatusQuery: () => mockStatus }));

let container: HTMLDivElement;
let root: Root;
const navigate = jest.fn();
const redirects: string[] = [];
const router: PortalRouter = {
  navigate,
  location: { pathname: '/m', state: null },
  Navigate: ({ to }) => {
    redirects.push(to);
    return null;
  },
};

beforeAll(async () => {
  await initI18n('lt');
  addNamespace('examiner', examinerResources);
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  navigate.mockReset();
  redirects.length = 0;
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function render(): Promise<void> {
  await act(async () =>
    root.render(
      <PortalThemeProvider language="lt">
        <PortalRouterContext.Provider value={router}>
          <StartScreen />
        </PortalRouterContext.Provider>
      </PortalThemeProvider>,
    ),
  );
}

const $ = <E extends Element>(testid: string) => container.querySelector<E>(`[data-testid=${testid}]`);

async function select(testid: string, value: string): Promise<void> {
  const el = $<HTMLSelectElement>(testid)!;
  await act(async () => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function type(testid: string, value: string): Promise<void> {
  const el = $<HTMLInputElement>(testid)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('examiner start screen (/m)', () => {
  it('goes to the root while the server check says off', async () => {
    mockStatus.data = { server: false };
    await render();
    expect(redirects.length).toBeGreaterThan(0);
    expect(new Set(redirects)).toEqual(new Set(['/']));
    expect($('examiner-start')).toBeNull();
  });

  it('exam mode: Sprėsti waits for the person, then goes to /t with the JSON data hidden in the state', async () => {
    mockStatus.data = { server: true };
    await render();
    expect($('examiner-mode-label')!.textContent).toBe('Mokymas');
    expect($('examiner-regnr')).toBeNull();
    await act(async () => $<HTMLButtonElement>('examiner-mode')!.click());
    expect($('examiner-mode-label')!.textContent).toBe('Egzaminas');
    expect($('examiner-mode')!.getAttribute('aria-checked')).toBe('true');

    await select('examiner-topic', '2');
    await select('examiner-sub', '265104108');
    const start = $<HTMLButtonElement>('examiner-start-button')!;
    expect(start.disabled).toBe(true);
    await type('examiner-regnr', 'AB 12');
    await type('examiner-gdata', '19800229');
    expect($<HTMLInputElement>('examiner-gdata')!.value).toBe('1980-02-29');
    expect(start.disabled).toBe(false);

    await act(async () => start.click());
    expect(navigate).toHaveBeenCalledTimes(1);
    const [to, options] = navigate.mock.calls[0] as [string, { state: { data: string } }];
    expect(to).toBe('/t');
    expect(JSON.parse(options.state.data)).toEqual({
      person: { regnr: 'AB 12', gdata: '1980-02-29' },
      tema: 2,
      sub: '265104108',
      egzamin: true,
    });
  });
});
