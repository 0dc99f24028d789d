import type { TestQuestion } from '@portal/contracts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { fixtureBank } from '../../../test/fixtures/fixture-banks';
import { AnswerRowsRecorder } from '../../exam/answer-rows-recorder';
import { MemoryService } from '../../learning/memory.service';
import { QuestionFacility1764950000000 } from './1764950000000-question-facility';

// Issue 27: the migration fills the per-question counts from what was recorded before it, and gives the same counts
// as the recordings moved them: a test ended before issue 26 (its attempt_answers rows, no review rows), a test
// ended after (both), practice answers; each learner counted once per question.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 36 } }));
});
afterAll(() => ctx?.close());

const snapshot = async () => ({
  facility: (await ctx.dataSource.query(
    'SELECT question_id, family, attempts, right_answers, learners FROM question_facility ORDER BY question_id',
  )) as Record<string, unknown>[],
  learners: (await ctx.dataSource.query(
    'SELECT question_id, account_id FROM question_learners ORDER BY question_id, account_id',
  )) as Record<string, unknown>[],
});

it('gives the counts the recordings gave: old tests, new tests and practice, learners once', async () => {
  const ids: number[][] = [];
  const learners = [await ctx.activeLearner('ket'), await ctx.activeLearner('ket')];
  for (const learner of learners) {
    const load = await ctx.startTest(learner.token);
    const drawn = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.id);
    ids.push(drawn);
    const key = await ctx.keyFor(drawn);
    await ctx.endTest(learner.token, {
      ch: key.map((k, i) => (i % 3 ? k : k.map(() => '0' as const))),
      test: load.jwt,
    });
  }
  await ctx.app.get(AnswerRowsRecorder).catchUp();
  // The first learner practises two of the test's questions again (one of them twice).
  await ctx.app.get(MemoryService).record(learners[0].id, 'ket', [
    {
      questionId: ids[0][0],
      correct: true,
      answeredAt: ctx.clock.now(),
      source: 'practice',
      sessionId: null,
    },
    {
      questionId: ids[0][1],
      correct: false,
      answeredAt: ctx.clock.now() + 1,
      source: 'practice',
      sessionId: null,
    },
    {
      questionId: ids[0][1],
      correct: true,
      answeredAt: ctx.clock.now() + 2,
      source: 'practice',
      sessionId: null,
    },
  ]);
  const recorded = await snapshot();
  expect(recorded.facility.length).toBeGreaterThan(30);
  // The first test as if ended before issue 26: no review rows.
  await ctx.dataSource.query("DELETE FROM learning_reviews WHERE account_id = ? AND source = 'test'", [
    learners[0].id,
  ]);

  const runner = ctx.dataSource.createQueryRunner();
  try {
    const migration = new QuestionFacility1764950000000();
    await migration.down(runner);
    await migration.up(runner);
  } finally {
    await runner.release();
  }
  const migrated = await snapshot();
  const norm = (s: typeof recorded) =>
    JSON.stringify(s, (_k, v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  expect(norm(migrated)).toEqual(norm(recorded));
});
