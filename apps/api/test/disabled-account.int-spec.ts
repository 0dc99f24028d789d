import type { Flag, TestLoadResponse, TestQuestion } from '@portal/contracts';
import { AccountEntity } from '../src/accounts/account.entity';
import { AccountsService } from '../src/accounts/accounts.service';
import { ActivationRequestEntity } from '../src/enrollment/activation-request.entity';
import { EnrollmentEntity } from '../src/enrollment/enrollment.entity';
import { TestTokenCodec } from '../src/attempts/test-token';
import { AttemptEntity } from '../src/exam/attempt.entity';
import { AttemptLookupService } from '../src/exam/attempt-lookup.service';
import { LearnerQuestionEntity } from '../src/exam/learner-question.entity';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, validRegistration, type TestContext } from './test-app';

// Issue 11 (4): a learner disabled by staff loses every action at once, although the access token they hold
// stays valid for hours: each learner route answers 403 `account-disabled` and changes nothing (no answers
// saved, no test ended or taken, no key handed out, no registration, request or question recorded). `check`
// answers 200 with token 'logout' (the spec's forced sign-out) and does not end a timed-out attempt either.

let ctx: TestContext;
let staff: string;
const bearer = (token: string) => ({ type: 'bearer' as const, token });

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
  staff = await ctx.staffToken();
});
afterAll(() => ctx?.close());

const post = (token: string, path: string, body: object = {}) =>
  ctx.http().post(path).auth(token, bearer(token)).send(body);
const setDisabled = (id: number, disabled: boolean) =>
  post(staff, `/api/staff/accounts/${id}/disabled`, { disabled }).expect(200);
const questionsOf = (load: TestLoadResponse) => JSON.parse(load.questions) as TestQuestion[];
const ticked = (qs: TestQuestion[]): Flag[][] =>
  qs.map((q) => q.atsakymai.map((_, j): Flag => (j ? '0' : '1')));

/** A learner with one ended ket test (to ask about) and one open test with nothing ticked yet. */
async function learnerWithTests() {
  const learner = await ctx.activeLearner('ket', 10);
  const first = (await post(learner.token, '/api/ket/tests', { kate: 'A' }).expect(200))
    .body as TestLoadResponse;
  await post(learner.token, '/api/ket/tests/end', { ch: ticked(questionsOf(first)), test: first.jwt }).expect(
    200,
  );
  const open = (await post(learner.token, '/api/ket/tests', { kate: 'A' }).expect(200))
    .body as TestLoadResponse;
  expect(open.status).toBe('NEW');
  return { ...learner, ended: first, open, ch: ticked(questionsOf(open)) };
}

async function snapshot(accountId: number) {
  const db = ctx.dataSource;
  return {
    attempts: await db.getRepository(AttemptEntity).find({ where: { accountId }, order: { id: 'ASC' } }),
    enrollments: await db
      .getRepository(EnrollmentEntity)
      .find({ where: { accountId }, order: { id: 'ASC' } }),
    requests: await db.getRepository(ActivationRequestEntity).countBy({ accountId }),
    questions: await db.getRepository(LearnerQuestionEntity).countBy({ accountId }),
  };
}

