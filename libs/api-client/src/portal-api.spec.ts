// A 401 signs the family out (second spec section 8) but keeps the answer journal of the open attempt.
// Node environment: its fetch, Headers and Response are real; localStorage and window are small stand-ins.
import { configureStore } from '@reduxjs/toolkit';
import { END_TIMEOUT_MS, SAVE_TIMEOUT_MS, START_TIMEOUT_MS } from '@portal/contracts';

/** Storage whose keys are its own enumerable properties, as in a browser (Object.keys(localStorage)). */
function memoryStorage(): Storage {
  const s = {} as Storage & Record<string, string>;
  const hidden = (value: unknown) => ({ value, enumerable: false });
  Object.defineProperties(s, {
    getItem: hidden((k: string) => (Object.hasOwn(s, k) ? s[k] : null)),
    setItem: hidden((k: string, v: string) => void (s[k] = String(v))),
    removeItem: hidden((k: string) => void delete s[k]),
    clear: hidden(() => Object.keys(s).forEach((k) => delete s[k])),
    key: hidden((i: number) => Object.keys(s)[i] ?? null),
    length: { get: () => Object.keys(s).length, enumerable: false },
  });
  return s;
}

const g = globalThis as unknown as { localStorage: Storage; window: EventTarget };
g.localStorage = memoryStorage();
g.window = new EventTarget();
// The browser resolves '/api/...' against the page; Node's Request needs an absolute address.
const NodeRequest = Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://portal.test') : input, init);
  }
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the stand-ins exist
const client = require('./index') as typeof import('./index');
const { portalApi, SIGNED_OUT_EVENT, clearAllExceptLanguage, clearFamily, setSession } = client;

const user = { id: 7, name: 'Jonas', email: null, photoUrl: null, provider: 'local' } as never;

describe('signing out keeps the answer journals (a 401 during a test must not lose answers)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('language', 'ru');
    setSession('ket', { accessToken: 'old', user });
    localStorage.setItem('ket:testToken', 'jwt');
    localStorage.setItem('ket:journal:77', '{"answers":[["1","0"]],"rev":3,"savedRev":2}');
    setSession('kodas', { accessToken: 'k', user });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('clearFamily removes the session and test token of that family only, not its journal', () => {
    clearFamily('ket');
    expect(Object.keys(localStorage).sort()).toEqual(['kodas:session', 'ket:journal:77', 'language'].sort());
  });

  it('clearAllExceptLanguage (logout, family choice) keeps the language and the journals', () => {
    clearAllExceptLanguage();
    expect(Object.keys(localStorage).sort()).toEqual(['ket:journal:77', 'language']);
  });

  it('a 401 answer clears the session, announces the sign-out and leaves the journal', async () => {
    globalThis.fetch = jest.fn(
      async () =>
        new Response(
          JSON.stringify({ statusCode: 401, code: 'unauthorized', message: 'Reikia prisijungti' }),
          {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    ) as typeof fetch;
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (m) => m().concat(portalApi.middleware),
    });
    const heard = jest.fn();
    window.addEventListener(SIGNED_OUT_EVENT, heard);
    // the endpoints are injected (./endpoints), so portalApi's own type does not list them
    const { saveTest } = portalApi.endpoints as unknown as Record<
      string,
      { initiate: (arg: unknown) => never }
    >;
    const result: { error?: { status?: unknown } } = await store.dispatch(
      saveTest.initiate({ family: 'ket', ch: [['1', '0']], test: 'jwt' }),
    );
    window.removeEventListener(SIGNED_OUT_EVENT, heard);
    expect(result.error?.status).toBe(401);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('ket:session')).toBeNull();
    expect(localStorage.getItem('ket:testToken')).toBeNull();
    expect(localStorage.getItem('ket:journal:77')).not.toBeNull();
    expect(localStorage.getItem('kodas:session')).not.toBeNull();
  });

  it("a staff call sends the staff console's token; its 401 clears only 'staff:session' and says so", async () => {
    setSession('staff', { accessToken: 'staff-token', user });
    const seen: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      seen.push((input as Request).headers.get('Authorization') ?? '');
      return new Response(JSON.stringify({ statusCode: 401, code: 'unauthorized', message: 'x' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const staffApi = portalApi.injectEndpoints({
      endpoints: (build) => ({
        staffProbe: build.query<unknown, void>({
          query: () => ({ url: '/staff/enrollments', family: 'staff' }),
        }),
      }),
    });
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (m) => m().concat(portalApi.middleware),
    });
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(SIGNED_OUT_EVENT, listener);
    const result = await store.dispatch(staffApi.endpoints.staffProbe.initiate());
    window.removeEventListener(SIGNED_OUT_EVENT, listener);
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer staff-token']);
    expect(heard).toEqual([{ family: 'staff' }]);
    expect(localStorage.getItem('staff:session')).toBeNull();
    // the learners' sessions are untouched
    expect(localStorage.getItem('ket:session')).not.toBeNull();
    expect(localStorage.getItem('kodas:session')).not.toBeNull();
  });
});

