import type { INestApplication } from '@nestjs/common';
import type { EndTestResponse, ExamFamilyId, Flag, LoginResponse, TestLoadResponse } from '@portal/contracts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { AccountsService } from '../src/accounts/accounts.service';
import type { AppOptions } from '../src/app/app.module';
import { createApp } from '../src/app/create-app';
import { FakeClock } from '../src/clock/clock.service';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { answerKey } from '../src/exam/answer-key';
import { QuestionEntity } from '../src/exam/question.entity';
import { SeedService } from '../src/seed/seed.service';

export const TEST_DB = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
/** A suite that needs MySQL (several instances, transactions, a frozen server): skipped on the SQLite run. */
export const describeMysql = TEST_DB === 'mysql' ? describe : describe.skip;
/** The Redis that suites of several instances share (each under a key prefix of its own). */
export const TEST_REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const MYSQL_URL = process.env.MYSQL_TEST_URL || 'mysql://portal:portal@127.0.0.1:3306/portal_test';
export const STAFF = { username: 'staff', password: 'staff-test-password' };

let sequence = 0;

export interface TestContext {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  clock: FakeClock;
  config: AppConfig;
  seed: SeedService;
  dataSource: DataSource;
  /** Signs in (through the API) and returns the access token. */
  login(username: string, password: string): Promise<string>;
  /** A fresh local learner account; returns its token and id. */
  newLearner(prefix?: string): Promise<{ token: string; id: number; username: string }>;
  staffToken(): Promise<string>;
  /** A learner registered and activated by staff in the family (through the API). */
  activeLearner(
    family: ExamFamilyId,
    tests?: number,
  ): Promise<{ token: string; id: number; username: string }>;
  /** The correct ticks for question ids (read from the database, as only a test may). */
  keyFor(questionIds: number[]): Promise<Flag[][]>;
  /** Starts (or resumes) a test through the API as the learner: category A in Lithuanian unless `body` says. */
  startTest(token: string, family?: ExamFamilyId, body?: Record<string, unknown>): Promise<TestLoadResponse>;
  /** Ends the test `test` (its token) with the ticks `ch` through the API as the learner; expects 200. */
  endTest(
    token: string,
    body: { ch: Flag[][]; test: string },
    family?: ExamFamilyId,
  ): Promise<EndTestResponse>;
  close(): Promise<void>;
}

/** A database for this jest worker and app: SQLite in memory, or a fresh MySQL database dropped on close. */
export async function testDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (TEST_DB === 'sqlite') return { url: 'sqlite::memory:', drop: async () => undefined };
  const base = new URL(MYSQL_URL);
  const name = `${base.pathname.replace(/^\//, '') || 'portal_test'}_${process.env.JEST_WORKER_ID ?? '1'}_${++sequence}`;
  const admin = () =>
    createConnection({
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username),
      password: decodeURIComponent(base.password),
    });
  const conn = await admin();
  await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await admin();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/** The validated configuration of a test instance: the environment of createTestApp with `env` on top. */
export function testConfig(env: Record<string, string>): AppConfig {
  return loadConfig(testEnv(env));
}

/** Environment variables of a test instance (also given to the built API started as a process). */
export function testEnv(env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    JWT_SECRET: 'integration-test-secret-0123456789',
    STAFF_USERNAME: STAFF.username,
    STAFF_PASSWORD: STAFF.password,
    LOGIN_RATE_LIMIT: '10000',
    SEED_ON_START: 'false',
    BCRYPT_ROUNDS: '4',
    WEB_ROOT: 'tmp/no-web-root',
    PUBLIC_URL: 'http://portal.test',
    // Statistics rows are written when the statistics are read, not on a timer that could write between a
    // test's two looks at the database (answer-rows-recorder.spec.ts runs the timer).
    STATISTICS_INTERVAL_SECONDS: '0',
    // No nightly backup from a test instance (backup-restore.int-spec.ts takes its own).
    BACKUP_SCHEDULE: 'off',
    ERASURE_SCHEDULE: 'off',
    BACKUP_DIR: join(tmpdir(), 'portal-test-backups'),
    // Quiet unless asked (TEST_LOG_LEVEL=info shows every request as JSON).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  };
}

