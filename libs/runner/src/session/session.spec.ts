// The session with its effects (save queue, journal, end retries) against a fake API: no React, no DOM.
import type {
  EndTestResponse,
  Flag,
  TestLoadResponse,
  TestQuestion,
  TestTextsRequest,
  TestTextsResponse,
} from '@portal/contracts';
import { memoryStore } from '../logic/memory-store';
import type { RunnerApi } from './runner-api';
import { RunnerSession, type SessionOptions } from './session';

const question = (id: number, checkai: Flag[]): TestQuestion => ({
  id,
  klausimas: `Q${id}`,
  klausimas_lt: `Q${id}`,
  klausimas_ru: `Q${id}`,
  klausimas_en: `Q${id}`,
  klausimas_uk: `Q${id}`,
  klausimas_pl: `Q${id}`,
  image: null,
  atsakymai: checkai.map((_, i) => `a${i}`),
  atsakymai_lt: checkai.map((_, i) => `a${i}`),
  atsakymai_ru: checkai.map((_, i) => `a${i}`),
  atsakymai_en: checkai.map((_, i) => `a${i}`),
  atsakymai_uk: checkai.map((_, i) => `a${i}`),
  atsakymai_pl: checkai.map((_, i) => `a${i}`),
  checkai,
  svoris: 1,
  comments: 0,
});
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const jwt = `h.${b64({ att: 77 })}.s`;
const load = (status: 'NEW' | 'RESUMED'): TestLoadResponse => ({
  status,
  time: 600,
  questions: JSON.stringify([question(1, ['1', '0']), question(2, ['0', '0', '0'])]),
  jwt,
  deadline: new Date(Date.now() + 600_000).toISOString(),
  serverNow: Date.now(),
  policy: {
    family: 'ket',
    questionCount: 2,
    timeLimitSeconds: 1800,
    answerMode: 'multi',
    scoring: { kind: 'share', passPercent: 80 },
    showWeightBadge: false,
  },
});
const ended: EndTestResponse = {
  atsakymai: [{ ats: ['1', '0'] }, { ats: ['0', '1', '0'] }],
  comments: [],
  result: { correct: 1, total: 2, percent: 50, passed: false, perQuestion: [true, false] },
};
const offline = { status: 'FETCH_ERROR' };

