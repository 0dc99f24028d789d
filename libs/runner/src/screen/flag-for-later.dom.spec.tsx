/** @jest-environment jsdom */
// Flag for later (issue 26): in the side drawer a learner flags the current question; flagged ones are marked in the
// grid (a flag, said in the button's name) and kept across a reload of the same test (sessionStorage).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Flag, TestLoadResponse, TestQuestion } from '@portal/contracts';
import { initI18n, setLanguage } from '@portal/i18n';
import { TestRunner } from '../test-runner';

type Call = { name: string; args: Record<string, unknown> };
const calls: Call[] = [];
const handlers: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {};
const hook = (name: string) => () => [
  (args: Record<string, unknown>) => {
    calls.push({ name, args });
    const result = (handlers[name] ?? (() => Promise.reject({ status: 'FETCH_ERROR' })))(args);
    return { unwrap: () => result };
  },
  { isLoading: false },
];

jest.mock('@portal/api-client', () => {
  // only the pure helper (the package entry would build the RTK API, which wants fetch)
  const actual = jest.requireActual('../../../api-client/src/error-detail');
  return {
    errorDetail: actual.errorDetail,
    // the family client of a KET remote (FamilyClientProvider family="ket")
    useFamilyClient: () => ({
      family: 'ket',
      testToken: {
        set: (token: string) => localStorage.setItem('ket:testToken', token),
        clear: () => localStorage.removeItem('ket:testToken'),
      },
    }),
    useFamilyStartTestMutation: hook('start'),
    useFamilySaveTestMutation: hook('save'),
    useFamilyEndTestMutation: hook('end'),
    useFamilyTestTextsMutation: hook('texts'),
    useFamilyAskQuestionMutation: hook('ask'),
  };
});
// The chart is drawn on a canvas, which jsdom lacks.
jest.mock('./result-chart', () => ({ __esModule: true, default: () => null }));

