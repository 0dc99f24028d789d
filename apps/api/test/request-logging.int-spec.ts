import { AsyncLocalStorage } from 'node:async_hooks';
import type { Flag, TestLoadResponse, TestQuestion } from '@portal/contracts';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// The API's JSON log lines (app/request-logging.ts): one per request, with the id the answer carries, a
// successful save only at debug; Nest's own lines with their context. And nothing on a learner's way binds an
// AsyncLocalStorage: on Node 20 one makes every later promise run a hook (nestjs-pino's did, per request).

interface LogLine {
  level: number;
  msg?: string;
  context?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
}

const lines: LogLine[] = [];
let ctx: TestContext;
const contextRuns = jest.spyOn(AsyncLocalStorage.prototype, 'run');
const contextEntries = jest.spyOn(AsyncLocalStorage.prototype, 'enterWith');

beforeAll(async () => {
  ctx = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logDestination: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
  );
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
});
afterAll(() => ctx?.close());

const requestLines = (id: string) => lines.filter((l) => l.reqId === id);

it('writes one line per request with the id the answer carries, given or new', async () => {
  const fresh = await ctx.http().get('/api/families').expect(200);
  const id = fresh.headers['x-request-id'] as string;
  expect(id).toMatch(/^[\w-]{8,}$/);
  expect(requestLines(id)).toEqual([
    expect.objectContaining({
      level: 30,
      msg: 'request completed',
      req: expect.objectContaining({ method: 'GET' }),
    }),
  ]);

  const refused = await ctx
    .http()
    .post('/api/auth/login')
    .set('X-Request-Id', 'lb-7.given')
    .send({})
    .expect(400);
  expect(refused.headers['x-request-id']).toBe('lb-7.given');
  expect(requestLines('lb-7.given')).toEqual([
    expect.objectContaining({ level: 40, res: { statusCode: 400 } }),
  ]);
});

it('writes Nest’s own lines with their context; its module and route lines only at debug', () => {
  expect(lines.some((l) => l.context === 'NestApplication' && l.level === 30)).toBe(true);
  // About 230 of them buried the lines a person starting the portal needs (issue 25 item 17).
  expect(lines.filter((l) => l.context === 'RoutesResolver' || l.context === 'InstanceLoader')).toEqual([]);
});

it('binds no AsyncLocalStorage on a learner’s way, and logs a successful save only at debug', async () => {
  const learner = await ctx.activeLearner('ket');
  contextRuns.mockClear();
  contextEntries.mockClear();
  const post = (path: string, body: object) =>
    ctx.http().post(path).auth(learner.token, { type: 'bearer' }).send(body).expect(200);
  const load = (await post('/api/ket/tests', { kate: 'A' })).body as TestLoadResponse;
  const ch = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.atsakymai.map((): Flag => '0'));
  const saved = await post('/api/ket/tests/save', { ch, test: load.jwt });
  await post('/api/ket/tests/end', { ch, test: load.jwt });

  expect(requestLines(saved.headers['x-request-id'] as string)).toEqual([]);
  expect(lines.filter((l) => l.req?.url === '/api/ket/tests/end')).toHaveLength(1);
  expect(contextRuns).not.toHaveBeenCalled();
  expect(contextEntries).not.toHaveBeenCalled();
});
