import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type {
  ActivationRecord,
  Category,
  EndTestResponse,
  Flag,
  LoginResponse,
  SaveTestResponse,
  TestLoadResponse,
  TestQuestion,
} from '@portal/contracts';
import { EXAM_FAMILIES } from '@portal/contracts';
import { createConnection } from 'mysql2/promise';
import { MIGRATIONS } from '../src/database/data-source-options';
import { roundRobinProxy, startApiProcess, type ApiProcess } from './api-process';
import { attemptIdOf, describeMysql, TEST_REDIS_URL, testDatabaseUrl, testEnv } from './test-app';

// Issue 11: the API as production runs it: two stateless instances (the built main.js, real processes) started
// together on one empty MariaDB database and one Redis, behind a round-robin proxy. A learner's whole journey
// crosses them; the failed-login limit is shared; an instance told to stop finishes the request in flight.

describeMysql('two API instances behind a load balancer', () => {
  jest.setTimeout(120_000);
  let db: Awaited<ReturnType<typeof testDatabaseUrl>>;
  let a: ApiProcess;
  let b: ApiProcess;
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;

  const call = async <T>(base: string, method: string, path: string, body?: object, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    db = await testDatabaseUrl();
    const env = testEnv({
      DATABASE_URL: db.url,
      SEED_ON_START: 'true',
      SEED_SAMPLE_LEARNERS: 'true',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `portal-test:${randomUUID()}:`,
      LOGIN_RATE_LIMIT: '4',
      LOGIN_USERNAME_RATE_LIMIT: '100',
      LOG_LEVEL: 'info',
      // Both instances write the statistics rows of ended attempts, every second.
      STATISTICS_INTERVAL_SECONDS: '1',
    });
    // Started together on an empty database: both migrate and seed (under the setup lock), neither crashes.
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    proxy = await roundRobinProxy([a.url, b.url]);
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('migrated and seeded once', async () => {
    const conn = await createConnection(db.url);
    try {
      const [migrations] = await conn.query('SELECT name FROM migrations');
      // Each migration once, though both instances started at the same time.
      expect(migrations).toHaveLength(MIGRATIONS.length);
      const [[staff]] = (await conn.query(
        "SELECT COUNT(*) AS n FROM accounts WHERE username = 'staff'",
      )) as unknown as [{ n: number }[]];
      expect(Number(staff.n)).toBe(1);
    } finally {
      await conn.end();
    }
  });

  it("walks a learner's journey across both: one result, one test taken", async () => {
    const login = await call<LoginResponse>(proxy.url, 'POST', '/api/auth/login', {
      username: 'learner-active',
      password: 'learner-pass',
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const token = login.body.accessToken;
    const before = await call<ActivationRecord>(proxy.url, 'POST', '/api/ket/check', {}, token);
    const [category] = (await call<Category[]>(proxy.url, 'GET', '/api/ket/categories', undefined, token))
      .body;

    const start = { kate: category.value, language: 'lt' };
    const first = await call<TestLoadResponse>(proxy.url, 'POST', '/api/ket/tests', start, token);
    expect(first.body.status).toBe('NEW');
    const ch = (JSON.parse(first.body.questions) as TestQuestion[]).map((q, i) =>
      q.checkai.map((_, j): Flag => (i === 0 && j === 0 ? '1' : '0')),
    );
    const saved = await call<SaveTestResponse>(
      proxy.url,
      'POST',
      '/api/ket/tests/save',
      { ch, test: first.body.jwt },
      token,
    );
    expect(saved.body.saved).toBe(true);
    const resumed = await call<TestLoadResponse>(proxy.url, 'POST', '/api/ket/tests', start, token);
    expect(resumed.body.status).toBe('RESUMED');
    expect((JSON.parse(resumed.body.questions) as TestQuestion[])[0].checkai[0]).toBe('1');

    // The learner's two tabs end at once, one on each instance.
    const end = { ch, test: resumed.body.jwt };
    const ends = await Promise.all(
      [a.url, b.url].map((url) => call<EndTestResponse>(url, 'POST', '/api/ket/tests/end', end, token)),
    );
    expect(ends.map((e) => e.status)).toEqual([200, 200]);
    expect(ends[0].body.result).toEqual(ends[1].body.result);

    const conn = await createConnection(db.url);
    try {
      const [rows] = (await conn.query(
        "SELECT COUNT(*) AS n FROM attempts a JOIN accounts u ON u.id = a.account_id WHERE u.username = 'learner-active' AND a.finished_at IS NOT NULL",
      )) as unknown as [{ n: number }[]];
      expect(Number(rows[0].n)).toBe(1);
      // Its 30 statistics rows follow within the instances' interval, each written once though both write.
      const attemptId = attemptIdOf(end.test);
      const statistics = async () => {
        const [[row]] = (await conn.query(
          'SELECT COUNT(*) AS n, (SELECT statistics_recorded FROM attempts WHERE id = ?) AS recorded FROM attempt_answers WHERE attempt_id = ?',
          [attemptId, attemptId],
        )) as unknown as [{ n: number; recorded: number }[]];
        return { rows: Number(row.n), recorded: Number(row.recorded) };
      };
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        if ((await statistics()).recorded) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(await statistics()).toEqual({ rows: 30, recorded: 1 });
    } finally {
      await conn.end();
    }
    const after = await call<ActivationRecord>(proxy.url, 'POST', '/api/ket/check', {}, token);
    expect(after.body.timeLeft?.kiekis).toBe(before.body.timeLeft!.kiekis - 1);
  });

  it('counts failed sign-ins across both instances', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await call(proxy.url, 'POST', '/api/auth/login', {
        username: `nobody-${i}`,
        password: 'x',
      });
      expect(res.status).toBe(401);
    }
    // Each instance saw two failures; together they used up the address's four.
    for (const url of [a.url, b.url]) {
      const res = await call(url, 'POST', '/api/auth/login', {
        username: 'learner-active',
        password: 'learner-pass',
      });
      expect(res.status).toBe(429);
    }
  });

  it('made the seeded banks ready before listening, after the seed (exam warm-up)', async () => {
    const conn = await createConnection(db.url);
    try {
      // Every question a test may draw: the offered exam families' enabled categories.
      const [[expected]] = (await conn.query(
        `SELECT COUNT(DISTINCT q.id) AS n FROM questions q
         JOIN question_categories qc ON qc.question_id = q.id JOIN categories c ON c.id = qc.category_id
         WHERE c.disabled = 0 AND q.retired_at IS NULL AND c.family IN (?)`,
        [[...EXAM_FAMILIES]],
      )) as unknown as [{ n: number }[]];
      expect(Number(expected.n)).toBeGreaterThan(100);
      for (const instance of [a, b]) {
        const messages = instance
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => (JSON.parse(l) as { msg?: string }).msg ?? '');
        const warmed = messages.findIndex((m) => m.startsWith('Exam warm-up: '));
        expect(messages[warmed]).toMatch(new RegExp(`^Exam warm-up: ${expected.n} questions ready`));
        // Logged as it happened, before the server listened (not held back until then).
        expect(warmed).toBeLessThan(messages.findIndex((m) => m.startsWith('Server listening')));
      }
    } finally {
      await conn.end();
    }
  });

  it('logs JSON lines with the request id', () => {
    const lines = a
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(lines.some((l) => l.reqId && l.msg === 'request completed')).toBe(true);
  });

  it('finishes the request in flight when told to stop', async () => {
    // A request whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ username: 'nobody-late', password: 'x' });
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${b.url}/api/auth/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1000);
    });
    await new Promise((r) => setTimeout(r, 300));
    const stopped = b.stop();
    // Answered, not cut off: 429 while the address's failures above are in this minute's window, 401 once a new
    // window began between the two tests (the limits' windows are fixed to the clock's minutes).
    expect([401, 429]).toContain(await answer);
    // Nest closes everything, then re-raises the signal: the process ends by SIGTERM, not by a crash.
    expect(await stopped).toEqual({ code: null, signal: 'SIGTERM' });
  });
});