function setup(status: 'NEW' | 'RESUMED' = 'NEW', extra: Partial<SessionOptions> = {}) {
  const api = {
    start: jest.fn(() => Promise.resolve(load(status))),
    save: jest.fn(() => Promise.resolve({ saved: true as const, time: 500, serverNow: Date.now() })),
    end: jest.fn(() => Promise.resolve(ended)),
    ask: jest.fn(),
    setToken: jest.fn(),
    clearToken: jest.fn(),
  } satisfies RunnerApi;
  const store = memoryStore();
  const options: SessionOptions = {
    family: 'ket',
    kate: 'B',
    language: 'lt',
    isDemo: false,
    api,
    store,
    errorDetail: (e) => String((e as { status?: unknown })?.status),
    onHome: jest.fn(),
    onEnded: jest.fn(),
    reload: jest.fn(),
    ...extra,
  };
  const session = new RunnerSession(options);
  return { session, api, store, options, state: () => session.getState() };
}
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('RunnerSession', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts once per session (a StrictMode remount starts no second attempt) and keeps the token', async () => {
    const { session, api, state } = setup();
    session.mount();
    session.unmount();
    session.mount();
    await settle();
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(api.start).toHaveBeenCalledWith({ kate: 'B', language: 'lt' });
    expect(api.setToken).toHaveBeenCalledWith(jwt);
    expect(state().phase).toBe('running');
  });

  it('journals each change at once and saves it 3 s later', async () => {
    const { session, api, store, state } = setup();
    session.mount();
    await settle();
    session.dispatch({ type: 'answer', index: 1, ticks: ['0', '1', '0'] });
    expect(state().saveState).toBe('saving');
    expect(JSON.parse(store.data.get('ket:journal:77')!)).toMatchObject({ rev: 1, savedRev: 0 });
    await jest.advanceTimersByTimeAsync(2900);
    expect(api.save).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    expect(api.save).toHaveBeenCalledWith({
      ch: [
        ['1', '0'],
        ['0', '1', '0'],
      ],
      test: jwt,
    });
    expect(state().saveState).toBe('saved');
    expect(JSON.parse(store.data.get('ket:journal:77')!)).toMatchObject({ rev: 1, savedRev: 1 });
  });

  it("a failed save shows 'not saved' with one notice, and is re-sent until the server confirms", async () => {
    const { session, api, state } = setup();
    session.mount();
    await settle();
    api.save.mockImplementation(() => Promise.reject(offline));
    session.dispatch({ type: 'answer', index: 0, ticks: ['0', '1'] });
    await jest.advanceTimersByTimeAsync(3000);
    expect(state().saveState).toBe('failed');
    expect(state().notices.map((n) => n.key)).toEqual(['save.error']);
    await jest.advanceTimersByTimeAsync(2000); // first retry after 2 s, still failing: no second notice
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(state().notices).toHaveLength(1);
    api.save.mockImplementation(() => Promise.resolve({ saved: true, time: 1, serverNow: Date.now() }));
    await jest.advanceTimersByTimeAsync(4000);
    expect(api.save).toHaveBeenCalledTimes(3);
    expect(api.save).toHaveBeenLastCalledWith({
      ch: [
        ['0', '1'],
        ['0', '0', '0'],
      ],
      test: jwt,
    });
    expect(state().saveState).toBe('saved');
  });

  it('resume of an open attempt: the journal of this device wins over the server and is saved at once', async () => {
    const { session, api, store, state } = setup('RESUMED');
    store.setItem(
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
    session.mount();
    await settle();
    expect(state().phase).toBe('resume');
    expect(api.save).toHaveBeenCalledWith({
      ch: [
        ['1', '0'],
        ['0', '0', '1'],
      ],
      test: jwt,
    });
    expect(JSON.parse(store.data.get('ket:journal:77')!)).toMatchObject({ rev: 6, savedRev: 6 });
    session.dispatch({ type: 'continue' });
    expect(state().phase).toBe('running');
  });

  it('a new attempt drops an old journal of the same attempt name', async () => {
    const { session, store } = setup('NEW');
    store.setItem('ket:journal:77', JSON.stringify({ answers: [], rev: 2, savedRev: 1, changedAt: 1 }));
    session.mount();
    await settle();
    expect(store.data.has('ket:journal:77')).toBe(false);
  });

  it('deadline reached → ending: saving stops, the answers go with one end call, results show', async () => {
    const { session, api, store, options, state } = setup();
    session.mount();
    await settle();
    session.dispatch({ type: 'answer', index: 1, ticks: ['0', '0', '1'] });
    session.dispatch({ type: 'deadline' });
    session.dispatch({ type: 'deadline' });
    session.dispatch({ type: 'finish' });
    expect(state().phase).toBe('ending');
    await jest.advanceTimersByTimeAsync(5000);
    expect(api.save).not.toHaveBeenCalled(); // the end call carries the answers
    expect(api.end).toHaveBeenCalledTimes(1);
    expect(api.end).toHaveBeenCalledWith({
      ch: [
        ['1', '0'],
        ['0', '0', '1'],
      ],
      test: jwt,
    });
    expect(state().phase).toBe('results');
    expect(store.data.has('ket:journal:77')).toBe(false);
    expect(api.clearToken).toHaveBeenCalled();
    expect(options.onEnded).toHaveBeenCalledTimes(1);
  });

  it('ending retries network failures with backoff, and says so; a refusal shows the error and goes home', async () => {
    const { session, api, options, state } = setup();
    session.mount();
    await settle();
    api.end.mockImplementationOnce(() => Promise.reject(offline));
    session.dispatch({ type: 'finish' });
    await settle();
    expect(state().endRetrying).toBe(true);
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.end).toHaveBeenCalledTimes(2);
    expect(state().phase).toBe('results');
    expect(state().endRetrying).toBe(false);

    const other = setup();
    other.session.mount();
    await settle();
    other.api.end.mockImplementation(() => Promise.reject({ status: 401 }));
    other.session.dispatch({ type: 'finish' });
    await settle();
    expect(other.state().notices).toEqual([{ id: 1, key: 'error', values: { detail: '401' }, then: 'home' }]);
    other.session.dispatch({ type: 'dismiss' });
    expect(other.options.onHome).toHaveBeenCalled();
    expect(options.onHome).not.toHaveBeenCalled();
  });

  it('a save refused with test-ended ends the test (finished in another tab)', async () => {
    const { session, api, state } = setup();
    session.mount();
    await settle();
    api.save.mockImplementation(() => Promise.reject({ status: 409, data: { code: 'test-ended' } }));
    session.dispatch({ type: 'minute-mark' });
    await settle();
    expect(api.end).toHaveBeenCalledTimes(1);
    expect(state().phase).toBe('results');
    expect(state().notices).toEqual([]);
  });

  it('a hidden tab sends unsaved answers at once, and nothing when all is saved', async () => {
    const { session, api } = setup();
    session.mount();
    await settle();
    session.dispatch({ type: 'hidden' });
    expect(api.save).not.toHaveBeenCalled();
    session.dispatch({ type: 'answer', index: 0, ticks: ['0', '0'] });
    session.dispatch({ type: 'hidden' });
    expect(api.save).toHaveBeenCalledTimes(1);
  });

  it('a failed load logs and offers a reload; the demo makes no server call', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, api, options, state } = setup();
    api.start.mockImplementation(() => Promise.reject(offline));
    session.mount();
    await settle();
    expect(state().notices).toEqual([{ id: 1, key: 'loadError', then: 'reload' }]);
    session.dispatch({ type: 'dismiss' });
    expect(options.reload).toHaveBeenCalled();
    logged.mockRestore();

    const demo = setup('NEW', {
      isDemo: true,
      demo: {
        family: 'ket',
        questions: [{ ...question(1, ['0']), checkai: undefined } as never],
        key: [{ ats: ['1'] }],
      },
    });
    demo.session.mount();
    demo.session.dispatch({ type: 'answer', index: 0, ticks: ['1'] });
    demo.session.dispatch({ type: 'finish' });
    expect(demo.state().outcome!.result.correct).toBe(1);
    expect(demo.options.onEnded).toHaveBeenCalledTimes(1);
    expect(Object.values(demo.api).some((f) => f.mock.calls.length)).toBe(false);
  });

  it('after unmount a late answer from the server changes nothing', async () => {
    const { session, state } = setup();
    session.mount();
    session.unmount();
    await settle();
    expect(state().phase).toBe('loading');
  });
});

