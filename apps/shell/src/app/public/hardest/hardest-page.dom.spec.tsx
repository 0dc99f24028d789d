/** @jest-environment jsdom */
// The public hardest-questions page in a DOM with a fetch stub: no sign-in needed, the key and explanation shown,
// the practice button for a signed-in learner (source 'hardest'), a sign-in link otherwise, the language asked.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FamilyManifestEntry, HardestQuestion } from '@portal/contracts';
import { addNamespace, initI18n, setLanguage } from '@portal/i18n';
import { shellResources, SHELL_NS } from '../../i18n';
import { NavigationContext, StartupContext } from '../../navigation';
import type { StartupData } from '../../startup';
import HardestPage from './hardest-page';

const ket = {
  id: 'ket',
  kind: 'enrolled',
  group: 'main',
  enabled: true,
  labels: { lt: 'KET', ru: 'ПДД', en: 'Road rules', uk: 'ПДР', pl: 'Przepisy' },
  practiceRoute: '/mokytis-ket',
} as unknown as FamilyManifestEntry;
const startup: StartupData = {
  families: [ket],
  staff: null,
  providers: { local: true, google: false, facebook: false, email: false },
  school: {},
  error: null,
};

const QUESTION: HardestQuestion = {
  id: 7,
  klausimas: 'What to do at the crossing?',
  atsakymai: ['Stop', 'Go'],
  ats: ['1', '0'],
  explanation: 'Pedestrians first.',
  image: '/ket/img/7.png',
  attempts: 40,
  learners: 25,
  facility: 0.214,
};

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));

describe('public hardest questions page', () => {
  let host: HTMLDivElement;
  let root: Root;
  let go: jest.Mock;
  beforeAll(async () => {
    await initI18n('en');
    addNamespace(SHELL_NS, shellResources);
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    go = jest.fn();
    localStorage.clear();
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    await setLanguage('en');
  });

  async function mount(fetchStub: jest.Mock, search = '?language=en') {
    global.fetch = fetchStub as unknown as typeof fetch;
    window.history.replaceState(null, '', `/sunkiausi/ket${search}`);
    await act(async () =>
      root.render(
        <StartupContext.Provider value={startup}>
          <NavigationContext.Provider value={{ go, pending: false }}>
            <HardestPage family="ket" />
          </NavigationContext.Provider>
        </StartupContext.Provider>,
      ),
    );
    await act(async () => undefined);
  }

  it('lists the questions with the key, explanation and picture, without sign-in; a sign-in link', async () => {
    const fetchStub = answer(200, [QUESTION]);
    await mount(fetchStub);
    expect(fetchStub).toHaveBeenCalledWith('/api/ket/hardest?language=en', expect.anything());
    expect(host.querySelector('h1')!.textContent).toBe('Hardest questions: Road rules');
    const item = host.querySelector('[data-testid=hardest-list] > li')!;
    expect(item.querySelector('h2')!.textContent).toContain('What to do at the crossing?');
    expect(item.querySelector('.hardest-answer--right')!.textContent).toContain('Stop');
    expect(item.querySelector('.hardest-answer--right')!.textContent).toContain('(right answer)');
    expect(item.textContent).toContain('Pedestrians first.');
    expect(item.textContent).toContain('Answered right by 21% (40 answers, 25 learners)');
    expect(item.querySelector('img')!.getAttribute('alt')).toBe('Picture of question 1');
    expect(host.querySelector('[data-testid=hardest-practise]')).toBeNull();
    expect(host.querySelector('[data-testid=hardest-sign-in]')!.getAttribute('href')).toBe('/');
  });

  it('a signed-in learner practises them: the practice route with source hardest', async () => {
    localStorage.setItem('ket:session', JSON.stringify({ accessToken: 'x', user: {} }));
    await mount(answer(200, [QUESTION]));
    act(() => host.querySelector<HTMLButtonElement>('[data-testid=hardest-practise]')!.click());
    expect(go).toHaveBeenCalledWith('/mokytis-ket', { practice: { source: 'hardest', language: 'en' } });
  });

  it('the address’s language is used (Lithuanian strings and data)', async () => {
    const fetchStub = answer(200, []);
    await mount(fetchStub, '?language=lt');
    await act(async () => undefined);
    expect(fetchStub).toHaveBeenLastCalledWith('/api/ket/hardest?language=lt', expect.anything());
    expect(host.querySelector('h1')!.textContent).toBe('Sunkiausi klausimai: KET');
    expect(host.querySelector('[data-testid=hardest-empty]')).not.toBeNull();
  });

  it('a family not offered', async () => {
    await mount(answer(404, { code: 'family-not-offered' }));
    expect(host.querySelector('[role=alert]')!.textContent).toContain('not offered now');
  });

  it('a failure, with a retry', async () => {
    const failing = answer(500, {});
    await mount(failing);
    expect(host.querySelector('[role=alert]')!.textContent).toContain('could not be loaded');
    await act(async () => host.querySelector<HTMLButtonElement>('[role=alert] button')!.click());
    expect(failing.mock.calls.length).toBeGreaterThan(1);
  });
});
