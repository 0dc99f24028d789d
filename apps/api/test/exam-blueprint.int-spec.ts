import { familyDefinition, testShape, type TestLoadResponse, type TestQuestion } from '@portal/contracts';
import { In } from 'typeorm';
import { QuestionEntity } from '../src/exam/question.entity';
import { createTestApp, type TestContext } from './test-app';

// Issue 26, item 5: a KET mock test follows Regitra's blueprint — 30 questions in 30 minutes in category B, 35 in 35
// minutes in A and C (Regitra's other categories) — spread over the eight areas by the definition's quotas; the
// runner learns the count and time from the test's load (its policy), also on a resume.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBankFile('ket');
});
afterAll(() => ctx?.close());

async function topicsOf(load: TestLoadResponse): Promise<Record<string, number>> {
  const questions = JSON.parse(load.questions) as TestQuestion[];
  const rows = await ctx.dataSource
    .getRepository(QuestionEntity)
    .findBy({ id: In(questions.map((q) => q.id)) });
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.topic!] = (counts[row.topic!] ?? 0) + 1;
  return counts;
}

it.each([
  ['B', 30, 1800],
  ['A', 35, 2100],
  ['C', 35, 2100],
])('category %s: %i questions in %i seconds, each area by its quota', async (kate, count, seconds) => {
  const learner = await ctx.activeLearner('ket');
  const load = await ctx.startTest(learner.token, 'ket', { kate });
  expect(JSON.parse(load.questions)).toHaveLength(count);
  expect(load).toMatchObject({ status: 'NEW', time: seconds });
  expect(load.policy).toMatchObject({ family: 'ket', questionCount: count, timeLimitSeconds: seconds });
  expect(Date.parse(load.deadline) - load.serverNow).toBe(seconds * 1000);
  expect(await topicsOf(load)).toEqual(testShape(familyDefinition('ket'), kate).quotas);

  // A resume tells the runner the same count and time.
  const again = await ctx.startTest(learner.token, 'ket', { kate });
  expect(again).toMatchObject({
    status: 'RESUMED',
    policy: { questionCount: count, timeLimitSeconds: seconds },
  });
});
