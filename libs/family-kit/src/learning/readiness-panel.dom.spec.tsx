/** @jest-environment jsdom */
// The readiness panel at the top of the Learn card (issue 27 items 1 and 3): the chance to pass as a percentage in
// words, the weakest topics, the next step as a button that starts it, and "Ready" or each missing condition, in the
// UI language; the card without it when an older API sends no chance.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LearningSummary } from '@portal/contracts';
import { initI18n, setLanguage } from '@portal/i18n';
import LearnCard, { loadLearnCardStrings } from './learn-card';

const learning = { data: undefined as LearningSummary | undefined, isError: false };
const navigate = jest.fn();
jest.mock('@portal/api-client', () => ({
  useFamilyClient: () => ({ family: 'ket', session: () => ({ user: { id: 3 } }) }),
  useFamilyLearningQuery: () => learning,
  useFamilyLearningSettingsMutation: () => [jest.fn(), { isLoading: false }],
}));
jest.mock('@portal/federation', () => ({ usePortalNavigate: () => navigate }));
jest.mock('../components/use-error-dialog', () => ({ useErrorDialog: () => jest.fn() }));

const topic = (id: string, en: string, ru: string, recall: number) => ({
  id,
  labels: { lt: `${id}-lt`, ru, en, uk: `${id}-uk`, pl: `${id}-pl` },
  questions: 10,
  recall,
});

const summary = (over: Partial<LearningSummary> = {}): LearningSummary => ({
  topics: [
    topic('risks', 'Risks', 'Риски', 0.456),
    topic('priority', 'Priority', 'Приоритет', 0.2),
    topic('signs', 'Signs', 'Знаки', 0.95),
    topic('speed', 'Speed', 'Скорость', 0.7),
  ],
  due: 12,
  examDate: '2030-05-01',
  dailyCap: 40,
  seen: 30,
  passChance: 0.634,
  kate: 'B',
  ready: false,
  readyMissing: ['chance', 'mocks', 'topics'],
  weakestTopics: ['priority', 'risks', 'speed'],
  recentMocks: { count: 2, passed: 1 },
  next: { action: 'topics', topics: ['priority', 'risks'] },
  ...over,
});

describe('the readiness panel', () => {
  let host: HTMLDivElement;
  let root: Root;
  const onMockTest = jest.fn();
  beforeAll(async () => {
    await initI18n('lt');
    await loadLearnCardStrings();
  });
  beforeEach(() => {
    navigate.mockReset();
    onMockTest.mockReset();
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    await setLanguage('lt');
  });
  const byId = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
  /** Text with the no-break spaces (a percentage stays on one line: "90 %") as plain ones. */
  const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
  const render = (mock = true) =>
    act(async () =>
      root.render(<LearnCard practiceRoute="/mokytis-ket" onMockTest={mock ? onMockTest : undefined} />),
    );
  const click = (el: Element | null) =>
    act(async () => el?.dispatchEvent(new MouseEvent('click', { bubbles: true })));

  it('says the chance, each missing condition and the weakest topics in the UI language', async () => {
    await setLanguage('en');
    learning.data = summary();
    await render();
    expect(plain(byId('readiness-chance')?.textContent)).toContain('Chance to pass the exam: 63 %');
    expect(plain(byId('readiness-chance')?.textContent)).toContain(
      'category B, on your exam date 2030-05-01',
    );
    const state = byId('readiness-state')!;
    expect(state.getAttribute('role')).toBe('status');
    expect(state.getAttribute('data-ready')).toBe('false');
    expect(state.textContent).toContain('Not ready yet.');
    const missing = [...state.querySelectorAll('li')].map((li) => plain(li.textContent));
    expect(missing).toEqual([
      'the chance to pass must be at least 90 %',
      'the last 3 mock tests within 14 days must be passed (passed 1 of 2)',
      'every topic must be at least 85 % (below: 3)',
    ]);
    const weak = [...byId('readiness-weakest')!.querySelectorAll('li')].map((li) => plain(li.textContent));
    expect(weak).toEqual(['Priority: 20 %', 'Risks: 46 %', 'Speed: 70 %']);

    await act(async () => setLanguage('ru'));
    expect(plain(byId('readiness-chance')?.textContent)).toContain('Шанс сдать экзамен: 63 %');
    expect(byId('readiness-state')?.textContent).toContain('Пока не готовы');
    expect(byId('readiness-next')?.textContent).toBe('Практиковаться: Приоритет, Риски');
  });

  it('says "Ready" in words, not by colour', async () => {
    learning.data = summary({ ready: true, readyMissing: [], passChance: 0.934 });
    await render();
    expect(byId('readiness')?.getAttribute('data-ready')).toBe('true');
    expect(plain(byId('readiness-chance')?.textContent)).toContain('Tikimybė išlaikyti egzaminą: 93 %');
    expect(byId('readiness-state')?.textContent).toContain('Pasirengę.');
    expect(byId('readiness-missing')).toBeNull();
  });

  it('starts the next step: practice of the weakest topics, the due reviews, a kind of questions', async () => {
    learning.data = summary();
    await render();
    await click(byId('readiness-next'));
    expect(navigate).toHaveBeenLastCalledWith('/mokytis-ket', {
      state: { practice: { source: 'topics', topics: ['priority', 'risks'] } },
    });

    learning.data = summary({ next: { action: 'due' } });
    await render();
    expect(byId('readiness-next')?.textContent).toBe('Kartoti klausimus (šiandien: 12)');
    await click(byId('readiness-next'));
    expect(navigate).toHaveBeenLastCalledWith('/mokytis-ket', { state: { practice: { source: 'due' } } });

    learning.data = summary({ next: { action: 'mistakes' } });
    await render();
    await click(byId('readiness-next'));
    expect(navigate).toHaveBeenLastCalledWith('/mokytis-ket', {
      state: { practice: { source: 'mistakes' } },
    });
  });

  it('takes a mock test of the category, or points to the Tests card when the landing cannot start one', async () => {
    learning.data = summary({ readyMissing: ['mocks'], next: { action: 'mock' } });
    await render();
    expect(byId('readiness-next')?.textContent).toBe('Laikyti bandomąjį testą');
    await click(byId('readiness-next'));
    expect(onMockTest).toHaveBeenCalledWith('B');
    expect(byId('readiness-mock-hint')).toBeNull();

    await render(false);
    expect((byId('readiness-next') as HTMLButtonElement).disabled).toBe(true);
    expect(byId('readiness-mock-hint')?.textContent).toContain('„Testai“');
  });

  it('leaves the panel out when the API sends no chance (older API)', async () => {
    const older = summary() as Partial<LearningSummary>;
    delete older.passChance;
    learning.data = older as LearningSummary;
    await render();
    expect(byId('learn-card')).not.toBeNull();
    expect(byId('readiness')).toBeNull();
  });
});
