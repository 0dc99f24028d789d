import type { TestLoadResponse, TestQuestion } from '@portal/contracts';
import { AttemptEntity } from '../src/exam/attempt.entity';
import { EnrollmentEntity } from '../src/enrollment/enrollment.entity';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, describeMysql, type TestContext, validRegistration } from './test-app';

// Issue 11 (9): ending an attempt records its result and takes one test from the enrollment. On MySQL both now go
// in one transaction: when taking the test fails, the result is not recorded either, and the next end succeeds
// whole. (SQLite runs them as before: one process, one connection; see database/transactions.ts.)
const bearer = (token: string) => ({ type: 'bearer' as const, token });

describeMysql('ending an attempt on MySQL', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
  });
  afterAll(() => ctx?.close());

  it('records the result and takes the test together or not at all', async () => {
    const learner = await ctx.activeLearner('ket', 3);
    const load = (
      await ctx
        .http()
        .post('/api/ket/tests')
        .auth(learner.token, bearer(learner.token))
        .send({ kate: 'A', language: 'lt' })
        .expect(200)
    ).body as TestLoadResponse;
    const ch = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.checkai);
    const end = () =>
      ctx
        .http()
        .post('/api/ket/tests/end')
        .auth(learner.token, bearer(learner.token))
        .send({ ch, test: load.jwt });

    // Taking the test fails (as a lost connection or a deadlock would) after the result's statement ran.
    await ctx.dataSource.query(
      `CREATE TRIGGER fail_taking_a_test BEFORE UPDATE ON enrollments FOR EACH ROW
       BEGIN IF NEW.tests_left < OLD.tests_left THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'test'; END IF; END`,
    );
    try {
      expect((await end()).status).toBe(500);
    } finally {
      await ctx.dataSource.query('DROP TRIGGER fail_taking_a_test');
    }
    const attempts = ctx.dataSource.getRepository(AttemptEntity);
    const enrollments = ctx.dataSource.getRepository(EnrollmentEntity);
    expect(await attempts.findBy({ accountId: learner.id })).toMatchObject([{ finishedAt: null }]);
    expect(await enrollments.findOneBy({ accountId: learner.id, family: 'ket' })).toMatchObject({
      testsLeft: 3,
    });

    await end().expect(200);
    expect(await attempts.findBy({ accountId: learner.id })).toMatchObject([
      { finishedAt: expect.any(Number) },
    ]);
    expect(await enrollments.findOneBy({ accountId: learner.id, family: 'ket' })).toMatchObject({
      testsLeft: 2,
    });
  });

  it('registers learners at once without their transactions blocking each other', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => ctx.newLearner('together')));
    const answers = await Promise.all(
      learners.map((l) =>
        ctx.http().post('/api/ket/register').auth(l.token, bearer(l.token)).send(validRegistration('ket')),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(learners.map(() => 200));
  });
});
