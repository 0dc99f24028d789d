import {
  EMAIL_FORMAT_MESSAGE_LT,
  type ActivationRecord,
  type Page,
  type StaffEnrollment,
} from '@portal/contracts';
import { ActivationRequestEntity } from './activation-request.entity';
import { EnrollmentEntity } from './enrollment.entity';
import { createTestApp, validRegistration, type TestContext } from '../../test/test-app';

// Registration and activation states, core spec sections 3–5 and second spec section 4.

let ctx: TestContext;
let staff: string;
const bearer = (token: string) => ({ type: 'bearer' as const, token });
const check = (token: string, family = 'ket') =>
  ctx.http().post(`/api/${family}/check`).auth(token, bearer(token));
const register = (token: string, body: object, family = 'ket') =>
  ctx.http().post(`/api/${family}/register`).auth(token, bearer(token)).send(body);

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await ctx.staffToken(); // also seeds the sample learners
});
afterAll(() => ctx?.close());

describe('check: the activation record for each state (sample learners)', () => {
  it('active: valid 1, a fresh token, timeLeft with days and tests left', async () => {
    const token = await ctx.login('learner-active', 'learner-pass');
    const body = (await check(token, 'hidro').expect(200)).body as ActivationRecord;
    expect(body.valid).toBe(1);
    expect(body.token).toEqual(expect.any(String));
    expect(body.token).not.toBe('logout');
    expect(body.timeLeft).toEqual({
      leftDays: 365,
      kiekis: 100,
      nuo: '2026-03-10',
      iki: '2027-03-10',
      info: expect.any(String),
      today: '2026-03-10', // the school's date, which the landing compares the dates with
    });
    expect(body).toMatchObject({ isspresta: 0, teisingu: 0, egzaminai: [] });
    expect(body.user).toMatchObject({
      vardas: 'Aistė',
      pavarde: 'Aktyvi',
      filialas: 10,
      tekstas: null,
      orig_email: 'aiste@example.com',
    });
  });

  it('pending: valid 0, no token, the submitted data', async () => {
    const token = await ctx.login('learner-pending', 'learner-pass');
    const body = (await check(token).expect(200)).body as ActivationRecord;
    expect(body).toMatchObject({
      valid: 0,
      token: null,
      timeLeft: null,
      user: { vardas: 'Petras', gdata: '1990-09-30' },
    });
  });

  it('rejected -1 with the reason; -7 with the reason', async () => {
    const rejected = (await check(await ctx.login('learner-rejected', 'learner-pass')).expect(200))
      .body as ActivationRecord;
    expect(rejected).toMatchObject({
      valid: -1,
      token: null,
      user: { tekstas: expect.stringMatching(/gimimo data/) },
    });
    const expired = (await check(await ctx.login('learner-expired', 'learner-pass'), 'kodas').expect(200))
      .body as ActivationRecord;
    expect(expired).toMatchObject({ valid: -7, user: { tekstas: expect.stringMatching(/aktyvuoti/) } });
  });

  it('not registered: valid null, no user', async () => {
    const body = (await check(await ctx.login('learner-new', 'learner-pass')).expect(200))
      .body as ActivationRecord;
    expect(body).toEqual({
      token: null,
      valid: null,
      timeLeft: null,
      isspresta: 0,
      teisingu: 0,
      egzaminai: [],
      user: null,
    });
  });

  it("a disabled account gets token 'logout' (spec: forces sign-out) and cannot start tests", async () => {
    const learner = await ctx.activeLearner('ket');
    const disable = await ctx
      .http()
      .post(`/api/staff/accounts/${learner.id}/disabled`)
      .auth(staff, bearer(staff))
      .send({ disabled: true })
      .expect(200);
    expect(disable.body.id).toBe(learner.id);
    expect((await check(learner.token).expect(200)).body.token).toBe('logout');
    expect(
      (
        await ctx
          .http()
          .post('/api/ket/tests')
          .auth(learner.token, bearer(learner.token))
          .send({ kate: 'A' })
          .expect(403)
      ).body.code,
    ).toBe('account-disabled');
    // signing in again says the account is disabled (the password is right)
    const login = await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: learner.username, password: 'learner-pass' })
      .expect(403);
    expect(login.body.code).toBe('account-disabled');
    await ctx
      .http()
      .post(`/api/staff/accounts/${learner.id}/disabled`)
      .auth(staff, bearer(staff))
      .send({ disabled: false })
      .expect(200);
    expect((await check(learner.token).expect(200)).body.token).not.toBe('logout');
  });
});

