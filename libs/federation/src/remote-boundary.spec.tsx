/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n, setLanguage } from '@portal/i18n';
import { RemoteBoundary } from './remote-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  await initI18n('lt');
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.restoreAllMocks();
});

let broken = true;
function Flaky() {
  if (broken) throw new Error('remoteEntry.js could not be loaded');
  return <p>remote landing</p>;
}

describe('RemoteBoundary (one broken remote never breaks the shell)', () => {
  it('shows the translated message and retries on request', async () => {
    broken = true;
    const onRetry = jest.fn(() => {
      broken = false;
    });
    await act(async () => {
      root.render(
        <div>
          <header>shell header</header>
          <RemoteBoundary name="ket" onRetry={onRetry}>
            <Flaky />
          </RemoteBoundary>
        </div>,
      );
    });
    expect(container.textContent).toContain('shell header');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Šios portalo dalies įkelti nepavyko.',
    );

    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Bandyti dar kartą');
    await act(async () => button.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('remote landing');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('speaks the current language', async () => {
    broken = true;
    await setLanguage('en');
    await act(async () => {
      root.render(
        <RemoteBoundary>
          <Flaky />
        </RemoteBoundary>,
      );
    });
    expect(container.textContent).toContain('This part of the portal could not be loaded.');
    await setLanguage('lt');
  });

  it('shows the loading state while a lazy part suspends', async () => {
    let resolve!: () => void;
    const pending = new Promise<void>((r) => (resolve = r));
    function Slow(): React.ReactNode {
      throw pending;
    }
    await act(async () => {
      root.render(
        <RemoteBoundary>
          <Slow />
        </RemoteBoundary>,
      );
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Įkeliama…');
    resolve();
  });
});
