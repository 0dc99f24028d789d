import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app/create-app';
import { SeedService } from '../src/seed/seed.service';
import { startPrivateMariaDb, type PrivateMariaDb } from './private-mariadb';
import { describeMysql, testConfig } from './test-app';

// Issue 11 (3): with the database frozen (SIGSTOP: connections open, no answer), requests and /api/health used to
// hang for as long as it stayed frozen. Now every wait is bounded: 503 with Retry-After, health within 2 s, and
// the instance recovers by itself when the database answers again.

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = Date.now();
  const result = await work();
  return [result, Date.now() - t0];
}

describeMysql('a frozen database', () => {
  jest.setTimeout(90_000);
  let db: PrivateMariaDb;
  let app: NestFastifyApplication;
  let http: () => ReturnType<typeof request>;
  let token: string;
  let test: { jwt: string; ch: string[][] };

  beforeAll(async () => {
    db = await startPrivateMariaDb();
    const url = await db.createDatabase('portal_frozen');
    app = await createApp(
      testConfig({
        DATABASE_URL: url,
        DATABASE_QUERY_TIMEOUT_MS: '1000',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_POOL_SIZE: '3',
      }),
    );
    await app.listen(0, '127.0.0.1');
    http = () => request(app.getHttpServer());
    await app.get(SeedService).seedAccounts();
    await app.get(SeedService).seedBankFile('ket');
    const login = await http()
      .post('/api/auth/login')
      .send({ username: 'learner-active', password: 'learner-pass' })
      .expect(200);
    token = login.body.accessToken as string;
    const started = await http()
      .post('/api/ket/tests')
      .auth(token, { type: 'bearer' })
      .send({ kate: 'A', language: 'lt' })
      .expect(200);
    const questions = JSON.parse(started.body.questions as string) as { atsakymai: unknown[] }[];
    test = { jwt: started.body.jwt, ch: questions.map((q) => q.atsakymai.map(() => '0')) };
  });

  afterAll(async () => {
    db?.resume();
    await app?.close();
    await db?.stop();
  });

  it('answers 503 with Retry-After within the bounds while frozen, and recovers after', async () => {
    await http().get('/api/auth/me').auth(token, { type: 'bearer' }).expect(200);
    db.freeze();

    // The save's prepared statement (prepared-statements.ts) on an idle pooled connection is bounded as a plain one.
    const [save, saveMs] = await timed(() =>
      http()
        .post('/api/ket/tests/save')
        .auth(token, { type: 'bearer' })
        .send({ ch: test.ch, test: test.jwt }),
    );
    expect(save.status).toBe(503);
    expect(save.headers['retry-after']).toBe('5');
    expect(saveMs).toBeLessThan(2500);

    // More requests than the pool has connections: the ones waiting for a connection are bounded too.
    const [answers, requestsMs] = await timed(() =>
      Promise.all(
        Array.from({ length: 8 }, () => http().get('/api/auth/me').auth(token, { type: 'bearer' })),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({ statusCode: 503, code: 'database-unavailable' });
    }
    expect(requestsMs).toBeLessThan(4000);

    const [health, healthMs] = await timed(() => http().get('/api/health'));
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', database: 'unavailable' });
    expect(health.headers['retry-after']).toBe('5');
    expect(healthMs).toBeLessThanOrEqual(2000);
    const [ready, readyMs] = await timed(() => http().get('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'error', error: { database: { status: 'down' } } });
    expect(readyMs).toBeLessThanOrEqual(2000);
    await http().get('/api/health/live').expect(200);

    db.resume();
    const [, recoveryMs] = await timed(async () => {
      for (const deadline = Date.now() + 15_000; ;) {
        if ((await http().get('/api/health')).status === 200) return;
        if (Date.now() > deadline) throw new Error('no recovery within 15 s');
        await new Promise((r) => setTimeout(r, 200));
      }
    });
    await http().get('/api/auth/me').auth(token, { type: 'bearer' }).expect(200);
    await http()
      .post('/api/ket/tests/save')
      .auth(token, { type: 'bearer' })
      .send({ ch: test.ch, test: test.jwt })
      .expect(200);
    await http().get('/api/health/ready').expect(200);
    console.log(
      `frozen database: a save answered 503 in ${saveMs} ms, 8 requests answered 503 in ${requestsMs} ms, health in ${healthMs} ms, ` +
        `ready in ${readyMs} ms; recovered ${recoveryMs} ms after resuming`,
    );
  });
});