describe('register (core spec section 5)', () => {
  it('leaves the learner pending with the submitted data', async () => {
    const { token } = await ctx.newLearner();
    const body = (await register(token, validRegistration()).expect(200)).body as ActivationRecord;
    expect(body.valid).toBe(0);
    expect(body.user).toMatchObject({
      vardas: 'Žydrūnė',
      pavarde: 'Šimkutė-Ėglė',
      gdata: '1999-12-31',
      email: 'zydrune@example.com',
      filialas: 6,
      tekstas: null,
    });
    expect((await check(token).expect(200)).body.valid).toBe(0);
  });

  it('requires every field and the consent; names letters (incl. Lithuanian), hyphen, space only', async () => {
    const { token, id } = await ctx.newLearner();
    const empty = await register(token, {}).expect(400);
    expect(empty.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'agree',
      'email',
      'filialas',
      'gdata',
      'pavarde',
      'telefonas',
      'vardas',
    ]);
    expect(empty.body.fields.find((f: { field: string }) => f.field === 'agree').code).toBe('consent');

    const bad = await register(token, {
      ...validRegistration(),
      vardas: 'Jonas2',
      pavarde: "O'Brien",
      agree: false,
    }).expect(400);
    expect(bad.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'vardas', code: 'pattern' }),
        expect.objectContaining({ field: 'pavarde', code: 'pattern' }),
        expect.objectContaining({ field: 'agree', code: 'consent' }),
      ]),
    );
    // blanks and punctuation alone do not fill a field in
    const blank = await register(token, {
      ...validRegistration(),
      vardas: '   ',
      pavarde: '-',
      telefonas: '-----',
      email: ' ',
    }).expect(400);
    expect(blank.body.fields.map((f: { field: string; code: string }) => [f.field, f.code])).toEqual([
      ['vardas', 'required'],
      ['pavarde', 'pattern'],
      ['telefonas', 'pattern'],
      ['email', 'required'],
    ]);
    expect(
      (await register(token, { ...validRegistration(), telefonas: '12345' }).expect(400)).body.fields[0],
    ).toMatchObject({ field: 'telefonas', code: 'pattern' });
    expect(await ctx.dataSource.getRepository(EnrollmentEntity).countBy({ accountId: id })).toBe(0);
    await register(token, { ...validRegistration(), vardas: 'Ąžuolas Čepas-Ūla' }).expect(200);
    expect(await ctx.dataSource.getRepository(EnrollmentEntity).countBy({ accountId: id })).toBe(1);
  });

  it('one rule with the browser form (the shared schema): names of 60 characters at most, one phone pattern', async () => {
    const { token, id } = await ctx.newLearner();
    for (const [body, field, code] of [
      [{ vardas: 'A'.repeat(61) }, 'vardas', 'range'],
      [{ pavarde: 'Ą'.repeat(61) }, 'pavarde', 'range'],
      [{ telefonas: '+370\t61234567' }, 'telefonas', 'pattern'],
      [{ telefonas: '+370+61234567' }, 'telefonas', 'pattern'],
      [{ admin: true }, 'admin', 'unknown-field'],
    ] as const) {
      const res = await register(token, { ...validRegistration(), ...body }).expect(400);
      expect(res.body.fields).toEqual([{ field, code, message: expect.any(String) }]);
    }
    expect(await ctx.dataSource.getRepository(EnrollmentEntity).countBy({ accountId: id })).toBe(0);
    const ok = await register(token, {
      ...validRegistration(),
      vardas: ` ${'Ą'.repeat(60)} `,
      telefonas: '8 (612) 34-567',
    }).expect(200);
    expect(ok.body.user).toMatchObject({ vardas: 'Ą'.repeat(60), telefonas: '8 (612) 34-567' });
  });

  it("refuses a malformed e-mail with exactly 'Blogas el. pašto formatas'", async () => {
    const { token } = await ctx.newLearner();
    const res = await register(token, { ...validRegistration(), email: 'zydrune@' }).expect(400);
    expect(res.body.fields).toEqual([{ field: 'email', code: 'email', message: EMAIL_FORMAT_MESSAGE_LT }]);
  });

  it('gdata: YYYY-MM-DD, a real date, in the past', async () => {
    const { token, id } = await ctx.newLearner();
    for (const gdata of ['1999-2-3', '31-12-1999', '1999-02-30', '2026-03-10', '2030-01-01', 'yesterday']) {
      const res = await register(token, { ...validRegistration(), gdata }).expect(400);
      expect([gdata, res.body.fields[0].field, res.body.fields[0].code]).toEqual([gdata, 'gdata', 'date']);
    }
    expect(await ctx.dataSource.getRepository(EnrollmentEntity).countBy({ accountId: id })).toBe(0);
  });

  it('filialas: one of the branches; the code family only 15 or 10', async () => {
    const { token } = await ctx.newLearner();
    expect(
      (await register(token, { ...validRegistration(), filialas: 99 }).expect(400)).body.fields[0],
    ).toMatchObject({ field: 'filialas', code: 'range' });
    expect(
      (await register(token, { ...validRegistration(), filialas: '6' }).expect(400)).body.fields[0],
    ).toMatchObject({ field: 'filialas', code: 'type' });
    expect(
      (await register(token, { ...validRegistration('kodas'), filialas: 6 }, 'kodas').expect(400)).body
        .fields[0],
    ).toMatchObject({ field: 'filialas' });
    await register(token, { ...validRegistration('kodas'), filialas: 10 }, 'kodas').expect(200);
  });

  it('409 when pending or active; re-submit allowed after -1/-4, not after -7', async () => {
    const learner = await ctx.newLearner();
    await register(learner.token, validRegistration()).expect(200);
    expect((await register(learner.token, validRegistration()).expect(409)).body.code).toBe(
      'already-pending',
    );
    const repo = ctx.dataSource.getRepository(EnrollmentEntity);
    const enrollment = await repo.findOneByOrFail({ accountId: learner.id, family: 'ket' });

    await ctx
      .http()
      .post(`/api/staff/enrollments/${enrollment.id}/reject`)
      .auth(staff, bearer(staff))
      .send({ valid: -4, text: 'Patikslinkite telefoną' })
      .expect(200);
    const rejected = (await check(learner.token).expect(200)).body as ActivationRecord;
    expect(rejected).toMatchObject({ valid: -4, user: { tekstas: 'Patikslinkite telefoną' } });
    await register(learner.token, { ...validRegistration(), telefonas: '+37069999999' }).expect(200);
    expect((await check(learner.token).expect(200)).body).toMatchObject({
      valid: 0,
      user: { telefonas: '+37069999999' },
    });

    await ctx
      .http()
      .post(`/api/staff/enrollments/${enrollment.id}/reject`)
      .auth(staff, bearer(staff))
      .send({ valid: -7, text: 'Baigėsi' })
      .expect(200);
    expect((await register(learner.token, validRegistration()).expect(409)).body.code).toBe(
      'registration-closed',
    );

    await ctx
      .http()
      .post(`/api/staff/enrollments/${enrollment.id}/activate`)
      .auth(staff, bearer(staff))
      .send({ validFrom: '2026-03-01', validTo: '2026-04-01', tests: 5 })
      .expect(200);
    expect((await register(learner.token, validRegistration()).expect(409)).body.code).toBe('already-active');
  });

  it('is per family', async () => {
    const { token } = await ctx.newLearner();
    await register(token, validRegistration()).expect(200);
    expect((await check(token, 'tractor').expect(200)).body.valid).toBeNull();
  });
});

