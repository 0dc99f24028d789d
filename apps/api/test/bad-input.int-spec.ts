import { EXAM_FAMILIES, type TestLoadResponse } from '@portal/contracts';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';
import { MockStartHook } from '../src/learning/readiness/mock-start-hook';

// Bad input on every endpoint: 400 with field-level messages (ValidationErrorBody), 413 for huge bodies,
// 404 JSON for unknown routes, never a 500, and nothing changes in the database.

let ctx: TestContext;
let learner: string;
let staff: string;
let testToken: string;
const bearer = (token: string) => ({ type: 'bearer' as const, token });

const TABLES = [
  'accounts',
  'enrollments',
  'activation_requests',
  'categories',
  'questions',
  'question_categories',
  'attempts',
  'learner_questions',
  'email_tokens',
  'audit_entries',
  'attempt_answers',
];

/** A fingerprint of every table: row counts and the text of every row, so any change is seen. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = await ctx.dataSource.query(`SELECT * FROM ${table} ORDER BY 1`);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

type Call = { method: 'get' | 'post'; path: string; auth: () => string | null };

const ROUTES: Call[] = [
  { method: 'post', path: '/api/auth/login', auth: () => null },
  ...['signup', 'confirm', 'forgot', 'reset'].map((route): Call => ({
    method: 'post',
    path: `/api/auth/${route}`,
    auth: () => null,
  })),
  { method: 'post', path: '/api/staff/accounts', auth: () => staff },
  { method: 'post', path: '/api/staff/accounts/1/disabled', auth: () => staff },
  { method: 'post', path: '/api/staff/accounts/1/password-reset', auth: () => staff },
  { method: 'post', path: '/api/staff/accounts/1/staff-role', auth: () => staff },
  { method: 'post', path: '/api/staff/activation-requests/1/handle', auth: () => staff },
  { method: 'post', path: '/api/staff/enrollments/1/activate', auth: () => staff },
  { method: 'post', path: '/api/staff/enrollments/1/reject', auth: () => staff },
  { method: 'post', path: '/api/staff/questions/1/reply', auth: () => staff },
  ...['questions', 'questions/1/retired', 'categories', 'images', 'import'].map((route): Call => ({
    method: 'post',
    path: `/api/staff/banks/ket/${route}`,
    auth: () => staff,
  })),
  ...EXAM_FAMILIES.flatMap((family): Call[] => [
    { method: 'post', path: `/api/${family}/register`, auth: () => learner },
    { method: 'post', path: `/api/${family}/activation-requests`, auth: () => learner },
    { method: 'post', path: `/api/${family}/tests`, auth: () => learner },
    { method: 'post', path: `/api/${family}/tests/save`, auth: () => learner },
    { method: 'post', path: `/api/${family}/tests/end`, auth: () => learner },
    { method: 'post', path: `/api/${family}/questions`, auth: () => learner },
  ]),
];

const BAD_BODIES: [string, string, string][] = [
  ['empty object', 'application/json', '{}'],
  ['malformed JSON', 'application/json', '{"a": '],
  ['JSON array', 'application/json', '[1,2,3]'],
  ['JSON string', 'application/json', '"text"'],
  ['null', 'application/json', 'null'],
  [
    'wrong types',
    'application/json',
    JSON.stringify({
      username: [],
      password: {},
      kate: 5,
      ch: 'x',
      test: 1,
      text: true,
      id: 'one',
      klausimas: null,
      jwt: 9,
      vardas: 1,
      validFrom: 2,
      valid: 'no',
      tests: -1,
      disabled: 'yes',
    }),
  ],
  ['unknown field', 'application/json', JSON.stringify({ hacker: true })],
  ['no content type', 'text/plain', 'hello'],
];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 30 } }));
  staff = await ctx.staffToken();
  const active = await ctx.activeLearner('ket');
  learner = active.token;
  testToken = (
    (await ctx.http().post('/api/ket/tests').auth(learner, bearer(learner)).send({ kate: 'A' }).expect(200))
      .body as TestLoadResponse
  ).jwt;
  // The chance to pass is written to the attempt just after the start's answer (issue 27): wait for it, so the
  // snapshots below compare the database as the start left it.
  await ctx.app.get(MockStartHook).settled();
});
afterAll(() => ctx?.close());

describe('bad input on every endpoint', () => {
  it.each(BAD_BODIES)('%s → 400 with fields, nothing changed', async (_name, type, body) => {
    const before = await snapshot();
    for (const route of ROUTES) {
      let req = ctx.http().post(route.path).set('Content-Type', type);
      const token = route.auth();
      if (token) req = req.auth(token, bearer(token));
      const res = await req.send(body);
      expect([route.path, res.status]).toEqual([route.path, 400]);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(res.body.fields.length).toBeGreaterThan(0);
      for (const field of res.body.fields) {
        expect(field).toEqual({
          field: expect.any(String),
          code: expect.any(String),
          message: expect.any(String),
        });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('a valid test token with malformed answers changes nothing', async () => {
    const before = await snapshot();
    for (const ch of [[], [['1']], [[1, 0, 0]], 'x', [[null]], Array(31).fill(['0', '0', '0'])]) {
      const res = await ctx
        .http()
        .post('/api/ket/tests/save')
        .auth(learner, bearer(learner))
        .send({ ch, test: testToken });
      expect(res.status).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it('query strings are validated too', async () => {
    for (const path of [
      '/api/staff/enrollments?family=x',
      '/api/staff/enrollments?status=%00',
      '/api/staff/questions?answered=maybe',
      '/api/staff/activation-requests?family=1',
      '/api/staff/enrollments?other=1',
      '/api/staff/enrollments?page=0',
      '/api/staff/questions?pageSize=201',
      '/api/staff/activation-requests?handled=maybe',
      '/api/staff/accounts?status=asleep',
      '/api/staff/accounts?page=x',
      '/api/staff/audit?from=2026-13-01',
      '/api/staff/audit?to=yesterday',
      '/api/staff/banks/ket/questions?hasImage=maybe',
      '/api/staff/banks/ket/questions?weight=3',
      '/api/staff/banks/ket/export?format=pdf',
      '/api/staff/banks/nope/categories',
      '/api/staff/statistics/families/ket?bucket=year',
      '/api/staff/statistics/families/ket/questions?from=soon',
      '/api/staff/statistics/branches?family=x',
    ]) {
      const res = await ctx.http().get(path).auth(staff, bearer(staff));
      expect([path, res.status, Array.isArray(res.body.fields)]).toEqual([path, 400, true]);
    }
  });

  it('huge bodies answer 413 JSON', async () => {
    const res = await ctx
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(400_000), password: 'y' }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'payload-too-large' });
  });

  it('unknown routes answer 404 JSON under /api', async () => {
    for (const path of ['/api/nothing', '/api/ket/nothing', '/api/staff', '/api']) {
      const res = await ctx.http().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    await ctx.http().delete('/api/ket/tests').auth(learner, bearer(learner)).expect(404);
  });

  it('random values in every known field never produce a 500', async () => {
    const fields = [
      'username',
      'password',
      'name',
      'email',
      'disabled',
      'validFrom',
      'validTo',
      'tests',
      'info',
      'valid',
      'text',
      'kind',
      'vardas',
      'pavarde',
      'gdata',
      'telefonas',
      'filialas',
      'agree',
      'kate',
      'language',
      'ch',
      'test',
      'id',
      'klausimas',
      'jwt',
      'token',
    ];
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1.5,
      2 ** 53,
      -(2 ** 31) - 1,
      '',
      ' ',
      'x'.repeat(5000),
      '💥🚗',
      '1999-02-29',
      '0',
      '1',
      [],
      [[]],
      [['1', '0']],
      {},
      { a: 1 },
      [null],
      '<script>',
      "' OR 1=1 --",
      testToken,
    ];
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (const route of ROUTES) {
      for (let i = 0; i < 8; i++) {
        const body: Record<string, unknown> = {};
        for (const field of fields) if (next() % 3 === 0) body[field] = values[next() % values.length];
        const token = route.auth();
        const req = ctx.http().post(route.path);
        const res = await (token ? req.auth(token, bearer(token)) : req).send(body);
        expect([route.path, JSON.stringify(body).slice(0, 200), res.status < 500]).toEqual([
          route.path,
          JSON.stringify(body).slice(0, 200),
          true,
        ]);
      }
    }
  });

  it('odd paths and parameters never produce a 500', async () => {
    const paths = [
      '/api/staff/enrollments/99999999999999999999/activate',
      '/api/staff/questions/-1/reply',
      '/api/staff/questions/%FF/reply',
      '/api/%E0%A4%A/x',
      '/api/ket/tests/../../auth/me',
    ];
    for (const path of paths) {
      const res = await ctx.http().post(path).auth(staff, bearer(staff)).send({ text: 'x' });
      expect([path, res.status < 500]).toEqual([path, true]);
    }
  });

  it('hostile bodies and ids on every route of the OpenAPI document never answer 5xx', async () => {
    const doc = (await ctx.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        path,
        method: method as 'get' | 'post' | 'put' | 'patch' | 'delete',
      })),
    );
    expect(routes.length).toBeGreaterThan(20);
    const deep = (open: string, leaf: string, close: string) => open.repeat(3000) + leaf + close.repeat(3000);
    const everyField = (value: unknown) =>
      JSON.stringify(
        Object.fromEntries(['username', 'password', 'email', 'name', 'text', 'ch'].map((f) => [f, value])),
      );
    const bodies: [string, string | Buffer][] = [
      ['application/json', deep('[', '', ']')],
      ['application/json', deep('{"a":', '1', '}')],
      ['application/json', everyField('\ud800')],
      ['application/json', everyField([['\udfff']])],
      ['application/json', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
      ['application/json; charset=utf-7', '{"username":"+AGEAYgBj-","password":"x"}'],
      ['application/json', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ text: 'y'.repeat(300_000) })],
    ];
    const ids = ['+1', '0x1', '1e0', '1.0', '%201', '99999999999999999999', '%ED%A0%80', '%FF', '-0'];
    const tokens = [() => null, () => learner, () => staff];
    let sent = 0;
    const check = async (
      method: string,
      url: string,
      type: string,
      body: string | Buffer,
      token: string | null,
    ) => {
      let req = ctx.http()[method as 'post'](url).set('Content-Type', type);
      if (token) req = req.auth(token, bearer(token));
      const res = await req.send(body as string);
      sent++;
      expect([method, url, type, String(body).slice(0, 40), res.status < 500]).toEqual([
        method,
        url,
        type,
        String(body).slice(0, 40),
        true,
      ]);
    };
    for (const { path, method } of routes) {
      const concrete = path.replace(/\{\w+\}/g, '1');
      for (const [i, [type, body]] of bodies.entries()) {
        await check(method, concrete, type, body, tokens[i % tokens.length]());
      }
      if (concrete === path) continue;
      for (const id of ids) {
        await check(method, path.replace(/\{\w+\}/g, id), 'application/json', everyField('x'), staff);
      }
    }
    // Bounded: it grows with the routes (issue 26's learning and practice routes per family, issue 27's public
    // hardest route per family and a staff route: about 2,080 in all).
    expect(sent).toBeLessThan(2500);
    // ~2,100 requests one after another: about 6 s alone, several times that beside a busy CI step.
  }, 120_000);
});