describe('a disabled learner', () => {
  it('loses every learner action at once with 403 account-disabled, and nothing changes', async () => {
    const learner = await learnerWithTests();
    const { token, open, ended, ch } = learner;
    // While enabled, the save goes through (the refusals below are the disable's doing).
    const blank = ch.map((row) => row.map((): Flag => '0'));
    await post(token, '/api/ket/tests/save', { ch: blank, test: open.jwt }).expect(200);
    await setDisabled(learner.id, true);
    const before = await snapshot(learner.id);

    const actions: [string, string, object][] = [
      ['save', '/api/ket/tests/save', { ch, test: open.jwt }],
      ['end', '/api/ket/tests/end', { ch, test: open.jwt }],
      // The end answers with the key: an ended test's too, so ending it again is refused as well.
      ['end an ended test again', '/api/ket/tests/end', { ch: ticked(questionsOf(ended)), test: ended.jwt }],
      // Refused as disabled before the ticks are judged (as the guard did).
      ['end with ticks of the wrong shape', '/api/ket/tests/end', { ch: [['1']], test: open.jwt }],
      ['start with an unknown category', '/api/ket/tests', { kate: 'no-such' }],
      ['start', '/api/ket/tests', { kate: 'A' }],
      ['register elsewhere', '/api/kodas/register', validRegistration('kodas')],
      [
        'activation request',
        '/api/ket/activation-requests',
        { text: 'Prašau daugiau testų', kind: 'more-tests' },
      ],
      [
        'question to staff',
        '/api/ket/questions',
        { id: questionsOf(ended)[0].id, klausimas: 'Kodėl?', jwt: ended.jwt },
      ],
    ];
    for (const [what, path, body] of actions) {
      const res = await post(token, path, body);
      expect([what, res.status, res.body.code]).toEqual([what, 403, 'account-disabled']);
      expect(res.body).not.toHaveProperty('atsakymai');
    }
    for (const path of ['/api/ket/categories', '/api/auth/me']) {
      const res = await ctx.http().get(path).auth(token, bearer(token));
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'account-disabled']);
    }
    expect(await snapshot(learner.id)).toEqual(before);
    expect(before.attempts.map((a) => a.finishedAt === null)).toEqual([false, true]);
  });

  it("gets check with token 'logout', and a timed-out test is not ended (no test taken) while disabled", async () => {
    const learner = await learnerWithTests();
    await setDisabled(learner.id, true);
    const before = await snapshot(learner.id);
    const now = ctx.clock.now();
    ctx.clock.advance((learner.open.time + ctx.config.graceSeconds + 60) * 1000);
    try {
      const check = await post(learner.token, '/api/ket/check').expect(200);
      expect(check.body.token).toBe('logout');
      const late = await post(learner.token, '/api/ket/tests/save', {
        ch: learner.ch,
        test: learner.open.jwt,
      });
      expect([late.status, late.body.code]).toEqual([403, 'account-disabled']);
      expect(await snapshot(learner.id)).toEqual(before);
    } finally {
      ctx.clock.set(now);
    }
  });

  it('is refused on test tokens signed before they carried the shape (the checked save), and works again once enabled', async () => {
    const learner = await learnerWithTests();
    const attemptId = (await snapshot(learner.id)).attempts[1].id;
    const oldToken = ctx.app
      .get(TestTokenCodec)
      .sign(
        { kind: 'enrolled', accountId: learner.id, attemptId, family: 'ket', tokenVersion: 0 },
        Date.parse(learner.open.deadline),
      );
    await post(learner.token, '/api/ket/tests/save', { ch: learner.ch, test: oldToken }).expect(200);
    await setDisabled(learner.id, true);
    const refused = await post(learner.token, '/api/ket/tests/save', { ch: learner.ch, test: oldToken });
    expect([refused.status, refused.body.code]).toEqual([403, 'account-disabled']);

    await setDisabled(learner.id, false);
    await post(learner.token, '/api/ket/tests/save', { ch: learner.ch, test: learner.open.jwt }).expect(200);
    const end = await post(learner.token, '/api/ket/tests/end', { ch: learner.ch, test: learner.open.jwt });
    expect(end.status).toBe(200);
    expect(end.body.atsakymai).toHaveLength(learner.ch.length);
  });

  it('a disabled staff member is refused on staff routes too', async () => {
    const other = await post(staff, '/api/staff/accounts', {
      username: 'disabled-staff',
      password: 'disabled-staff-pass',
      name: 'Išjungtas Darbuotojas',
    }).expect(201);
    await ctx.dataSource
      .getRepository(AccountEntity)
      .update({ id: other.body.id }, { roles: ['learner', 'staff'] });
    const token = await ctx.login('disabled-staff', 'disabled-staff-pass');
    await ctx.http().get('/api/staff/enrollments').auth(token, bearer(token)).expect(200);
    await setDisabled(other.body.id, true);
    const res = await ctx.http().get('/api/staff/enrollments').auth(token, bearer(token));
    expect([res.status, res.body.code]).toEqual([403, 'account-disabled']);
  });
});

describe('the save path', () => {
  it('reads nothing before its one UPDATE (no account, attempt or enrollment read)', async () => {
    const learner = await learnerWithTests();
    const reads = [
      jest.spyOn(ctx.app.get(AttemptLookupService), 'byToken'),
      jest.spyOn(ctx.app.get(AccountsService), 'accessOf'),
      jest.spyOn(ctx.app.get(AccountsService), 'findById'),
    ];
    try {
      const res = await post(learner.token, '/api/ket/tests/save', {
        ch: learner.ch,
        test: learner.open.jwt,
      });
      expect(res.status).toBe(200);
      for (const read of reads) expect(read).not.toHaveBeenCalled();
    } finally {
      for (const read of reads) read.mockRestore();
    }
    const saved = (await snapshot(learner.id)).attempts[1];
    expect(saved.answers).toEqual(learner.ch);
  });
});