describe('activation requests', () => {
  it('stores the text and answers a positive number; staff list them', async () => {
    const token = await ctx.login('learner-expired', 'learner-pass');
    const res = await ctx
      .http()
      .post('/api/ket/activation-requests')
      .auth(token, bearer(token))
      .send({ text: 'Prašau aktyvuoti iš naujo' })
      .expect(200);
    expect(res.body.result).toBeGreaterThan(0);
    const more = await ctx
      .http()
      .post('/api/ket/activation-requests')
      .auth(token, bearer(token))
      .send({ text: 'Daugiau testų', kind: 'more-tests' })
      .expect(200);
    expect(more.body.result).toBeGreaterThan(res.body.result);
    const list = await ctx
      .http()
      .get('/api/staff/activation-requests?family=ket')
      .auth(staff, bearer(staff))
      .expect(200);
    expect(list.body.items[0]).toMatchObject({
      id: more.body.result,
      kind: 'more-tests',
      text: 'Daugiau testų',
      accountName: 'Jonas Pasibaigęs',
      family: 'ket',
    });
  });

  it('a request waiting for staff shows on the landing and is not sent again (issue 25, item 12)', async () => {
    const { token } = await ctx.newLearner();
    await register(token, validRegistration()).expect(200);
    const send = () =>
      ctx
        .http()
        .post('/api/ket/activation-requests')
        .auth(token, bearer(token))
        .send({ text: 'Prašau aktyvuoti' });
    const first = (await send().expect(200)).body.result as number;
    expect((await check(token).expect(200)).body.request).toMatchObject({
      id: first,
      kind: 'activation',
      outcome: 'pending',
      handledAt: null,
      sentAt: expect.stringMatching(/^2026-03-10T/),
    });
    const again = await send().expect(409);
    expect(again.body.code).toBe('request-pending');
    expect(
      await ctx.dataSource.getRepository(ActivationRequestEntity).countBy({ text: 'Prašau aktyvuoti' }),
    ).toBe(1);
    // handled by staff, the landing says so and a new request may be sent
    await ctx
      .http()
      .post(`/api/staff/activation-requests/${first}/handle`)
      .auth(staff, bearer(staff))
      .send({ decision: 'dismiss' })
      .expect(200);
    expect((await check(token).expect(200)).body.request).toMatchObject({ id: first, outcome: 'dismissed' });
    await send().expect(200);
  });

  it('text is required (400, nothing stored)', async () => {
    const token = await ctx.login('learner-expired', 'learner-pass');
    const before = await ctx.dataSource.getRepository(ActivationRequestEntity).count();
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 5 }, { text: 'ok', kind: 'gift' }]) {
      const res = await ctx
        .http()
        .post('/api/ket/activation-requests')
        .auth(token, bearer(token))
        .send(body)
        .expect(400);
      expect(res.body.fields.length).toBeGreaterThan(0);
    }
    expect(await ctx.dataSource.getRepository(ActivationRequestEntity).count()).toBe(before);
  });
});

