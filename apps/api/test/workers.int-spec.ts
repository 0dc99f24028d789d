import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type {
  LoginResponse,
  SaveTestResponse,
  TestLoadResponse,
  TestQuestion,
  Flag,
} from '@portal/contracts';
import { spawn } from 'node:child_process';
import { findRepoRoot } from '../src/config/app-config';
import { API_MAIN, freePort, startApiProcess, type ApiProcess } from './api-process';
import { describeMysql, TEST_REDIS_URL, testDatabaseUrl, testEnv } from './test-app';

// API_WORKERS: one host's cores used by worker processes on one port (node:cluster). Each request below opens
// its own connection, which the primary hands to the next worker: the workers answer in turn, a learner's test
// crosses them, a worker that dies is replaced, and SIGTERM stops them all cleanly.

/** One request on a connection of its own (no keep-alive), so the cluster's round robin applies to each. */
function call<T>(base: string, method: string, path: string, body?: object, token?: string) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise<{ status: number; body: T }>((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T }));
      },
    );
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error(`${method} ${path}: no answer in 5 s`)));
    req.end(payload);
  });
}

const livePid = async (base: string) =>
  (await call<{ info: { process: { pid: number } } }>(base, 'GET', '/api/health/live')).body.info.process.pid;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describeMysql('API_WORKERS=2: worker processes sharing one port', () => {
  jest.setTimeout(120_000);
  let db: Awaited<ReturnType<typeof testDatabaseUrl>>;
  let api: ApiProcess;

  beforeAll(async () => {
    db = await testDatabaseUrl();
    api = await startApiProcess(
      testEnv({
        DATABASE_URL: db.url,
        SEED_ON_START: 'true',
        SEED_SAMPLE_LEARNERS: 'true',
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: `portal-test:${randomUUID()}:`,
        API_WORKERS: '2',
        LOG_LEVEL: 'info',
      }),
    );
  });

  afterAll(async () => {
    await api?.stop();
    await db?.drop();
  });

  /** The distinct worker pids answering `n` requests, each on its own connection (one unanswered is skipped). */
  const workerPids = async (n: number) => {
    const pids = new Set<number>();
    for (let i = 0; i < n; i++) pids.add(await livePid(api.url).catch(() => 0));
    pids.delete(0);
    return pids;
  };

  /** Polls until `n` workers other than `gone` answer (the API is ready when its first worker is). */
  const waitForWorkers = async (n: number, gone?: number) => {
    let pids = new Set<number>();
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      pids = await workerPids(3 * n);
      if (pids.size === n && (gone === undefined || !pids.has(gone))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return pids;
  };

  it('answers from two workers, neither of them the primary', async () => {
    const pids = await waitForWorkers(2);
    expect(pids.size).toBe(2);
    expect(pids.has(api.child.pid!)).toBe(false);
  });

  it("carries a learner's test across the workers", async () => {
    const login = await call<LoginResponse>(api.url, 'POST', '/api/auth/login', {
      username: 'learner-active',
      password: 'learner-pass',
    });
    expect(login.status).toBe(200);
    const token = login.body.accessToken;
    const [category] = (
      await call<{ value: string }[]>(api.url, 'GET', '/api/ket/categories', undefined, token)
    ).body;
    const start = { kate: category.value, language: 'en' };
    const first = await call<TestLoadResponse>(api.url, 'POST', '/api/ket/tests', start, token);
    expect(first.body.status).toBe('NEW');
    const ch = (JSON.parse(first.body.questions) as TestQuestion[]).map((q, i) =>
      q.checkai.map((_, j): Flag => (i === 1 && j === 0 ? '1' : '0')),
    );
    for (let i = 0; i < 4; i++) {
      const saved = await call<SaveTestResponse>(
        api.url,
        'POST',
        '/api/ket/tests/save',
        { ch, test: first.body.jwt },
        token,
      );
      expect(saved.body.saved).toBe(true);
    }
    const resumed = await call<TestLoadResponse>(api.url, 'POST', '/api/ket/tests', start, token);
    expect(resumed.body.status).toBe('RESUMED');
    expect((JSON.parse(resumed.body.questions) as TestQuestion[])[1].checkai[0]).toBe('1');
  });

  it('replaces a worker that dies', async () => {
    const before = await workerPids(6);
    const [victim] = before;
    process.kill(victim, 'SIGKILL');
    const pids = await waitForWorkers(2, victim);
    expect(pids.has(victim)).toBe(false);
    expect(pids.size).toBe(2);
    expect(api.output()).toMatch(/worker died: starting another/);
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const pids = await workerPids(6);
    expect(await api.stop()).toEqual({ code: 0, signal: null });
    for (const pid of pids) expect(alive(pid)).toBe(false);
    expect(api.output()).toMatch(/every worker stopped/);
  });
});

describeMysql('API_WORKERS=2 with workers that cannot start', () => {
  jest.setTimeout(120_000);

  it('gives up after five failed starts in a row and exits 1 (a broken configuration, not a crash to ride out)', async () => {
    const child = spawn(process.execPath, [API_MAIN], {
      cwd: findRepoRoot(),
      env: {
        ...process.env,
        ...testEnv({
          // Nothing listens there: every worker fails while opening the database.
          DATABASE_URL: 'mysql://portal@127.0.0.1:1/portal_test_nowhere',
          REDIS_URL: TEST_REDIS_URL,
          API_WORKERS: '2',
          LOG_LEVEL: 'info',
        }),
        PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(log).toMatch(/workers in a row died while starting: giving up/);
    expect(code).toBe(1);
  });
});
