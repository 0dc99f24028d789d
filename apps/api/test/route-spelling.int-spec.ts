import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AttemptEntity } from '../src/exam/attempt.entity';
import { createTestApp, type TestContext } from './test-app';

// Every security rule is decided on the route the router chose, so no spelling of a path gets around one:
// percent-encoding, case, dot segments, double slashes. Sent with Node's own client, which (unlike a URL
// object) sends the path exactly as written.

let ctx: TestContext;
let port: number;
let staff: string;
let learner: { token: string; id: number };

beforeAll(async () => {
  ctx = await createTestApp({ FAMILIES: 'ket,kodas,competition' });
  port = ((ctx.app.getHttpServer() as Server).address() as AddressInfo).port;
  staff = await ctx.staffToken();
  learner = await ctx.activeLearner('ket');
});
afterAll(() => ctx?.close());

/** One request with the path sent byte for byte as given; the status and the JSON body. */
function send(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(data) as Record<string, unknown>;
          } catch {
            // Not JSON: the status says enough.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/**
 * Refused without reaching the route: 404, or 403 from the static file server, which takes a GET that names no
 * API route and refuses a path with dot segments in it.
 */
const refusedGet = (status: number) => status === 404 || status === 403;

/** Spellings of `/api/<family>/<rest>` that a lenient reading could take for the same route. */
function spellings(family: string, rest: string): string[] {
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  const [first, ...tail] = rest.split('/');
  return [
    `/api/${family}/${rest}`,
    `/api/${hex(family[0])}${family.slice(1)}/${rest}`,
    `/api/${hex(family[0]).toUpperCase()}${family.slice(1)}/${rest}`,
    `/api/${[...family].map(hex).join('')}/${rest}`,
    `/api/${family}/${hex(first[0])}${first.slice(1)}${tail.length ? `/${tail.join('/')}` : ''}`,
    `/%61pi/${family}/${rest}`,
    `/api/${family.toUpperCase()}/${rest}`,
    `/API/${family}/${rest}`,
    `/api/${family[0].toUpperCase()}${family.slice(1)}/${rest}`,
    `/api/${family}/${rest.toUpperCase()}`,
    `/api/./${family}/${rest}`,
    `/api/x/../${family}/${rest}`,
    `/api/${family}/./${rest}`,
    `/api/%2e/${family}/${rest}`,
    `/api/x/%2e%2e/${family}/${rest}`,
    `/api//${family}/${rest}`,
    `//api/${family}/${rest}`,
    `/api/${family}//${rest}`,
    `/api/${family}/${rest}/`,
    `/api/${hex(family[0])}${family.slice(1)}/${rest}/`,
    `/api/${family}%2F${rest}`,
    `/api/${family};x/${rest}`,
    `/api/${hex(family[0])}${family.slice(1)}/${rest}?x=1`,
  ];
}

describe('a switched-off family answers no spelling of its routes', () => {
  beforeAll(async () => {
    await ctx
      .http()
      .put('/api/staff/switches/ket')
      .auth(staff, { type: 'bearer' })
      .send({ enabled: false })
      .expect(200);
    await ctx
      .http()
      .put('/api/staff/switches/competition')
      .auth(staff, { type: 'bearer' })
      .send({ enabled: false })
      .expect(200);
  });

  it('starting a test: 404 for every spelling, and no attempt is made', async () => {
    for (const path of spellings('ket', 'tests')) {
      const res = await send('POST', path, learner.token, { kate: 'A', language: 'lt' });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    expect(await ctx.dataSource.getRepository(AttemptEntity).countBy({ accountId: learner.id })).toBe(0);
  });

  it('reading a family route: refused for every spelling', async () => {
    for (const path of spellings('ket', 'categories')) {
      const res = await send('GET', path, learner.token);
      expect({ path, refused: refusedGet(res.status) }).toEqual({ path, refused: true });
    }
    // The spellings the router takes for the route are refused by the switch itself.
    for (const path of ['/api/%6Bet/categories', '/api/k%65t/categories/', '/api/ket/%63ategories']) {
      expect((await send('GET', path, learner.token)).body).toMatchObject({ code: 'family-not-offered' });
    }
  });

  it("a mode's routes too; only its status answers (server: false)", async () => {
    for (const path of spellings('competition', 'leaderboard')) {
      const res = await send('GET', path);
      expect({ path, refused: refusedGet(res.status) }).toEqual({ path, refused: true });
    }
    for (const path of ['/api/competition/status', '/api/%63ompetition/status', '/api/competition/status/']) {
      const res = await send('GET', path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
  });

  it('a family still on answers its own route spelled as the router takes it', async () => {
    const res = await send('GET', '/api/k%6Fdas/categories', learner.token);
    expect(res.status).not.toBe(404);
  });
});

describe('staff routes refuse a learner and a stranger under every spelling', () => {
  it('never 2xx without staff rights', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', 'accounts'],
      ['POST', 'accounts', { username: 'sneaky1', password: 'sneaky-pass', name: 'S' }],
      ['GET', 'switches'],
      ['PUT', 'switches/ket', { enabled: true }],
    ];
    for (const [method, rest, body] of routes) {
      for (const path of spellings('staff', rest)) {
        for (const token of [learner.token, undefined]) {
          const res = await send(method, path, token, body);
          expect({ method, path, learner: !!token, refused: [401, 403, 404].includes(res.status) }).toEqual({
            method,
            path,
            learner: !!token,
            refused: true,
          });
        }
      }
    }
    // The spellings the router takes answer as the route does: 403 to the learner, 401 to a stranger.
    expect((await send('GET', '/api/%73taff/accounts', learner.token)).status).toBe(403);
    expect((await send('GET', '/api/%73taff/accounts')).status).toBe(401);
    // And staff still reach them (the same route), so the refusals above are the rules, not a broken path.
    expect((await send('GET', '/api/%73taff/accounts', staff)).status).toBe(200);
  });
});
