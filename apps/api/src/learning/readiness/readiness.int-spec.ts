import {
  type LearningSummary,
  type StaffCalibration,
  type StaffReadiness,
  type TestQuestion,
  familyDefinition,
} from '@portal/contracts';
import { createTestApp, attemptIdOf, type TestContext } from '../../../test/test-app';
import { fixtureBank } from '../../../test/fixtures/fixture-banks';
import { DAY_MS } from '../exam-plan';
import { CURVE } from '../fsrs-card';
import { AnswerRowsRecorder } from '../../exam/answer-rows-recorder';
import { blueprintPassChance } from './blueprint-chance';
import { fitCalibration, MIN_CALIBRATION_TESTS } from './chance-calibration';
import { MockStartHook } from './mock-start-hook';
import { questionPrior } from './question-prior';
import { ReadinessService } from './readiness.service';

// The readiness on the real database (SQLite and MariaDB): the chance to pass through GET learning for hand-computed
// cases, the prior for unseen questions, the chance stored with a mock test at its start and the outcome at its end,
// the reliability figures and Brier score from seeded outcomes (and within a date range), each ready condition, staff's
// list kept without the learner opening the Learn card, the calibration layer, and the staff routes' role.

const bearer = { type: 'bearer' as const };
const KET = familyDefinition('ket');
const TOPICS = Object.keys(KET.draw.quotas);

/** P(X ≥ needed) for X ~ Binomial(n, p). */
function binomialTail(n: number, p: number, needed: number): number {
  let sum = 0;
  for (let k = needed; k <= n; k++) {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    sum += c * p ** k * (1 - p) ** (n - k);
  }
  return sum;
}

