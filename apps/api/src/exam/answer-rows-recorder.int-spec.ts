import type { Flag, Page, QuestionStatistics, TestQuestion } from '@portal/contracts';
import { attemptIdOf, createTestApp, type TestContext } from '../../test/test-app';
import { fixtureBank } from '../../test/fixtures/fixture-banks';
import { AnswerRowsRecorder } from './answer-rows-recorder';
import { QuestionCache } from './question-cache';

// The statistics rows of an ended attempt follow its end (answer-rows-recorder.ts): not written by the end
// itself, written once by whichever pass comes first (a statistics read, the timer, another instance), judged by
// the key, and never twice.

const bearer = { type: 'bearer' as const };

/** Ends a KET test in category A with the key on even positions and the first answer on odd ones. */
async function endTest(
  ctx: TestContext,
): Promise<{ attemptId: number; questionIds: number[]; key: Flag[][] }> {
  const learner = await ctx.activeLearner('ket');
  const load = await ctx.startTest(learner.token);
  const questionIds = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.id);
  const key = await ctx.keyFor(questionIds);
  const ch = key.map((right, i) => (i % 2 ? right.map((_, a): Flag => (a === 0 ? '1' : '0')) : right));
  await ctx.endTest(learner.token, { ch, test: load.jwt });
  return { attemptId: attemptIdOf(load.jwt), questionIds, key };
}

const rowsOf = async (ctx: TestContext, attemptId: number) =>
  (
    (await ctx.dataSource.query(
      'SELECT position, question_id, ticks, is_right FROM attempt_answers WHERE attempt_id = ? ORDER BY position',
      [attemptId],
    )) as { position: number; question_id: number; ticks: string; is_right: unknown }[]
  ).map((r) => ({
    position: Number(r.position),
    questionId: Number(r.question_id),
    ticks: r.ticks,
    right: Boolean(Number(r.is_right)),
  }));

const recorded = async (ctx: TestContext, attemptId: number) =>
  Number(
    (
      (await ctx.dataSource.query('SELECT statistics_recorded AS r FROM attempts WHERE id = ?', [
        attemptId,
      ])) as {
        r: unknown;
      }[]
    )[0].r,
  );

describe('statistics rows after the end', () => {
  let ctx: TestContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createTestApp(); // no timer (STATISTICS_INTERVAL_SECONDS=0 in tests)
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 31 }, multi: true }));
    staff = await ctx.staffToken();
  });
  afterAll(() => ctx?.close());

  it('are not written by the end, and are written by the next statistics read, judged by the key', async () => {
    const { attemptId, questionIds, key } = await endTest(ctx);
    expect(await rowsOf(ctx, attemptId)).toEqual([]);
    expect(await recorded(ctx, attemptId)).toBe(0);

    const page = (
      await ctx
        .http()
        .get('/api/staff/statistics/families/ket/questions?pageSize=200')
        .auth(staff, bearer)
        .expect(200)
    ).body as Page<QuestionStatistics>;
    expect(page.items.reduce((n, q) => n + q.shown, 0)).toBe(30);
    expect(page.items.reduce((n, q) => n + q.right, 0)).toBe(15);

    const rows = await rowsOf(ctx, attemptId);
    expect(rows).toHaveLength(30);
    rows.forEach((row, i) => {
      expect(row.questionId).toBe(questionIds[i]);
      expect(row.right).toBe(i % 2 === 0);
      if (i % 2 === 0) expect(row.ticks).toBe(key[i].join(''));
    });
    expect(await recorded(ctx, attemptId)).toBe(1);
  });

  it('are written once: a second pass over an attempt already written (another instance) adds nothing', async () => {
    const { attemptId } = await endTest(ctx);
    const recorder = ctx.app.get(AnswerRowsRecorder);
    expect(await recorder.catchUp()).toBe(1);
    const first = await rowsOf(ctx, attemptId);
    // As if another instance had written the rows and stopped before marking the attempt.
    await ctx.dataSource.query('UPDATE attempts SET statistics_recorded = 0 WHERE id = ?', [attemptId]);
    expect(await recorder.catchUp()).toBe(1);
    expect(await rowsOf(ctx, attemptId)).toEqual(first);
    expect(await recorder.catchUp()).toBe(0);
  });

  it('skip a question removed from the bank since the end', async () => {
    const { attemptId, questionIds } = await endTest(ctx);
    await ctx.dataSource.query('DELETE FROM question_categories WHERE question_id = ?', [questionIds[3]]);
    await ctx.dataSource.query('DELETE FROM questions WHERE id = ?', [questionIds[3]]);
    ctx.app.get(QuestionCache).clear();
    await ctx.app.get(AnswerRowsRecorder).catchUp();
    const rows = await rowsOf(ctx, attemptId);
    expect(rows.map((r) => r.position)).toEqual([...Array(30).keys()].filter((p) => p !== 3));
    expect(await recorded(ctx, attemptId)).toBe(1);
  });
});

describe('statistics rows on the timer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ STATISTICS_INTERVAL_SECONDS: '1' });
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 31 }, multi: true }));
  });
  afterAll(() => ctx?.close());

  it('are written within the interval with nobody reading the statistics', async () => {
    const { attemptId } = await endTest(ctx);
    const deadline = Date.now() + 5000;
    while ((await rowsOf(ctx, attemptId)).length < 30 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await rowsOf(ctx, attemptId)).toHaveLength(30);
    expect(await recorded(ctx, attemptId)).toBe(1);
  });
});