describe('staff: enrollments', () => {
  it('lists with registration details, filtered by family and status', async () => {
    const pending = await ctx
      .http()
      .get('/api/staff/enrollments?family=kodas&status=pending')
      .auth(staff, bearer(staff))
      .expect(200);
    const rows = (pending.body as Page<StaffEnrollment>).items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.family === 'kodas' && r.valid === 0)).toBe(true);
    expect(rows.find((r) => r.accountName === 'Petras Laukiantis')).toMatchObject({
      registration: {
        vardas: 'Petras',
        pavarde: 'Laukiantis',
        email: 'petras@example.com',
        telefonas: '+37060000002',
      },
      testsLeft: 0,
      validFrom: null,
    });
    const rejected = (
      await ctx.http().get('/api/staff/enrollments?status=rejected').auth(staff, bearer(staff)).expect(200)
    ).body.items as StaffEnrollment[];
    expect(rejected.every((r) => (r.valid ?? 0) < 0)).toBe(true);
    const minusSeven = (
      await ctx
        .http()
        .get('/api/staff/enrollments?status=-7&family=hidro')
        .auth(staff, bearer(staff))
        .expect(200)
    ).body.items as StaffEnrollment[];
    expect(minusSeven.map((r) => r.accountName)).toEqual(['Jonas Pasibaigęs']);
    await ctx.http().get('/api/staff/enrollments?family=moon').auth(staff, bearer(staff)).expect(400);
    await ctx.http().get('/api/staff/enrollments?status=sleeping').auth(staff, bearer(staff)).expect(400);
  });

  it('activate validates dates and counts; reject needs a negative code and a text; 404 for unknown ids', async () => {
    const learner = await ctx.newLearner();
    await register(learner.token, validRegistration()).expect(200);
    const { id } = await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .findOneByOrFail({ accountId: learner.id, family: 'ket' });
    const activate = (body: object, target: number | string = id) =>
      ctx.http().post(`/api/staff/enrollments/${target}/activate`).auth(staff, bearer(staff)).send(body);
    expect(
      (await activate({ validFrom: '2026-02-30', validTo: '2026-04-01', tests: 5 }).expect(400)).body
        .fields[0].field,
    ).toBe('validFrom');
    expect(
      (await activate({ validFrom: '2026-05-01', validTo: '2026-04-01', tests: 5 }).expect(400)).body
        .fields[0].field,
    ).toBe('validTo');
    expect(
      (await activate({ validFrom: '2026-03-01', validTo: '2026-04-01', tests: 0 }).expect(400)).body
        .fields[0].field,
    ).toBe('tests');
    expect(
      (await activate({ validFrom: '2026-03-01', validTo: '2026-04-01', tests: 5 }, 'abc').expect(400)).body
        .fields[0].field,
    ).toBe('id');
    await activate({ validFrom: '2026-03-01', validTo: '2026-04-01', tests: 5 }, 999999).expect(404);
    expect((await check(learner.token).expect(200)).body.valid).toBe(0);

    const reject = (body: object) =>
      ctx.http().post(`/api/staff/enrollments/${id}/reject`).auth(staff, bearer(staff)).send(body);
    expect((await reject({ valid: 1, text: 'x' }).expect(400)).body.fields[0].field).toBe('valid');
    expect((await reject({ valid: -1, text: '' }).expect(400)).body.fields[0].field).toBe('text');
    expect((await reject({ valid: '-1', text: 'x' }).expect(400)).body.fields[0]).toMatchObject({
      field: 'valid',
      code: 'type',
    });
    const ok = await reject({ valid: -12, text: 'Kita priežastis' }).expect(200);
    expect(ok.body).toMatchObject({ valid: -12, registration: { tekstas: 'Kita priežastis' } });
    expect((await check(learner.token).expect(200)).body).toMatchObject({
      valid: -12,
      user: { tekstas: 'Kita priežastis' },
    });

    const active = await activate({
      validFrom: '2026-03-01',
      validTo: '2026-04-01',
      tests: 7,
      info: 'Sėkmės!',
    }).expect(200);
    expect(active.body).toMatchObject({
      valid: 1,
      validFrom: '2026-03-01',
      validTo: '2026-04-01',
      testsLeft: 7,
    });
    expect((await check(learner.token).expect(200)).body).toMatchObject({
      valid: 1,
      timeLeft: {
        leftDays: 22,
        kiekis: 7,
        nuo: '2026-03-01',
        iki: '2026-04-01',
        info: 'Sėkmės!',
        today: '2026-03-10',
      },
      user: { tekstas: null },
    });
  });
});
