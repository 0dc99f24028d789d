/** @jest-environment jsdom */
// The whole runner in a DOM, with the API hooks replaced: flow, keys, end rule, autosave journal, results.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type {
  DemoQuestion,
  DemoSet,
  EndTestResponse,
  Flag,
  TestLoadResponse,
  TestQuestion,
} from '@portal/contracts';
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
const key = (k: string) =>
  act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
const click = (el: Element | null) => act(() => (el as HTMLElement).click());
const visibleNotice = () =>
  all('notice').find((n) => !n.closest('.ant-modal-wrap')?.getAttribute('style')?.includes('display: none'));

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

const demoSet: DemoSet = {
  family: 'ket',
  questions: [question(1, 3), question(2, 3, { svoris: 2 }), question(3, 2)].map(
    ({ checkai: _c, comments: _m, klausimas: _k, atsakymai: _a, ...rest }) => rest as DemoQuestion,
  ),
  key: [{ ats: ['1', '1', '0'] }, { ats: ['0', '1', '0'] }, { ats: ['1', '0'] }],
};

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');

describe('TestRunner in the DOM', () => {
  let host: HTMLDivElement;
  let root: Root;
  const onHome = jest.fn();

  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(() => {
    calls.length = 0;
    for (const k of Object.keys(handlers)) delete handlers[k];
    localStorage.clear();
    sessionStorage.clear();
    onHome.mockClear();
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

  const params = (usr: string) => ({ usr, kate: 'B', provider: 'local', language: 'lt' });

  it("demo: no server call, keys 1-5 toggle (multi), 'Baigti testą' only when all are answered, local score", async () => {
    act(() => root.render(<TestRunner params={params('demo')} demo={demoSet} onHome={onHome} />));
    await until(() => !!byId('runner'));
    expect(text('question-number')).toBe('Nr. 1/3');
    expect(text('countdown')).toMatch(/30:00|29:5\d/);
    expect(byId('weight-badge')).toBeNull(); // weight 1

    key('1');
    key('2');
    key('2');
    key('2'); // toggles: ticked, unticked, ticked
    expect(all('answer').map((el) => (el as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(byId('finish')).toBeNull();
    key('ArrowLeft'); // clamped at the first question
    expect(text('question-number')).toBe('Nr. 1/3');
    key('ArrowUp');
    expect(text('question-number')).toBe('Nr. 2/3');
    // a question of weight 2 shows '+2' in every family (core spec section 3), not only where the policy says so
    expect(text('weight-badge')).toBe('+2');
    key('2');
    key('ArrowRight');
    key('2'); // wrong on purpose
    expect(byId('finish')).not.toBeNull();
    key('ArrowRight'); // clamped at the last
    expect(text('question-number')).toBe('Nr. 3/3');

    click(byId('finish'));
    await until(() => document.body.textContent!.includes('Ar tikrai norite baigti testą?'));
    click(Array.from(document.querySelectorAll('.ant-modal-footer .ant-btn-primary')).pop()!);
    await until(() => !!byId('score-dialog'));
    expect(text('verdict')).toContain('Neišlaikyta');
    expect(text('score')).toBe('2 iš 3');
    expect(text('percent')).toBe('Teisingų atsakymų: 66.67 %');
    expect(calls).toEqual([]);
    click(byId('review'));
    await until(() => !!byId('question-number'));
    expect(byId('comments-button')).toBeNull(); // hidden in demo
    // 'Klaidų peržiūra' opens on the first mistake (question 3), not question 1 (issue 25 item 9)
    expect(text('question-number')).toBe('Nr. 3/3');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(text('question-number')).toBe('Nr. 1/3');
    expect(all('answer').map((el) => el.getAttribute('data-mark'))).toEqual([
      'correct-ticked',
      'correct-ticked',
      'none',
    ]);
  }, 20_000);

  it('keys 1-5 and arrows do nothing while the side drawer is open', async () => {
    act(() => root.render(<TestRunner params={params('demo')} demo={demoSet} onHome={onHome} />));
    await until(() => !!byId('runner'));
    click(byId('grid-button'));
    await until(() => !!byId('drawer'));
    key('1');
    key('ArrowRight');
    expect(text('question-number')).toBe('Nr. 1/3');
    click(byId('drawer-close'));
    await wait(400);
    key('1');
    expect(all('answer').map((el) => (el as HTMLInputElement).checked)).toEqual([true, false, false]);
  });

  it('switching the language switches the whole screen, question and answers included', async () => {
    act(() => root.render(<TestRunner params={params('demo')} demo={demoSet} onHome={onHome} />));
    await until(() => !!byId('runner'));
    await act(() => setLanguage('en'));
    expect(text('question-number')).toBe('No. 1/3');
    expect(host.textContent).toContain('Question 1');
    expect(host.textContent).toContain('ans 1');
  });

  it('a question the bank lacks in the language shown: the Lithuanian text with the untranslated mark', async () => {
    const first = { ...demoSet.questions[0], klausimas_uk: 'Klausimas 1', untranslated: ['uk'] };
    const set = { ...demoSet, questions: [first, ...demoSet.questions.slice(1)] } as DemoSet;
    act(() => root.render(<TestRunner params={params('demo')} demo={set} onHome={onHome} />));
    await until(() => !!byId('runner'));
    expect(byId('untranslated-mark')).toBeNull();
    await act(() => setLanguage('uk'));
    expect(byId('question-text')?.textContent).toBe('Klausimas 1');
    expect(byId('question-text')?.getAttribute('lang')).toBe('lt');
    expect(text('untranslated-mark')).toBe('(Показано литовською)');
    await act(() => setLanguage('pl'));
    expect(byId('question-text')?.textContent).toBe('Pytanie 1');
    expect(byId('untranslated-mark')).toBeNull();
  });

  it('live: resumes, re-applies unconfirmed journal answers and saves them; ends with the server verdict', async () => {
    const questions = [question(11, 2), question(12, 3)];
    questions[0].checkai = ['1', '0'];
    const jwt = `h.${b64({ typ: 'test', sub: 1, att: 77, fam: 'ket' })}.s`;
    const serverNow = Date.now() + 3 * 3600_000; // the device clock is 3 h behind the server
    const load: TestLoadResponse = {
      status: 'RESUMED',
      time: 600,
      questions: JSON.stringify(questions),
      jwt,
      deadline: new Date(serverNow + 600_000).toISOString(),
      serverNow,
      policy: {
        family: 'ket',
        questionCount: 2,
        timeLimitSeconds: 1800,
        answerMode: 'single',
        scoring: { kind: 'share', passPercent: 80 },
        showWeightBadge: true,
      },
    };
    // This device answered question 2 but the server never confirmed it.
    localStorage.setItem(
      'ket:journal:77',
      JSON.stringify({
        answers: [
          ['1', '0'],
          ['0', '0', '1'],
        ],
        rev: 5,
        savedRev: 4,
        changedAt: 1,
      }),
    );
    handlers.start = () => Promise.resolve(load);
    handlers.save = () => Promise.resolve({ saved: true, time: 590, serverNow });
    const end: EndTestResponse = {
      atsakymai: [{ ats: ['1', '0'] }, { ats: ['0', '1', '0'] }],
      comments: [{ id: 12, klausimas: 'Kodėl?', atsakymas: 'Todėl.' }],
      result: { correct: 1, total: 2, percent: 50, passed: true, perQuestion: [true, false] },
      askedQuestionId: null,
    };
    handlers.end = () => Promise.resolve(end);

    const onEnded = jest.fn();
    act(() => root.render(<TestRunner params={params('7')} onHome={onHome} onEnded={onEnded} />));
    await until(() => !!byId('resume'));
    expect(host.textContent).toMatch(/10:00|09:5\d/); // the server's deadline, not the device clock
    expect(calls[0]).toEqual({ name: 'start', args: { kate: 'B', language: 'lt' } });
    expect(localStorage.getItem('ket:testToken')).toBe(jwt);
    await until(() => calls.some((c) => c.name === 'save'));
    expect(calls.find((c) => c.name === 'save')!.args).toEqual({
      ch: [
        ['1', '0'],
        ['0', '0', '1'],
      ],
      test: jwt,
    });
    await until(() => JSON.parse(localStorage.getItem('ket:journal:77')!).savedRev === 6);

    click(byId('resume-continue'));
    await until(() => !!byId('runner'));
    expect(onEnded).not.toHaveBeenCalled(); // a reload mid-test still resumes
    key('ArrowRight');
    expect(all('answer').map((el) => (el as HTMLInputElement).checked)).toEqual([false, false, true]);
    key('2'); // single mode: selects answer 2 and clears the others
    expect(all('answer').map((el) => (el as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(byId('save-state')!.getAttribute('data-state')).toBe('saving');
    expect(JSON.parse(localStorage.getItem('ket:journal:77')!).answers[1]).toEqual(['0', '1', '0']);

    click(byId('finish'));
    await until(() => document.body.textContent!.includes('Ar tikrai norite baigti testą?'));
    click(Array.from(document.querySelectorAll('.ant-modal-footer .ant-btn-primary')).pop()!);
    await until(() => !!byId('score-dialog'));
    expect(calls.find((c) => c.name === 'end')!.args).toEqual({
      ch: [
        ['1', '0'],
        ['0', '1', '0'],
      ],
      test: jwt,
    });
    expect(text('verdict')).toContain('Išlaikyta'); // the server's result.passed decides
    expect(onEnded).toHaveBeenCalledTimes(1); // from the results on, a reload or Back starts no new attempt
    expect(localStorage.getItem('ket:journal:77')).toBeNull();
    expect(localStorage.getItem('ket:testToken')).toBeNull();

    click(byId('review'));
    key('ArrowRight');
    await wait();
    expect(byId('comments-button')!.textContent).toContain('1');
    click(byId('comments-button'));
    await until(() => !!byId('comments-dialog'));
    expect(byId('comments-dialog')!.textContent).toContain('Todėl.');
    click(byId('ask-send')); // empty text is ignored, not sent
    await wait();
    expect(calls.some((c) => c.name === 'ask')).toBe(false);
  }, 20_000);

  it('live: a reload mid-test comes back to the question shown, in this attempt only', async () => {
    const loadOf = (att: number, status: 'NEW' | 'RESUMED'): TestLoadResponse => ({
      status,
      time: 600,
      questions: JSON.stringify([question(21, 2), question(22, 2), question(23, 2)]),
      jwt: `h.${b64({ typ: 'test', sub: 1, att, fam: 'ket' })}.s`,
      deadline: new Date(Date.now() + 600_000).toISOString(),
      serverNow: Date.now(),
      policy: {
        family: 'ket',
        questionCount: 3,
        timeLimitSeconds: 1800,
        answerMode: 'single',
        scoring: { kind: 'share', passPercent: 80 },
        showWeightBadge: true,
      },
    });
    const open = async (load: TestLoadResponse) => {
      handlers.start = () => Promise.resolve(load);
      act(() => root.render(<TestRunner params={params('7')} onHome={onHome} />));
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

    await open(loadOf(81, 'NEW'));
    key('ArrowRight');
    key('ArrowRight');
    expect(text('question-number')).toBe('Nr. 3/3');
    reload();
    await open(loadOf(81, 'RESUMED'));
    expect(text('question-number')).toBe('Nr. 3/3');
    key('ArrowLeft');
    reload();
    await open(loadOf(81, 'RESUMED'));
    expect(text('question-number')).toBe('Nr. 2/3');
    // Another attempt starts at its first question.
    reload();
    await open(loadOf(82, 'NEW'));
    expect(text('question-number')).toBe('Nr. 1/3');
  });

  it('live: a failed load shows the spec alert; a refusal shows the error and goes home', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handlers.start = () => Promise.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    act(() => root.render(<TestRunner params={params('7')} onHome={onHome} />));
    await until(() => !!visibleNotice());
    expect(visibleNotice()!.textContent).toBe(
      'Klaida gaunant testo duomenis, bandykite vėliau. Vyksta atnaujinimas....',
    );
    act(() => root.unmount());
    document.body.innerHTML = '';
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);

    handlers.start = () =>
      Promise.reject({ status: 403, data: { statusCode: 403, message: 'Testų limitas išnaudotas' } });
    act(() => root.render(<TestRunner params={params('7')} onHome={onHome} />));
    await until(() => !!visibleNotice());
    expect(visibleNotice()!.textContent).toBe('Įvyko klaida: Testų limitas išnaudotas');
    click(byId('notice-ok'));
    expect(onHome).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('runner: loading the test failed', expect.anything());
    logged.mockRestore();
  });

  it('usr missing or 0 (not demo) leaves the test screen at once', async () => {
    act(() => root.render(<TestRunner params={params('0')} onHome={onHome} />));
    await wait();
    expect(onHome).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
