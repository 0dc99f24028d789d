// The learner's past (issue 13): the new calls address the family's routes with its own token, and marking a
// question read refetches "My questions" (the landing's badge). Node environment with small stand-ins.
import { configureStore } from '@reduxjs/toolkit';

const store0: Record<string, string> = {};
const g = globalThis as unknown as { localStorage: Storage; window: EventTarget };
g.localStorage = {
  getItem: (k: string) => store0[k] ?? null,
  setItem: (k: string, v: string) => void (store0[k] = String(v)),
  removeItem: (k: string) => void delete store0[k],
  clear: () => Object.keys(store0).forEach((k) => delete store0[k]),
  key: (i: number) => Object.keys(store0)[i] ?? null,
  get length() {
    return Object.keys(store0).length;
  },
} as Storage;
g.window = new EventTarget();
const NodeRequest = Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://portal.test') : input, init);
  }
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the stand-ins exist
const client = require('./index') as typeof import('./index');
const { portalApi, setSession } = client;
const user = { id: 7, name: 'Jonas', email: null, photoUrl: null, provider: 'local' } as never;

describe('learner history, review and my questions', () => {
  const realFetch = globalThis.fetch;
  let seen: string[];
  let unread: number;
  beforeEach(() => {
    localStorage.clear();
    setSession('hidro', { accessToken: 'hidro-token', user });
    seen = [];
    unread = 1;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search} ${request.headers.get('Authorization')}`);
      if (url.pathname.endsWith('/read')) unread = 0;
      const body = url.pathname.endsWith('/my-questions') ? { items: [], unread } : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
  });
  const stores: { dispatch: (action: unknown) => unknown }[] = [];
  afterEach(() => {
    globalThis.fetch = realFetch;
    // No cache timers left behind (RTK keeps unused data for a minute).
    stores.splice(0).forEach((store) => store.dispatch(portalApi.util.resetApiState()));
  });

  const endpoints = () =>
    portalApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>;
  function newStore() {
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (m) => m().concat(portalApi.middleware),
    });
    stores.push(store);
    return store;
  }

  it("calls the family's own routes with its token", async () => {
    const store = newStore();
    const { getAttempts, getAttemptReview, askAboutAttempt } = endpoints();
    await store.dispatch(getAttempts.initiate({ family: 'hidro', page: 2, size: 5 }));
    await store.dispatch(getAttemptReview.initiate({ family: 'hidro', id: 12 }));
    await store.dispatch(
      askAboutAttempt.initiate({ family: 'hidro', attemptId: 12, id: 3, klausimas: 'Kodėl?' }),
    );
    expect(seen).toEqual([
      'GET /api/hidro/attempts?page=2&size=5 Bearer hidro-token',
      'GET /api/hidro/attempts/12/review Bearer hidro-token',
      'POST /api/hidro/attempts/12/question Bearer hidro-token',
      // the ask invalidates that review: it is fetched again for its subscriber
      'GET /api/hidro/attempts/12/review Bearer hidro-token',
    ]);
  });

  it('marking a question read refetches my questions, so the badge clears', async () => {
    const store = newStore();
    const { getMyQuestions, markQuestionRead } = endpoints();
    const sub = store.dispatch(getMyQuestions.initiate({ family: 'hidro' })) as unknown as {
      unwrap: () => Promise<{ unread: number }>;
      unsubscribe: () => void;
    };
    expect((await sub.unwrap()).unread).toBe(1);
    await store.dispatch(markQuestionRead.initiate({ family: 'hidro', id: 4 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.map((s) => s.split(' ').slice(0, 2).join(' '))).toEqual([
      'GET /api/hidro/my-questions',
      'POST /api/hidro/my-questions/4/read',
      'GET /api/hidro/my-questions',
    ]);
    const state = store.getState() as Record<
      string,
      { queries: Record<string, { data?: { unread: number } }> }
    >;
    const cached = Object.values(state[portalApi.reducerPath].queries).find(
      (q) => q.data && 'unread' in q.data,
    );
    expect(cached?.data?.unread).toBe(0);
    sub.unsubscribe();
  });
});