/** The real application (same createApp as production) on a real, isolated database, with a movable clock. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'definitions' | 'logDestination'> = {},
): Promise<TestContext> {
  const db = await testDatabaseUrl();
  const config = testConfig({ DATABASE_URL: db.url, ...env });
  const clock = new FakeClock(Date.parse('2026-03-10T09:00:00Z'));
  const app = await createApp(config, { ...options, clock });
  // Listening (rather than letting supertest open and close the server per request) allows concurrent requests.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  const http = () => request(server);
  const seed = app.get(SeedService);
  const dataSource = app.get(DataSource);
  const accounts = app.get(AccountsService);

  const login = async (username: string, password: string) => {
    const res = await http().post('/api/auth/login').send({ username, password }).expect(200);
    return (res.body as LoginResponse).accessToken;
  };
  let staffSeeded = false;
  const staffToken = async () => {
    if (!staffSeeded) await seed.seedAccounts();
    staffSeeded = true;
    return login(STAFF.username, STAFF.password);
  };
  let learners = 0;
  const newLearner = async (prefix = 'learner') => {
    const username = `${prefix}-${++learners}-${Math.random().toString(36).slice(2, 7)}`;
    const account = await accounts.createLocal({
      username,
      password: 'learner-pass',
      name: `Test ${username}`,
    });
    return { token: await login(username, 'learner-pass'), id: account.id, username };
  };
  const activeLearner = async (family: ExamFamilyId, tests = 10) => {
    const learner = await newLearner(family);
    await http()
      .post(`/api/${family}/register`)
      .auth(learner.token, { type: 'bearer' })
      .send(validRegistration(family))
      .expect(200);
    const staff = await staffToken();
    const list = await http()
      .get(`/api/staff/enrollments?family=${family}&status=pending`)
      .auth(staff, { type: 'bearer' })
      .expect(200);
    const enrollment = (list.body as { items: { id: number; accountId: number }[] }).items.find(
      (e) => e.accountId === learner.id,
    )!;
    await http()
      .post(`/api/staff/enrollments/${enrollment.id}/activate`)
      .auth(staff, { type: 'bearer' })
      .send({ validFrom: '2026-03-01', validTo: '2026-06-30', tests })
      .expect(200);
    return learner;
  };
  const keyFor = async (questionIds: number[]) => {
    const rows = await dataSource.getRepository(QuestionEntity).findBy({ id: In(questionIds) });
    const byId = new Map(rows.map((q) => [q.id, q]));
    return questionIds.map((id) => answerKey(byId.get(id)!));
  };
  const startTest = async (token: string, family: ExamFamilyId = 'ket', body = {}) =>
    (
      await http()
        .post(`/api/${family}/tests`)
        .auth(token, { type: 'bearer' })
        .send({ kate: 'A', language: 'lt', ...body })
        .expect(200)
    ).body as TestLoadResponse;
  const endTest = async (token: string, body: { ch: Flag[][]; test: string }, family: ExamFamilyId = 'ket') =>
    (await http().post(`/api/${family}/tests/end`).auth(token, { type: 'bearer' }).send(body).expect(200))
      .body as EndTestResponse;
  return {
    app,
    http,
    clock,
    config,
    seed,
    dataSource,
    login,
    newLearner,
    staffToken,
    activeLearner,
    keyFor,
    startTest,
    endTest,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** The test a test token names (its payload's `att`), whatever its kind. */
export const attemptIdOf = (jwt: string): number =>
  (JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { att: number }).att;

export function validRegistration(family: ExamFamilyId = 'ket') {
  return {
    vardas: 'Žydrūnė',
    pavarde: 'Šimkutė-Ėglė',
    gdata: '1999-12-31',
    telefonas: '+370 600 12345',
    email: 'zydrune@example.com',
    filialas: family === 'kodas' ? 15 : 6,
    agree: true,
  };
}