describe('readiness: chance to pass, calibration, ready', () => {
  let ctx: TestContext;
  let questionIds: number[];
  const topicOf = new Map<number, string>();
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { B: 80 } }));
    questionIds = (
      (await ctx.dataSource.query("SELECT id FROM questions WHERE family = 'ket' ORDER BY id")) as {
        id: number;
      }[]
    ).map((r) => Number(r.id));
    // Ten questions in each of KET's eight blueprint topics.
    for (const [t, topic] of TOPICS.entries()) {
      const ids = questionIds.slice(t * 10, t * 10 + 10);
      ids.forEach((id) => topicOf.set(id, topic));
      await ctx.dataSource.query(`UPDATE questions SET topic = ? WHERE id IN (${ids.join(', ')})`, [topic]);
    }
  });
  afterAll(() => ctx?.close());

  const summaryOf = async (token: string) =>
    (await ctx.http().get('/api/ket/learning').auth(token, bearer).expect(200)).body as LearningSummary;

  /** Cards for `ids` whose predicted recall now is `recall` (stability for 10 whole days since the last review). */
  async function seedCards(accountId: number, ids: number[], recall: number) {
    const now = ctx.clock.now();
    const days = recall === 1 ? 0 : 10;
    const stability = recall === 1 ? 1e9 : (CURVE.factor * days) / (recall ** (1 / CURVE.decay) - 1);
    for (const id of ids)
      await ctx.dataSource.query(
        'INSERT INTO learning_cards (account_id, question_id, family, due_at, plan_at, stability, difficulty, reps,' +
          ' lapses, learning_steps, state, last_review_at, last_correct) VALUES (?, ?, ?, ?, NULL, ?, 5, 1, 0, 0, 2, ?, 1)',
        [accountId, id, 'ket', now + 400 * DAY_MS, stability, now - days * DAY_MS],
      );
    // A recording bumps the version: the Learn card's cache follows it.
    await ctx.dataSource.query(
      "INSERT INTO learning_settings (account_id, family, exam_date, daily_cap, version) VALUES (?, 'ket', NULL, 40, 1)",
      [accountId],
    );
  }

  let attemptSeq = 0;
  /** A mock test of the learner's that ended `daysAgo` days ago (category B). */
  async function seedMock(
    accountId: number,
    family: string,
    daysAgo: number,
    passed: boolean,
    chance: number | null = null,
  ) {
    const end = ctx.clock.now() - daysAgo * DAY_MS - ++attemptSeq;
    await ctx.dataSource.query(
      'INSERT INTO attempts (account_id, family, category, language, question_ids, answers, started_at, deadline_at,' +
        ' finished_at, correct, total, percent, passed, statistics_recorded, pass_chance)' +
        " VALUES (?, ?, 'B', 'lt', '[]', '[]', ?, ?, ?, 0, 30, 0, ?, 1, ?)",
      [accountId, family, end - 600_000, end + 1_200_000, end, passed ? 1 : 0, chance],
    );
  }

  it('uses the population prior for questions the learner has not seen', async () => {
    // First answers of 20 other learners: 18 right on 'risks', 5 right elsewhere; a second answer is not counted.
    for (let a = 0; a < 20; a++)
      for (const id of questionIds) {
        const right = topicOf.get(id) === 'risks' ? a < 18 : a < 5;
        await ctx.dataSource.query(
          "INSERT INTO learning_reviews (account_id, family, question_id, correct, source, session_id, answered_at) VALUES (?, 'ket', ?, ?, 'practice', NULL, ?)",
          [900_000 + a, id, right ? 1 : 0, ctx.clock.now() - DAY_MS],
        );
      }
    await ctx.dataSource.query(
      "INSERT INTO learning_reviews (account_id, family, question_id, correct, source, session_id, answered_at) VALUES (900000, 'ket', ?, 0, 'practice', NULL, ?)",
      [questionIds[0], ctx.clock.now()],
    );
    ctx.app.get(ReadinessService).forgetPrior('ket');
    const learner = await ctx.newLearner('prior');
    const got = await summaryOf(learner.token);
    const prior = questionPrior(
      new Map(questionIds.map((id) => [id, { answers: 20, right: topicOf.get(id) === 'risks' ? 18 : 5 }])),
      topicOf,
    );
    const expected = blueprintPassChance(
      KET,
      'B',
      questionIds.map((id) => ({ topic: topicOf.get(id), weight: 1, p: prior.of(id, topicOf.get(id)) })),
    );
    expect(prior.of(questionIds[0], 'risks')).toBeGreaterThan(0.8);
    expect(got.kate).toBe('B');
    expect(got.passChance).toBeCloseTo(expected, 3);
    expect(got.passChance).toBeLessThan(0.01);
    expect(got.readyMissing).toEqual(['chance', 'mocks', 'topics']);
    expect(got.ready).toBe(false);
    expect(got.next).toEqual({ action: 'topics', topics: got.weakestTopics });
    expect(got.weakestTopics).toHaveLength(3);
  });

  it('is 1 when every recall is 1; only the mock tests are then missing', async () => {
    const learner = await ctx.newLearner('sure');
    await seedCards(learner.id, questionIds, 1);
    const got = await summaryOf(learner.token);
    expect(got.passChance).toBe(1);
    expect(got.readyMissing).toEqual(['mocks']);
    expect(got.next).toEqual({ action: 'mock' });
    // Three passed mock tests within 14 days: ready.
    for (const d of [1, 2, 3]) await seedMock(learner.id, 'ket', d, true);
    const ready = await summaryOf(learner.token);
    expect(ready).toMatchObject({ ready: true, readyMissing: [], recentMocks: { count: 3, passed: 3 } });
    // The latest one failed: not ready.
    await seedMock(learner.id, 'ket', 0, false);
    expect((await summaryOf(learner.token)).readyMissing).toEqual(['mocks']);
  });

  it('needs the last three mock tests within 14 days', async () => {
    const learner = await ctx.newLearner('old');
    await seedCards(learner.id, questionIds, 1);
    for (const d of [1, 2, 20]) await seedMock(learner.id, 'ket', d, true);
    expect(await summaryOf(learner.token)).toMatchObject({
      readyMissing: ['mocks'],
      recentMocks: { count: 2, passed: 2 },
    });
  });

  it('every recall 0.8 on a 30-question blueprint needing 24: the Poisson-binomial (here binomial) tail', async () => {
    const learner = await ctx.newLearner('eighty');
    await seedCards(learner.id, questionIds, 0.8);
    const got = await summaryOf(learner.token);
    expect(got.passChance).toBeCloseTo(binomialTail(30, 0.8, 24), 3);
    expect(got.passChance).toBeCloseTo(0.607, 3);
    expect(got.topics.every((t) => Math.abs(t.recall - 0.8) < 0.001)).toBe(true);
    expect(got.readyMissing).toEqual(['chance', 'mocks', 'topics']);
  });

  it('a topic below 85 % is missing even with the chance met', async () => {
    const learner = await ctx.newLearner('topic');
    // 'environment' (quota 1) never known: 29 of 30 at worst, the chance stays 1.
    await seedCards(
      learner.id,
      questionIds.filter((id) => topicOf.get(id) !== 'environment'),
      1,
    );
    for (const d of [1, 2, 3]) await seedMock(learner.id, 'ket', d, true);
    const got = await summaryOf(learner.token);
    expect(got.passChance).toBe(1);
    expect(got.readyMissing).toEqual(['topics']);
    expect(got.weakestTopics[0]).toBe('environment');
    expect(got.next).toEqual({ action: 'topics', topics: ['environment'] });
  });

  it('stores the chance with a mock test at its start and the outcome at its end', async () => {
    const learner = await ctx.activeLearner('ket');
    const before = await summaryOf(learner.token);
    const load = await ctx.startTest(learner.token, 'ket', { kate: 'B' });
    await ctx.app.get(MockStartHook).settled();
    const id = attemptIdOf(load.jwt);
    const [row] = (await ctx.dataSource.query('SELECT pass_chance, passed FROM attempts WHERE id = ?', [
      id,
    ])) as {
      pass_chance: number | null;
      passed: unknown;
    }[];
    expect(row.pass_chance).not.toBeNull();
    expect(Number(row.pass_chance)).toBeCloseTo(before.passChance, 3);
    expect(row.passed).toBeNull();
    const ids = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.id);
    const key = await ctx.keyFor(ids);
    await ctx.endTest(learner.token, { ch: key, test: load.jwt });
    const [ended] = (await ctx.dataSource.query('SELECT pass_chance, passed FROM attempts WHERE id = ?', [
      id,
    ])) as {
      pass_chance: number;
      passed: unknown;
    }[];
    expect(Number(ended.passed)).toBe(1);
    expect(Number(ended.pass_chance)).toBeCloseTo(before.passChance, 3);
  });

  it("staff's calibration: per tenth the mean chance, the share passed and the count; the Brier score", async () => {
    const who = await ctx.newLearner('calibration');
    // Tractor holds only these: 4 at 0.05 (none passed), 4 at 0.95 (3 passed), 2 at 0.55 (1 passed), 1 at 1.0.
    for (let i = 0; i < 4; i++) await seedMock(who.id, 'tractor', 1, false, 0.05);
    for (let i = 0; i < 4; i++) await seedMock(who.id, 'tractor', 1, i < 3, 0.95);
    await seedMock(who.id, 'tractor', 1, true, 0.55);
    await seedMock(who.id, 'tractor', 1, false, 0.55);
    await seedMock(who.id, 'tractor', 1, true, 1);
    // Not counted: no stored chance.
    await seedMock(who.id, 'tractor', 1, true, null);
    const staff = await ctx.staffToken();
    const cal = (await ctx.http().get('/api/staff/tractor/calibration').auth(staff, bearer).expect(200))
      .body as StaffCalibration;
    expect(cal.tests).toBe(11);
    const brier = (4 * 0.05 ** 2 + 3 * 0.05 ** 2 + 0.95 ** 2 + 0.45 ** 2 + 0.55 ** 2 + 0) / 11;
    expect(cal.brier).toBeCloseTo(brier, 4);
    expect(cal.bins).toHaveLength(10);
    expect(cal.bins[0]).toMatchObject({ from: 0, to: 0.1, tests: 4, predicted: 0.05, passed: 0 });
    expect(cal.bins[5]).toMatchObject({ tests: 2, predicted: 0.55, passed: 0.5 });
    expect(cal.bins[9].tests).toBe(5);
    expect(cal.bins[9].predicted).toBeCloseTo(0.96, 4);
    expect(cal.bins[9].passed).toBeCloseTo(0.8, 4);
    expect(cal.bins[3]).toMatchObject({ tests: 0, predicted: null, passed: null });
  });

  it("staff's readiness list: who is ready, how many are close; staff only", async () => {
    const ready1 = await ctx.newLearner('ready');
    await seedCards(ready1.id, questionIds, 1);
    for (const d of [1, 2, 3]) await seedMock(ready1.id, 'ket', d, true);
    expect((await summaryOf(ready1.token)).ready).toBe(true);
    const staff = await ctx.staffToken();
    const list = (await ctx.http().get('/api/staff/ket/readiness').auth(staff, bearer).expect(200))
      .body as StaffReadiness;
    expect(list.counts.ready).toBeGreaterThanOrEqual(1);
    expect(list.counts.close).toBeGreaterThanOrEqual(2);
    expect(list.items[0].passChance).toBe(1);
    const ready = (
      await ctx.http().get('/api/staff/ket/readiness?filter=ready').auth(staff, bearer).expect(200)
    ).body as StaffReadiness;
    expect(ready.items.every((r) => r.ready && r.readyMissing.length === 0)).toBe(true);
    expect(ready.total).toBe(list.counts.ready);
    const close = (
      await ctx.http().get('/api/staff/ket/readiness?filter=close').auth(staff, bearer).expect(200)
    ).body as StaffReadiness;
    expect(close.items.every((r) => !r.ready && r.readyMissing.length === 1)).toBe(true);
    await ctx.http().get('/api/staff/ket/readiness?filter=nope').auth(staff, bearer).expect(400);
    await ctx.http().get('/api/staff/nope/calibration').auth(staff, bearer).expect(400);
    const learner = await ctx.newLearner('not-staff');
    await ctx.http().get('/api/staff/ket/readiness').auth(learner.token, bearer).expect(403);
    await ctx.http().get('/api/staff/ket/calibration').auth(learner.token, bearer).expect(403);
    await ctx.http().get('/api/staff/ket/calibration').expect(401);
  });
  it("staff's calibration within a date range: the tests started on those days (local), both days included", async () => {
    const who = await ctx.newLearner('range');
    /** An ended hidro test started at `startedAt` (ISO) with its chance and outcome. */
    const seedAt = (startedAt: string, chance: number, passed: boolean) => {
      const start = Date.parse(startedAt);
      return ctx.dataSource.query(
        'INSERT INTO attempts (account_id, family, category, language, question_ids, answers, started_at, deadline_at,' +
          ' finished_at, correct, total, percent, passed, statistics_recorded, pass_chance)' +
          " VALUES (?, 'hidro', 'B', 'lt', '[]', '[]', ?, ?, ?, 0, 30, 0, ?, 1, ?)",
        [who.id, start, start + 1_800_000, start + 600_000, passed ? 1 : 0, chance],
      );
    };
    // Vilnius is UTC+2 in early March: 22:00 UTC is the next day's local midnight.
    await seedAt('2026-03-01T21:59:00Z', 0.95, false); // 03-01 23:59 local: before
    await seedAt('2026-03-01T22:00:00Z', 0.25, false); // 03-02 00:00 local: in
    await seedAt('2026-03-04T21:59:00Z', 0.75, true); // 03-04 23:59 local: in
    await seedAt('2026-03-04T22:00:00Z', 0.95, false); // 03-05 00:00 local: after
    const staff = await ctx.staffToken();
    const get = (query: string) => ctx.http().get(`/api/staff/hidro/calibration${query}`).auth(staff, bearer);
    const all = (await get('').expect(200)).body as StaffCalibration;
    expect(all.tests).toBe(4);
    const range = (await get('?from=2026-03-02&to=2026-03-04').expect(200)).body as StaffCalibration;
    expect(range.tests).toBe(2);
    expect(range.brier).toBeCloseTo(0.0625, 4);
    expect(range.bins[2]).toMatchObject({ tests: 1, predicted: 0.25, passed: 0 });
    expect(range.bins[7]).toMatchObject({ tests: 1, predicted: 0.75, passed: 1 });
    expect(((await get('?from=2026-03-05').expect(200)).body as StaffCalibration).tests).toBe(1);
    expect(((await get('?to=2026-03-01').expect(200)).body as StaffCalibration).tests).toBe(1);
    const fieldsOf = async (query: string) =>
      ((await get(query).expect(400)).body as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(await fieldsOf('?from=2026-02-30')).toEqual(['from']);
    expect(await fieldsOf('?to=1772400000000')).toEqual(['to']);
    expect(await fieldsOf('?from=2026-03-04&to=2026-03-02')).toEqual(['to']);
  });

  it("staff's list holds a learner who finished mock tests but never opened the Learn card", async () => {
    const learner = await ctx.activeLearner('ket');
    for (let i = 0; i < 3; i++) {
      const load = await ctx.startTest(learner.token, 'ket', { kate: 'B' });
      const key = await ctx.keyFor((JSON.parse(load.questions) as TestQuestion[]).map((q) => q.id));
      await ctx.endTest(learner.token, { ch: key, test: load.jwt });
    }
    await ctx.app.get(MockStartHook).settled();
    // The statistics catch-up records the ended tests; each recording refreshes the learner's snapshot.
    await ctx.app.get(AnswerRowsRecorder).catchUp();
    await ctx.app.get(ReadinessService).settled();
    const staff = await ctx.staffToken();
    const list = (
      await ctx.http().get('/api/staff/ket/readiness?pageSize=100').auth(staff, bearer).expect(200)
    ).body as StaffReadiness;
    const row = list.items.find((r) => r.accountId === learner.id);
    expect(row).toBeDefined();
    // The same figures as the learner's own card computes now: three passed mock tests, the rest not met yet.
    const own = await summaryOf(learner.token);
    expect(row).toMatchObject({
      kate: 'B',
      passChance: own.passChance,
      ready: own.ready,
      readyMissing: own.readyMissing,
    });
    expect(own.recentMocks).toEqual({ count: 3, passed: 3 });
    expect(row!.readyMissing).not.toContain('mocks');
    expect(row!.readyMissing).toContain('topics');
  });

  // Last: the calibration it fits holds for the family's later chances.
  it('calibrates the chance once enough ended tests have a model chance, and stores both at a start', async () => {
    const who = await ctx.newLearner('calibrated');
    // The model said 0.8 on 300 ended tests; half passed. Below the minimum (the earlier tests' few included)
    // nothing changes.
    for (let i = 0; i < MIN_CALIBRATION_TESTS - 20; i++) await seedMock(who.id, 'ket', 1, i % 2 === 0, 0.8);
    await ctx.dataSource.query('UPDATE attempts SET model_chance = pass_chance WHERE account_id = ?', [
      who.id,
    ]);
    const service = ctx.app.get(ReadinessService);
    service.forgetPrior('ket');
    const learner = await ctx.newLearner('eighty-calibrated');
    await seedCards(learner.id, questionIds, 0.8);
    const raw = binomialTail(30, 0.8, 24);
    expect((await summaryOf(learner.token)).passChance).toBeCloseTo(raw, 3);
    for (let i = MIN_CALIBRATION_TESTS - 20; i < 300; i++) await seedMock(who.id, 'ket', 1, i % 2 === 0, 0.8);
    await ctx.dataSource.query('UPDATE attempts SET model_chance = pass_chance WHERE account_id = ?', [
      who.id,
    ]);
    service.forgetPrior('ket');
    // Fitted to every ended KET test with a model chance: these 300 and the earlier tests' mock tests.
    const pairs = (
      (await ctx.dataSource.query(
        "SELECT model_chance, passed FROM attempts WHERE family = 'ket' AND model_chance IS NOT NULL AND finished_at IS NOT NULL",
      )) as { model_chance: number; passed: unknown }[]
    ).map((r) => ({ chance: Number(r.model_chance), passed: Number(r.passed) === 1 }));
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    const calibrated = fitCalibration(pairs).apply(Math.round(raw * 1000) / 1000);
    expect(calibrated).toBeLessThan(raw - 0.05);
    const got = await summaryOf(learner.token);
    expect(got.passChance).toBeCloseTo(calibrated, 3);
    // A mock test's start stores the calibrated chance (the chart's) and the model's (the calibration's input).
    const taker = await ctx.activeLearner('ket');
    await seedCards(taker.id, questionIds, 0.8);
    const load = await ctx.startTest(taker.token, 'ket', { kate: 'B' });
    await ctx.app.get(MockStartHook).settled();
    const [row] = (await ctx.dataSource.query('SELECT pass_chance, model_chance FROM attempts WHERE id = ?', [
      attemptIdOf(load.jwt),
    ])) as { pass_chance: number; model_chance: number }[];
    expect(Number(row.model_chance)).toBeCloseTo(raw, 3);
    expect(Number(row.pass_chance)).toBeCloseTo(calibrated, 3);
    service.forgetPrior('ket');
  });
});