describe('a family sends only its own token (family-scoped client)', () => {
  const realFetch = globalThis.fetch;
  let seen: { url: string; auth: string }[];
  beforeEach(() => {
    localStorage.clear();
    setSession('ket', { accessToken: 'ket-token', user });
    setSession('kodas', { accessToken: 'kodas-token', user });
    seen = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      seen.push({ url: new URL(request.url).pathname, auth: request.headers.get('Authorization') ?? '' });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const probeApi = () =>
    portalApi.injectEndpoints({
      overrideExisting: true,
      endpoints: (build) => ({
        familyProbe: build.query<unknown, { url: string; family?: 'ket' | 'kodas' }>({
          query: ({ url, family }) => ({ url, family }),
        }),
      }),
    });
  const newStore = () =>
    configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (m) => m().concat(portalApi.middleware),
    });

  it("a call naming one family to another family's route is refused before it is sent", async () => {
    const api = probeApi();
    const result = await newStore().dispatch(
      api.endpoints.familyProbe.initiate({ url: '/kodas/check', family: 'ket' }),
    );
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
    expect(seen).toEqual([]);
  });

  it('a family route without a family sends nothing either; each family route gets its own token', async () => {
    const api = probeApi();
    const store = newStore();
    await store.dispatch(api.endpoints.familyProbe.initiate({ url: '/KODAS/check' }));
    expect(seen).toEqual([]);
    await store.dispatch(api.endpoints.familyProbe.initiate({ url: '/kodas/check', family: 'kodas' }));
    await store.dispatch(api.endpoints.familyProbe.initiate({ url: '/ket/categories', family: 'ket' }));
    await store.dispatch(api.endpoints.familyProbe.initiate({ url: '/families' }));
    expect(seen).toEqual([
      { url: '/api/kodas/check', auth: 'Bearer kodas-token' },
      { url: '/api/ket/categories', auth: 'Bearer ket-token' },
      { url: '/api/families', auth: '' },
    ]);
  });

  it("the account's own routes (/me/...) are shared: the exam language is saved with the family's token", async () => {
    const store = newStore();
    await store.dispatch(
      client.examLanguageApi.endpoints.setExamLanguage.initiate({ family: 'ket', language: 'uk' }),
    );
    expect(seen).toEqual([{ url: '/api/me/exam-language', auth: 'Bearer ket-token' }]);
  });

  it("createFamilyClient reads and clears only its family's session", () => {
    const ket = client.createFamilyClient('ket');
    expect(ket.session()?.accessToken).toBe('ket-token');
    ket.testToken.set('t');
    ket.clear();
    expect(ket.session()).toBeNull();
    expect(localStorage.getItem('ket:testToken')).toBeNull();
    expect(client.createFamilyClient('kodas').session()?.accessToken).toBe('kodas-token');
    expect(Object.isFrozen(ket)).toBe(true);
  });
});

describe('a start, a save and an end that get no answer fail after their timeouts (the runner then retries)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it.each([
    ['startTest', START_TIMEOUT_MS],
    ['saveTest', SAVE_TIMEOUT_MS],
    ['endTest', END_TIMEOUT_MS],
  ])('%s: TIMEOUT_ERROR after %i ms, not before', async (endpoint, timeoutMs) => {
    jest.useFakeTimers();
    // A server that never answers: the request ends only when the client aborts it (fetch rejects with the reason).
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const { signal } = input as Request;
      return new Promise<Response>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    }) as typeof fetch;
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (m) => m().concat(portalApi.middleware),
    });
    const endpoints = portalApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>;
    let settled: { error?: { status?: unknown } } | undefined;
    void (
      store.dispatch(
        endpoints[endpoint].initiate({ family: 'ket', ch: [['1', '0']], test: 'jwt' }),
      ) as unknown as Promise<{ error?: { status?: unknown } }>
    ).then((r) => (settled = r));
    await jest.advanceTimersByTimeAsync(timeoutMs - 100);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(200);
    expect(settled?.error?.status).toBe('TIMEOUT_ERROR');
  });
});