// Issue 30: a start carries the test's language only; the others come from tests/texts, merged in by id.
describe('RunnerSession: texts in other languages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const ltOnly = (id: number, checkai: Flag[]): TestQuestion => ({
    id,
    klausimas: `K${id}`,
    klausimas_lt: `K${id}`,
    image: null,
    atsakymai: checkai.map((_, i) => `t${i}`),
    atsakymai_lt: checkai.map((_, i) => `t${i}`),
    checkai,
    svoris: 1,
    comments: 0,
  });

  function setupLtOnly() {
    const texts = jest.fn(({ languages }: TestTextsRequest) =>
      Promise.resolve<TestTextsResponse>({
        questions: [1, 2].map((id) =>
          Object.fromEntries([
            ['id', id],
            ...languages.flatMap((l) => [
              [`klausimas_${l}`, `${l}:K${id}`],
              [`atsakymai_${l}`, [`${l}:t0`, `${l}:t1`]],
            ]),
          ]),
        ) as TestTextsResponse['questions'],
      }),
    );
    const ready = setup('NEW');
    ready.api.start.mockResolvedValue({
      ...load('NEW'),
      questions: JSON.stringify([ltOnly(1, ['1', '0']), ltOnly(2, ['0', '0'])]),
    });
    Object.assign(ready.api, { texts });
    return { ...ready, texts };
  }

  it('fetches only the languages the questions lack, once, with the test token, and merges them by id', async () => {
    const { session, texts, state } = setupLtOnly();
    session.mount();
    await settle();
    await session.loadLanguages(['lt']);
    expect(texts).not.toHaveBeenCalled();
    await Promise.all([session.loadLanguages(['ru']), session.loadLanguages(['ru', 'en'])]);
    expect(texts.mock.calls.map(([body]) => body)).toEqual([
      { test: jwt, languages: ['ru'] },
      { test: jwt, languages: ['en'] },
    ]);
    const [first] = state().questions;
    expect(first).toMatchObject({
      klausimas_lt: 'K1',
      klausimas_ru: 'ru:K1',
      klausimas_en: 'en:K1',
      checkai: ['1', '0'],
    });
    await session.loadLanguages(['lt', 'ru', 'en', 'uk', 'pl']);
    expect(texts).toHaveBeenLastCalledWith({ test: jwt, languages: ['uk', 'pl'] });
    await session.loadLanguages(['lt', 'ru', 'en', 'uk', 'pl']);
    expect(texts).toHaveBeenCalledTimes(3);
  });

  it('a failed fetch is quiet and asked again later; the demo and an API without texts never ask', async () => {
    const { session, texts, state } = setupLtOnly();
    texts.mockRejectedValueOnce(offline);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.mount();
    await settle();
    await session.loadLanguages(['uk']);
    expect(state().questions[0].klausimas_uk).toBeUndefined();
    expect(state().notices).toEqual([]);
    await session.loadLanguages(['uk']);
    expect(state().questions[0].klausimas_uk).toBe('uk:K1');
    warn.mockRestore();

    const plain = setup('NEW');
    plain.session.mount();
    await settle();
    await plain.session.loadLanguages(['ru']);
    expect(plain.state().questions).toHaveLength(2);
  });
});
