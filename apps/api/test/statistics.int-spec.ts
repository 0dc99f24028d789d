import type {
  BranchLearners,
  FamilyStatistics,
  Flag,
  Page,
  QuestionStatistics,
  TestQuestion,
} from '@portal/contracts';
import { copyEndedAttempts } from '../src/database/migrations/1764300000000-question-banks';
import { AnswerRowsRecorder } from '../src/exam/answer-rows-recorder';
import { AttemptAnswerEntity } from '../src/exam/attempt-answer.entity';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// Issue 12 item 5 (statistics from ended attempts) and item 1's retirement: a retired question is no longer drawn,
// while the attempts that had it still load.

const bearer = { type: 'bearer' as const };
let ctx: TestContext;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 31 }, multi: true }));
  staff = await ctx.staffToken();
});
afterAll(() => ctx?.close());

const staffGet = (path: string) => ctx.http().get(`/api/staff${path}`).auth(staff, bearer);

/** Takes and ends a KET test in category A: the first answer everywhere, or the key when `right`. */
async function takeTest(token: string, right: boolean) {
  const load = await ctx.startTest(token);
  const questions = JSON.parse(load.questions) as TestQuestion[];
  const key = await ctx.keyFor(questions.map((q) => q.id));
  const ch = right ? key : questions.map((q) => q.atsakymai.map((_, a): Flag => (a === 0 ? '1' : '0')));
  await ctx.endTest(token, { ch, test: load.jwt });
  return questions.map((q) => q.id);
}

describe('statistics', () => {
  let first: { token: string };

  it('counts attempts, pass rate and score per category and over time', async () => {
    first = await ctx.activeLearner('ket');
    await takeTest(first.token, false);
    const second = await ctx.activeLearner('ket');
    await takeTest(second.token, true);
    const stats = (await staffGet('/statistics/families/ket?bucket=day').expect(200))
      .body as FamilyStatistics;
    expect(stats.categories).toEqual([
      expect.objectContaining({ category: 'A', attempts: 2, passed: 1, passRate: 50 }),
    ]);
    expect(stats.categories[0].averageScore).toBe(50); // 0 % and 100 %
    expect(stats.overTime).toHaveLength(1);
    expect(stats.overTime[0]).toMatchObject({ attempts: 2, passRate: 50 });
    expect(stats.overTime[0].from % 86_400_000).toBe(0);
    const none = (await staffGet('/statistics/families/ket?category=B').expect(200)).body as FamilyStatistics;
    expect(none.categories).toEqual([]);
    await staffGet('/statistics/families/ket?bucket=year').expect(400);
  });

  it('lists the hardest questions first with the ticks of each answer, paged', async () => {
    const page = (await staffGet('/statistics/families/ket/questions?pageSize=10').expect(200))
      .body as Page<QuestionStatistics>;
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items).toHaveLength(10);
    const rates = page.items.map((q) => q.rightRate);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    for (const q of page.items) {
      expect(q.shown).toBeGreaterThanOrEqual(1);
      expect(q.ticks[0]).toBeGreaterThanOrEqual(1);
      expect(q.ticks).toHaveLength(q.answers.length);
    }
    // Two tests of 30: the first learner got every question wrong (first answer only, never the key), the
    // second every one right.
    const all = (await staffGet('/statistics/families/ket/questions?pageSize=200').expect(200))
      .body as Page<QuestionStatistics>;
    const sum = (f: (q: QuestionStatistics) => number) => all.items.reduce((n, q) => n + f(q), 0);
    expect([sum((q) => q.shown), sum((q) => q.right), sum((q) => q.ticks[0])]).toEqual([
      60,
      30,
      expect.any(Number),
    ]);
    expect(sum((q) => q.ticks[0])).toBeGreaterThanOrEqual(30);
  });

  it('counts learners per branch', async () => {
    const rows = (await staffGet('/statistics/branches?family=ket').expect(200)).body as BranchLearners[];
    expect(rows).toContainEqual({ branch: 6, learners: 2, active: 2 });
    await staffGet('/statistics/branches?family=nope').expect(400);
  });
});

describe('retiring a question', () => {
  it('keeps past attempts readable and stops drawing it', async () => {
    const learner = await ctx.activeLearner('ket');
    const ids = await takeTest(learner.token, false);
    const attempts = (await ctx.http().get('/api/ket/attempts').auth(learner.token, bearer).expect(200)).body;
    const drawn = new Set(ids);
    const bank = (await staffGet('/banks/ket/questions?pageSize=200').expect(200)).body as Page<{
      id: number;
    }>;
    const notDrawn = bank.items.map((q) => q.id).filter((id) => !drawn.has(id));
    expect(notDrawn).toHaveLength(1);
    // Retire one question of the attempt and the one left out: 29 remain, too few for a 30-question test.
    for (const id of [ids[0], notDrawn[0]])
      await ctx
        .http()
        .post(`/api/staff/banks/ket/questions/${id}/retired`)
        .auth(staff, bearer)
        .send({ retired: true })
        .expect(200);
    const review = await ctx
      .http()
      .get(`/api/ket/attempts/${attempts.items[0].id}/review`)
      .auth(learner.token, bearer)
      .expect(200);
    expect(JSON.stringify(review.body)).toContain(`Klausimas A`);
    await ctx
      .http()
      .post('/api/ket/tests')
      .auth(learner.token, bearer)
      .send({ kate: 'A', language: 'lt' })
      .expect(409);
  });
});

describe('the migration', () => {
  it('copies the answers of attempts ended before it, judged like the recorder does', async () => {
    await ctx.app.get(AnswerRowsRecorder).catchUp(); // the last test's attempt ended after the last read
    const repo = ctx.dataSource.getRepository(AttemptAnswerEntity);
    const order = { attemptId: 'ASC', position: 'ASC' } as const;
    const written = await repo.find({ order });
    expect(written.length).toBeGreaterThanOrEqual(90);
    await repo.clear();
    const runner = ctx.dataSource.createQueryRunner();
    try {
      await copyEndedAttempts(runner);
    } finally {
      await runner.release();
    }
    expect(await repo.find({ order })).toEqual(written);
  });
});
