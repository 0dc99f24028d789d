import type { Flag, TestQuestion } from '@portal/contracts';
import { AccountsService } from '../src/accounts/accounts.service';
import { AccountEntity } from '../src/accounts/account.entity';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// A reset or changed password ends the account's existing sessions at once: every token carries the account's
// token version, and one signed before the reset is refused (401) on a normal route and on a test's start,
// save, end and check, on every instance (the version is read from the database, not cached).

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

/** A learner with a test open: the access token, the test's token and a set of ticks for it. */
async function learnerInATest() {
  const learner = await ctx.activeLearner('ket');
  const open = await ctx.startTest(learner.token);
  const questions = JSON.parse(open.questions) as TestQuestion[];
  const ch: Flag[][] = questions.map((q) => q.atsakymai.map((): Flag => '0'));
  await post(learner.token, '/api/ket/tests/save', { ch, test: open.jwt }).expect(200);
  return { ...learner, test: open.jwt, ch };
}

describe('a password reset ends the sessions', () => {
  it("staff's temporary password: the old token gets 401 on a normal route and on every test route", async () => {
    const learner = await learnerInATest();
    const reset = await post(staff, `/api/staff/accounts/${learner.id}/password-reset`, {
      mode: 'temporary',
    }).expect(200);
    const old = learner.token;

    await ctx.http().get('/api/auth/me').auth(old, bearer(old)).expect(401);
    await ctx.http().get('/api/ket/categories').auth(old, bearer(old)).expect(401);
    const save = await post(old, '/api/ket/tests/save', { ch: learner.ch, test: learner.test });
    expect([save.status, save.body.code]).toEqual([401, 'unauthorized']);
    await post(old, '/api/ket/tests', { kate: 'A', language: 'lt' }).expect(401);
    await post(old, '/api/ket/check').expect(401);
    await post(old, '/api/ket/tests/end', { ch: learner.ch, test: learner.test }).expect(401);
    // One reset, one step of the account's token version.
    const row = await ctx.dataSource.getRepository(AccountEntity).findOneByOrFail({ id: learner.id });
    expect(row.tokenVersion).toBe(1);

    // Signed in again with the new password: the same test resumes, and its old test token is refused too.
    const fresh = await ctx.login(
      learner.username,
      (reset.body as { temporaryPassword: string }).temporaryPassword,
    );
    await post(fresh, '/api/ket/tests/save', { ch: learner.ch, test: learner.test }).expect(401);
    const resumed = await ctx.startTest(fresh);
    expect(resumed.status).toBe('RESUMED');
    await post(fresh, '/api/ket/tests/save', { ch: learner.ch, test: resumed.jwt }).expect(200);
    await ctx.endTest(fresh, { ch: learner.ch, test: resumed.jwt });
  });

  it('a reset through the e-mail link (the same store) ends them too; tokens signed before any reset still work', async () => {
    const learner = await learnerInATest();
    // Version 0 everywhere: tokens from before this change carry no version and count as 0.
    await ctx.http().get('/api/auth/me').auth(learner.token, bearer(learner.token)).expect(200);
    const accounts = ctx.app.get(AccountsService);
    await accounts.setPasswordHash(learner.id, await accounts.hashPassword('brand-new-pass'));
    await ctx.http().get('/api/auth/me').auth(learner.token, bearer(learner.token)).expect(401);
    await post(learner.token, '/api/ket/tests/save', { ch: learner.ch, test: learner.test }).expect(401);
    const fresh = await ctx.login(learner.username, 'brand-new-pass');
    await ctx.http().get('/api/auth/me').auth(fresh, bearer(fresh)).expect(200);
  });

  it("a staff member's own session ends when their password is reset: staff routes refuse the old token", async () => {
    const other = await post(staff, '/api/staff/accounts', {
      username: 'second-staff',
      password: 'second-staff-pass',
      name: 'Antra Darbuotoja',
    }).expect(201);
    const id = (other.body as { id: number }).id;
    await post(staff, `/api/staff/accounts/${id}/staff-role`, { staff: true }).expect(200);
    const token = await ctx.login('second-staff', 'second-staff-pass');
    await ctx.http().get('/api/staff/accounts').auth(token, bearer(token)).expect(200);
    await post(staff, `/api/staff/accounts/${id}/password-reset`, { mode: 'temporary' }).expect(200);
    await ctx.http().get('/api/staff/accounts').auth(token, bearer(token)).expect(401);
  });
});
