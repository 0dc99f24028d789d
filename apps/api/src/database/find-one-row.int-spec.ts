import type { Flag, TestQuestion } from '@portal/contracts';
import { AttemptEntity } from '../exam/attempt.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { fixtureBank } from '../../test/fixtures/fixture-banks';
import { createTestApp, type TestContext } from '../../test/test-app';
import { findOneRow } from './find-one-row';

// findOneRow must read an entity exactly as the repository does (types, JSON and epoch transformers, booleans,
// nulls) on both databases, or the start and end would see different attempts than the rest of the API.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
});
afterAll(() => ctx?.close());

it('reads open and ended attempts, and an enrollment, as the repository does', async () => {
  const learner = await ctx.activeLearner('ket');
  const start = () => ctx.startTest(learner.token);
  const first = await start();
  const ch = (JSON.parse(first.questions) as TestQuestion[]).map((q) => q.checkai.map((): Flag => '1'));
  await ctx.endTest(learner.token, { ch, test: first.jwt });
  await start();

  const attempts = ctx.dataSource.getRepository(AttemptEntity);
  const rows = await attempts.find({ where: { accountId: learner.id }, order: { id: 'ASC' } });
  expect(rows.map((a) => a.finishedAt === null)).toEqual([false, true]);
  for (const attempt of rows) {
    const raw = await findOneRow(attempts, 'id = ?', [attempt.id]);
    expect(raw).toBeInstanceOf(AttemptEntity);
    expect(raw).toEqual(attempt);
  }
  const enrollments = ctx.dataSource.getRepository(EnrollmentEntity);
  const enrollment = await enrollments.findOneByOrFail({ accountId: learner.id });
  expect(await findOneRow(enrollments, 'account_id = ?', [learner.id])).toEqual(enrollment);
  expect(await findOneRow(attempts, 'id = ?', [-1])).toBeNull();
});
