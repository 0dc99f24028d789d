import { gzipSync } from 'node:zlib';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, STAFF, type TestContext, validRegistration } from './test-app';

// Hostile input (issue 11): deep nesting, ill-formed Unicode, odd path ids, prototype keys and other charsets are
// refused with 400/415 before validation, the same on SQLite and MariaDB, and change nothing.

let ctx: TestContext;
let staff: string;
let learner: { token: string; id: number; username: string };
const bearer = (token: string) => ({ type: 'bearer' as const, token });

const TABLES = ['accounts', 'enrollments', 'activation_requests', 'attempts', 'learner_questions'];

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    parts.push(`${table}:${JSON.stringify(await ctx.dataSource.query(`SELECT * FROM ${table} ORDER BY 1`))}`);
  }
  return parts.join('\n');
}

/** Sends a raw JSON text (supertest would re-encode an object). */
function postRaw(path: string, text: string, token?: string, type = 'application/json') {
  const req = ctx.http().post(path).set('Content-Type', type);
  return (token ? req.auth(token, bearer(token)) : req).send(text);
}

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 30 } }));
  staff = await ctx.staffToken();
  learner = await ctx.newLearner();
});
afterAll(() => ctx?.close());

describe('deeply nested JSON', () => {
  it.each([
    ['arrays as the body', nestedArrays(2500)],
    ['objects as the body', nestedObjects(2500)],
    ['arrays in a field', `{"username":${nestedArrays(2500)},"password":"x"}`],
    ['33 levels', `{"username":${nestedArrays(32)},"password":"x"}`],
  ])('%s: 400 on "body" before validation, also without a token', async (_name, text) => {
    for (const [path, token] of [
      ['/api/auth/login', undefined],
      ['/api/staff/accounts', staff],
      ['/api/ket/register', learner.token],
      ['/api/ket/tests/save', learner.token],
    ] as const) {
      const res = await postRaw(path, text, token);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.fields).toEqual([
        { field: 'body', code: 'format', message: expect.stringMatching(/32/) },
      ]);
    }
  });

  it('32 levels are still validated field by field', async () => {
    const res = await postRaw('/api/auth/login', `{"username":${nestedArrays(31)},"password":"x"}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'username', code: 'type' })]);
  });
});

describe('ill-formed Unicode', () => {
  it('a lone surrogate in the e-mail is a 400 naming it (registration, staff account)', async () => {
    const before = await snapshot();
    for (const email of ['\ud800', 'a\ud800@example.com', 'a@example.com\udc00']) {
      const register = await ctx
        .http()
        .post('/api/ket/register')
        .auth(learner.token, bearer(learner.token))
        .send({ ...validRegistration('ket'), email });
      expect(register.status).toBe(400);
      expect(register.body.fields).toEqual([expect.objectContaining({ field: 'email', code: 'format' })]);
      const account = await ctx
        .http()
        .post('/api/staff/accounts')
        .auth(staff, bearer(staff))
        .send({ username: 'surrogate', password: 'long-enough-1', name: 'Jonas', email });
      expect(account.status).toBe(400);
      expect(account.body.fields).toEqual([expect.objectContaining({ field: 'email', code: 'format' })]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('anywhere in a body: free text, nested values, keys, the login; never stored', async () => {
    const before = await snapshot();
    const cases: [string, string | undefined, object, string][] = [
      [
        '/api/staff/accounts',
        staff,
        { username: 'freetext', password: 'long-enough-1', name: 'Jo\ud800nas' },
        'name',
      ],
      ['/api/ket/activation-requests', learner.token, { text: 'Sveiki \udfff' }, 'text'],
      ['/api/ket/tests/save', learner.token, { ch: [['0', '1\ud83d']], test: 'x' }, 'ch[0][1]'],
      [
        '/api/auth/login',
        undefined,
        { username: STAFF.username, password: `${STAFF.password}\ud800` },
        'password',
      ],
      ['/api/auth/login', undefined, { ['user\ud800']: 1 }, 'user\ud800'],
    ];
    for (const [path, token, body, field] of cases) {
      const req = ctx.http().post(path);
      const res = await (token ? req.auth(token, bearer(token)) : req).send(body);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.fields).toEqual([{ field, code: 'format', message: expect.any(String) }]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('well-formed text outside the BMP is accepted', async () => {
    const res = await ctx
      .http()
      .post('/api/staff/accounts')
      .auth(staff, bearer(staff))
      .send({ username: 'emoji-name', password: 'long-enough-1', name: 'Jonas 🚗' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Jonas 🚗');
  });

  it('in a query string: 400 naming the parameter, never a 500', async () => {
    for (const query of ['family=%ED%A0%80', 'family=%F0%9F', 'answered=%FF']) {
      const res = await ctx.http().get(`/api/staff/questions?${query}`).auth(staff, bearer(staff));
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.fields.length).toBeGreaterThan(0);
    }
  });
});

describe('path ids', () => {
  const ODD_IDS = [
    '+1',
    '1.0',
    '0x1',
    '1e0',
    '%201',
    '1%20',
    '01',
    '0',
    '-1',
    '1_0',
    '2147483648',
    '%EF%BC%91',
  ];
  // A valid body per route (by its last segment), so that only the id can be wrong: Nest checks a route's
  // parameters together and reports the body first. A route not listed gets `{}` and must still answer 400.
  const VALID_BODIES: Record<string, object> = {
    disabled: { disabled: true },
    activate: { validFrom: '2026-01-01', validTo: '2026-12-31', tests: 1 },
    reject: { valid: -1, text: 'x' },
    reply: { text: 'x' },
  };

  it('only plain positive integers: every route with an id answers 400 naming it, nothing changes', async () => {
    const doc = (await ctx.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      /\{\w+\}/.test(path) ? Object.keys(ops).map((method) => ({ path, method })) : [],
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const before = await snapshot();
    for (const { path, method } of routes) {
      const param = /\{(\w+)\}/.exec(path)![1];
      const body = VALID_BODIES[path.split('/').pop()!];
      for (const id of ODD_IDS) {
        const url = path.replace(/\{\w+\}/g, id);
        const res = await ctx
          .http()
          [method as 'post'](url)
          .auth(staff, bearer(staff))
          .send(body ?? {});
        expect([url, res.status, body ? res.body.fields?.[0]?.field : param]).toEqual([url, 400, param]);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('a plain id still reaches its record', async () => {
    const res = await ctx
      .http()
      .post(`/api/staff/accounts/${learner.id}/disabled`)
      .auth(staff, bearer(staff))
      .send({ disabled: false });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(learner.id);
  });
});

describe('prototype keys', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    '%s is refused as an unknown field, anywhere',
    async (key) => {
      const before = await snapshot();
      const bodies: [string, string | undefined, string, string][] = [
        ['/api/auth/login', undefined, `{"username":"a","password":"b","${key}":{"x":1}}`, key],
        [
          '/api/staff/accounts',
          staff,
          `{"username":"protokey","password":"long-enough-1","name":"J","${key}":1}`,
          key,
        ],
        ['/api/ket/tests/save', learner.token, `{"ch":[{"${key}":1}],"test":"x"}`, `ch[0].${key}`],
        ['/api/staff/accounts/1/disabled', staff, `{"disabled":true,"${key}":{"admin":true}}`, key],
      ];
      for (const [path, token, text, field] of bodies) {
        const res = await postRaw(path, text, token);
        expect([path, res.status]).toEqual([path, 400]);
        expect(res.body.fields).toEqual([{ field, code: 'unknown-field', message: 'Nežinomas laukas' }]);
      }
      expect(await snapshot()).toBe(before);
    },
  );
});

describe('charsets and content types', () => {
  it('a UTF-7 (or any non-UTF-8) JSON body is 415, the login does not sign in', async () => {
    const utf7 = `{"username":"${STAFF.username}","password":"${STAFF.password}"}`;
    for (const charset of ['utf-7', 'UTF-16LE', 'utf-32', 'utf8', 'latin1', 'x-unknown']) {
      const body = charset.toLowerCase() === 'utf-16le' ? Buffer.from(utf7, 'utf16le') : Buffer.from(utf7);
      const res = await ctx
        .http()
        .post('/api/auth/login')
        .set('Content-Type', `application/json; charset=${charset}`)
        .send(body);
      expect([charset, res.status]).toEqual([charset, 415]);
      expect(res.body).toMatchObject({
        statusCode: 415,
        code: 'unsupported-charset',
        message: expect.any(String),
      });
    }
  });

  it.each(['x-unknown', 'gzip'])(
    'a body in content encoding %s is 415 (none is inflated)',
    async (encoding) => {
      const res = await ctx
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(encoding === 'gzip' ? gzipSync(JSON.stringify(STAFF)) : JSON.stringify(STAFF));
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ statusCode: 415, code: 'unsupported-media-type' });
    },
  );

  it('UTF-8 spelled any usual way still signs in', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset="UTF-8"',
    ]) {
      const res = await postRaw('/api/auth/login', JSON.stringify(STAFF), undefined, type);
      expect([type, res.status]).toEqual([type, 200]);
    }
  });

  it('bodies that are not JSON where JSON is expected: 400/415 with a message, never 500', async () => {
    const cases: [string, string | Buffer][] = [
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'username=staff&password=x'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ['application/json', 'hello'],
      ['application/json', '\u0000'],
      ['application/json', Buffer.from([0xff, 0xfe, 0x7b, 0x00])],
      ['application/json', Buffer.from('{"username":"\xff\xfe"}', 'latin1')],
      ['application/xml', '<a/>'],
    ];
    for (const [type, body] of cases) {
      const res = await postRaw('/api/auth/login', body as string, undefined, type);
      expect([type, String(body).slice(0, 20), [400, 415].includes(res.status)]).toEqual([
        type,
        String(body).slice(0, 20),
        true,
      ]);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