const wait = (ms = 30) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
async function until(check: () => boolean, timeoutMs = 4000) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await wait();
  expect(check()).toBe(true);
}
const byId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const all = (id: string) =>
  Array.from(document.body.querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[];
const text = (id: string) => byId(id)?.textContent ?? '';
const click = (el: Element | null) => act(() => (el as HTMLElement).click());
const question = (id: number, answers: number, extra: Partial<TestQuestion> = {}): TestQuestion => ({
  id,
  klausimas: `Klausimas ${id}`,
  klausimas_lt: `Klausimas ${id}`,
  klausimas_ru: `Вопрос ${id}`,
  klausimas_en: `Question ${id}`,
  klausimas_uk: `Питання ${id}`,
  klausimas_pl: `Pytanie ${id}`,
  image: null,
  atsakymai: Array.from({ length: answers }, (_, i) => `ats ${i + 1}`),
  atsakymai_lt: Array.from({ length: answers }, (_, i) => `ats ${i + 1}`),
  atsakymai_ru: Array.from({ length: answers }, (_, i) => `отв ${i + 1}`),
  atsakymai_en: Array.from({ length: answers }, (_, i) => `ans ${i + 1}`),
  atsakymai_uk: Array.from({ length: answers }, (_, i) => `від ${i + 1}`),
  atsakymai_pl: Array.from({ length: answers }, (_, i) => `odp ${i + 1}`),
  checkai: Array.from({ length: answers }, () => '0' as Flag),
  svoris: 1,
  comments: 0,
  ...extra,
});

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');

describe('flag for later', () => {
  let host: HTMLDivElement;
  let root: Root;
  const onHome = jest.fn();

  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    sessionStorage.clear();
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    document.body.innerHTML = '';
    await setLanguage('lt');
  });

  const loadOf = (att: number, status: 'NEW' | 'RESUMED'): TestLoadResponse => ({
    status,
    time: 600,
    questions: JSON.stringify([question(31, 2), question(32, 2), question(33, 2), question(34, 2)]),
    jwt: `h.${b64({ typ: 'test', sub: 1, att, fam: 'ket' })}.s`,
    deadline: new Date(Date.now() + 600_000).toISOString(),
    serverNow: Date.now(),
    policy: {
      family: 'ket',
      questionCount: 4,
      timeLimitSeconds: 1800,
      answerMode: 'multi',
      scoring: { kind: 'share', passPercent: 80 },
      showWeightBadge: false,
    },
  });
  const open = async (load: TestLoadResponse) => {
    handlers.start = () => Promise.resolve(load);
    act(() =>
      root.render(
        <TestRunner params={{ usr: '7', kate: 'B', provider: 'local', language: 'lt' }} onHome={onHome} />,
      ),
    );
    if (load.status === 'RESUMED') {
      await until(() => !!byId('resume'));
      click(byId('resume-continue'));
    }
    await until(() => !!byId('runner'));
  };
  const reload = () => {
    act(() => root.unmount());
    root = createRoot(host);
  };
  const openDrawer = async () => {
    click(byId('grid-button'));
    await until(() => !!byId('flag-question'));
  };
  /** The grid's buttons that carry a flag: their accessible names. */
  const flaggedCells = () =>
    all('grid-cell')
      .filter((cell) => cell.dataset.flagged === 'true')
      .map((cell) => cell.getAttribute('aria-label'));

  it('flags the current question in the drawer, marks it in the grid and keeps it across a reload', async () => {
    await open(loadOf(91, 'NEW'));
    await openDrawer();
    const button = byId('flag-question')!;
    // A real button (reached by Tab, pressed by Enter or Space) that says which question and whether it is flagged.
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Pažymėti 1 klausimą vėlesniam');
    expect(flaggedCells()).toEqual([]);
    expect(byId('drawer-flagged')).toBeNull();

    click(button);
    expect(byId('flag-question')!.getAttribute('aria-pressed')).toBe('true');
    expect(text('flag-question')).toBe('Nuimti 1 klausimo žymą');
    expect(flaggedCells()).toEqual(['1, pažymėtas vėlesniam']);
    expect(text('drawer-flagged')).toContain('Pažymėta vėlesniam: 1');
    // The other buttons keep their number as their name.
    expect(all('grid-cell')[1].getAttribute('aria-label')).toBeNull();

    // Another question, picked in the grid, is flagged too.
    click(all('grid-cell')[2]);
    await until(() => text('question-number') === 'Nr. 3/4');
    await openDrawer();
    expect(text('flag-question')).toBe('Pažymėti 3 klausimą vėlesniam');
    click(byId('flag-question'));
    expect(flaggedCells()).toEqual(['1, pažymėtas vėlesniam', '3, pažymėtas vėlesniam']);

    // A reload of the same test keeps them.
    reload();
    await open(loadOf(91, 'RESUMED'));
    await openDrawer();
    expect(flaggedCells()).toEqual(['1, pažymėtas vėlesniam', '3, pažymėtas vėlesniam']);
    expect(byId('flag-question')!.getAttribute('aria-pressed')).toBe('true');
    // Unflagged, it stays unflagged after the next reload.
    click(byId('flag-question'));
    expect(flaggedCells()).toEqual(['1, pažymėtas vėlesniam']);
    reload();
    await open(loadOf(91, 'RESUMED'));
    await openDrawer();
    expect(flaggedCells()).toEqual(['1, pažymėtas vėlesniam']);

    // Another attempt starts with none; flags are never sent to the server.
    reload();
    await open(loadOf(92, 'NEW'));
    await openDrawer();
    expect(flaggedCells()).toEqual([]);
    expect(JSON.stringify(calls)).not.toMatch(/flag/i);
  });

  it("speaks the learner's language", async () => {
    await setLanguage('en');
    await open(loadOf(93, 'NEW'));
    await openDrawer();
    expect(text('flag-question')).toBe('Flag question 1 for later');
    click(byId('flag-question'));
    expect(flaggedCells()).toEqual(['1, flagged for later']);
  });
});
