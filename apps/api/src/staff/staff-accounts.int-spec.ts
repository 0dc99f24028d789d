import type {
  AuditEntry,
  Page,
  StaffAccountDetail,
  StaffAccountSummary,
  StaffActivationRequest,
} from '@portal/contracts';
import { startSmtpCatcher, type SmtpCatcher } from '@portal/test-support';
import { AccountEntity } from '../accounts/account.entity';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { LearnerQuestionEntity } from '../exam/learner-question.entity';
import { MailService } from '../mail/mail.service';
import { createTestApp, STAFF, validRegistration, type TestContext } from '../../test/test-app';

// Issue 12: accounts (find, open, reset a password, disable, the staff role), requests handled by adding to what
// the learner has, the audit trail (one row per staff change) and paging of every staff list.

let smtp: SmtpCatcher;
let ctx: TestContext;
let staff: string;
let staffId: number;
const bearer = (token: string) => ({ type: 'bearer' as const, token });
const get = (token: string, path: string) => ctx.http().get(`/api${path}`).auth(token, bearer(token));
const post = (token: string, path: string, body: object) =>
  ctx.http().post(`/api${path}`).auth(token, bearer(token)).send(body);
const auditCount = () => ctx.dataSource.getRepository(AuditEntryEntity).count();
const lastAudit = async () =>
  (await ctx.dataSource.getRepository(AuditEntryEntity).find({ order: { id: 'DESC' }, take: 1 }))[0];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Portalas <portal@example.lt>' });
  staff = await ctx.staffToken();
  staffId = (await ctx.dataSource.getRepository(AccountEntity).findOneByOrFail({ username: STAFF.username }))
    .id;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A learner's request in a family (through the API); returns its id. */
async function requestMore(token: string, family = 'ket', kind = 'more-tests'): Promise<number> {
  const res = await post(token, `/${family}/activation-requests`, {
    text: 'Prašau daugiau testų',
    kind,
  }).expect(200);
  return res.body.result as number;
}

describe('learners are refused on every staff route', () => {
  it('403 staff-only for each new route', async () => {
    const { token, id } = await ctx.newLearner();
    const calls: [string, string, object?][] = [
      ['get', '/staff/accounts'],
      ['get', `/staff/accounts/${id}`],
      ['post', `/staff/accounts/${id}/password-reset`, { mode: 'temporary' }],
      ['post', `/staff/accounts/${id}/staff-role`, { staff: true }],
      ['post', `/staff/accounts/${id}/disabled`, { disabled: true }],
      ['post', '/staff/activation-requests/1/handle', { decision: 'dismiss' }],
      ['get', '/staff/activation-requests?handled=true'],
      ['get', '/staff/audit'],
    ];
    const before = await auditCount();
    for (const [method, path, body] of calls) {
      const res = method === 'get' ? await get(token, path) : await post(token, path, body!);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'staff-only']);
    }
    expect(await auditCount()).toBe(before);
    // and the learner is still a learner
    expect((await ctx.dataSource.getRepository(AccountEntity).findOneByOrFail({ id })).roles).toEqual([
      'learner',
    ]);
  });
});

describe('every staff change writes exactly one audit row', () => {
  it('walks each mutating staff route', async () => {
    const learner = await ctx.activeLearner('ket', 5);
    const pending = await ctx.newLearner();
    await post(pending.token, '/ket/register', validRegistration()).expect(200);
    const { id: enrollmentId } = await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .findOneByOrFail({ accountId: pending.id, family: 'ket' });
    const requestA = await requestMore(learner.token);
    const requestB = await requestMore(learner.token, 'ket', 'activation');
    // A learner's question to reply to (the row as the exam module writes it; no bank is needed here).
    const { id: questionId } = await ctx.dataSource.getRepository(LearnerQuestionEntity).save({
      attemptId: 900000 + learner.id,
      accountId: learner.id,
      family: 'ket',
      questionId: 1,
      text: 'Kodėl?',
      reply: null,
      createdAt: ctx.clock.now(),
      repliedAt: null,
      readAt: null,
    });

    const email = `walk-${Date.now()}@example.com`;
    const created = await post(staff, '/staff/accounts', {
      username: `walk-${Date.now()}`,
      password: 'walk-password',
      name: 'Audito Ėjimas',
      email,
    }).expect(201);
    const newId = created.body.id as number;

    const steps: [string, () => Promise<unknown>, string, string][] = [
      [
        'disable',
        () => post(staff, `/staff/accounts/${newId}/disabled`, { disabled: true }).expect(200),
        'account.disable',
        `account:${newId}`,
      ],
      [
        'enable',
        () => post(staff, `/staff/accounts/${newId}/disabled`, { disabled: false }).expect(200),
        'account.enable',
        `account:${newId}`,
      ],
      [
        'temporary password',
        () => post(staff, `/staff/accounts/${newId}/password-reset`, { mode: 'temporary' }).expect(200),
        'account.password-reset',
        `account:${newId}`,
      ],
      [
        'reset link',
        () => post(staff, `/staff/accounts/${newId}/password-reset`, { mode: 'link' }).expect(200),
        'account.password-reset',
        `account:${newId}`,
      ],
      [
        'grant staff',
        () => post(staff, `/staff/accounts/${newId}/staff-role`, { staff: true }).expect(200),
        'account.staff-grant',
        `account:${newId}`,
      ],
      [
        'revoke staff',
        () => post(staff, `/staff/accounts/${newId}/staff-role`, { staff: false }).expect(200),
        'account.staff-revoke',
        `account:${newId}`,
      ],
      [
        'reject',
        () =>
          post(staff, `/staff/enrollments/${enrollmentId}/reject`, {
            valid: -1,
            text: 'Netinkama data',
          }).expect(200),
        'enrollment.reject',
        `enrollment:${enrollmentId}`,
      ],
      [
        'activate',
        () =>
          post(staff, `/staff/enrollments/${enrollmentId}/activate`, {
            validFrom: '2026-03-01',
            validTo: '2026-04-01',
            tests: 3,
          }).expect(200),
        'enrollment.activate',
        `enrollment:${enrollmentId}`,
      ],
      [
        'grant request',
        () =>
          post(staff, `/staff/activation-requests/${requestA}/handle`, {
            decision: 'grant',
            tests: 2,
          }).expect(200),
        'request.grant',
        `activation-request:${requestA}`,
      ],
      [
        'dismiss request',
        () =>
          post(staff, `/staff/activation-requests/${requestB}/handle`, { decision: 'dismiss' }).expect(200),
        'request.dismiss',
        `activation-request:${requestB}`,
      ],
    ];
    steps.push([
      'reply',
      () => post(staff, `/staff/questions/${questionId}/reply`, { text: 'Atsakymas' }).expect(200),
      'question.reply',
      `learner-question:${questionId}`,
    ]);

    // account creation above
    const createRow = await lastAudit();
    expect(createRow).toMatchObject({
      action: 'account.create',
      target: `account:${newId}`,
      actorId: staffId,
    });
    expect(createRow.after).not.toMatch(/password/i);

    for (const [name, run, action, target] of steps) {
      const before = await auditCount();
      await run();
      expect([name, (await auditCount()) - before]).toEqual([name, 1]);
      expect(await lastAudit()).toMatchObject({
        action,
        target,
        actorId: staffId,
        actorName: 'Mokyklos darbuotojas',
      });
    }
    await ctx.app.get(MailService).idle();
    await smtp.next(email);

    // refused changes write nothing
    const before = await auditCount();
    await post(staff, `/staff/accounts/${staffId}/staff-role`, { staff: false }).expect(409);
    await post(staff, `/staff/activation-requests/${requestA}/handle`, { decision: 'dismiss' }).expect(409);
    await post(staff, '/staff/enrollments/999999/activate', {
      validFrom: '2026-03-01',
      validTo: '2026-04-01',
      tests: 3,
    }).expect(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('requests: a grant adds to what the learner has', () => {
  it('27 left + 40 granted = 67; the end moves from the current end; the request leaves the open list', async () => {
    const learner = await ctx.activeLearner('ket', 27); // 2026-03-01 – 2026-06-30; today is 2026-03-10
    const id = await requestMore(learner.token);
    const open = (await get(staff, '/staff/activation-requests?family=ket&pageSize=200').expect(200))
      .body as Page<StaffActivationRequest>;
    const listed = open.items.find((r) => r.id === id)!;
    expect(listed).toMatchObject({
      kind: 'more-tests',
      handled: false,
      current: { valid: 1, validFrom: '2026-03-01', validTo: '2026-06-30', testsLeft: 27 },
    });

    const handled = await post(staff, `/staff/activation-requests/${id}/handle`, {
      decision: 'grant',
      tests: 40,
      days: 30,
      note: 'Sėkmės!',
    }).expect(200);
    expect(handled.body).toMatchObject({
      handled: true,
      outcome: 'granted',
      grantedTests: 40,
      grantedUntil: '2026-07-30',
      handledBy: 'Mokyklos darbuotojas',
      current: { testsLeft: 67, validFrom: '2026-03-01', validTo: '2026-07-30' },
    });
    const check = await post(learner.token, '/ket/check', {}).expect(200);
    expect(check.body.timeLeft).toMatchObject({ kiekis: 67, nuo: '2026-03-01', iki: '2026-07-30' });
    // the learner sees the outcome on the landing
    expect(check.body.request).toMatchObject({
      id,
      outcome: 'granted',
      tests: 40,
      validTo: '2026-07-30',
      note: 'Sėkmės!',
    });

    const stillOpen = (await get(staff, '/staff/activation-requests?family=ket&pageSize=200').expect(200))
      .body;
    expect(stillOpen.items.map((r: StaffActivationRequest) => r.id)).not.toContain(id);
    const done = (await get(staff, '/staff/activation-requests?handled=true&pageSize=200').expect(200)).body;
    expect(done.items.find((r: StaffActivationRequest) => r.id === id)).toMatchObject({
      handledBy: 'Mokyklos darbuotojas',
      handledAt: expect.any(String),
    });
    // a second decision is refused
    expect(
      (
        await post(staff, `/staff/activation-requests/${id}/handle`, { decision: 'grant', tests: 1 }).expect(
          409,
        )
      ).body.code,
    ).toBe('already-handled');
  });

  it('an expired learner gets the days from today, and is active again', async () => {
    const learner = await ctx.activeLearner('ket', 3);
    await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .update(
        { accountId: learner.id, family: 'ket' },
        { status: -7, validFrom: '2025-01-01', validTo: '2025-12-31' },
      );
    const id = await requestMore(learner.token, 'ket', 'activation');
    const res = await post(staff, `/staff/activation-requests/${id}/handle`, {
      decision: 'grant',
      days: 30,
    }).expect(200);
    expect(res.body.current).toEqual({
      enrollmentId: expect.any(Number),
      valid: 1,
      validFrom: '2026-03-10',
      validTo: '2026-04-09',
      testsLeft: 3,
    });
  });

  it('a dismissal changes nothing but the request; bad decisions are 400', async () => {
    const learner = await ctx.activeLearner('ket', 8);
    const id = await requestMore(learner.token);
    for (const body of [
      {},
      { decision: 'grant' },
      { decision: 'grant', tests: 0, days: 0 },
      { decision: 'grant', tests: -1 },
      { decision: 'maybe' },
    ]) {
      const res = await post(staff, `/staff/activation-requests/${id}/handle`, body).expect(400);
      expect(res.body.fields.length).toBeGreaterThan(0);
    }
    const res = await post(staff, `/staff/activation-requests/${id}/handle`, {
      decision: 'dismiss',
      note: 'Ne dabar',
    }).expect(200);
    expect(res.body).toMatchObject({
      outcome: 'dismissed',
      current: { testsLeft: 8, validTo: '2026-06-30' },
    });
    expect((await post(learner.token, '/ket/check', {}).expect(200)).body.request).toMatchObject({
      outcome: 'dismissed',
      note: 'Ne dabar',
    });
    await post(staff, '/staff/activation-requests/999999/handle', { decision: 'dismiss' }).expect(404);
  });
});

describe('accounts', () => {
  it('search and paging: total, page 2; family status; the drawer', async () => {
    const tag = `pg${Math.random().toString(36).slice(2, 7)}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await ctx.newLearner(tag)).id);
    const page1 = (await get(staff, `/staff/accounts?q=${tag.toUpperCase()}&pageSize=2`).expect(200))
      .body as Page<StaffAccountSummary>;
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const page2 = (await get(staff, `/staff/accounts?q=${tag}&pageSize=2&page=2`).expect(200))
      .body as Page<StaffAccountSummary>;
    expect(page2.items.map((a) => a.id)).toEqual([ids[2], ids[1]]); // newest first
    const page3 = (await get(staff, `/staff/accounts?q=${tag}&pageSize=2&page=3`).expect(200)).body;
    expect(page3.items).toHaveLength(1);

    const active = (await get(staff, '/staff/accounts?family=hidro&status=active&pageSize=200').expect(200))
      .body;
    expect(active.items.map((a: StaffAccountSummary) => a.username)).toContain('learner-active');
    expect(
      active.items.every((a: StaffAccountSummary) =>
        a.families.some((f) => f.family === 'hidro' && f.valid === 1),
      ),
    ).toBe(true);
    // by registration e-mail, LIKE wildcards taken literally
    expect((await get(staff, '/staff/accounts?q=aiste@example').expect(200)).body.items[0].username).toBe(
      'learner-active',
    );
    expect((await get(staff, '/staff/accounts?q=%25%25').expect(200)).body.total).toBe(0);
    const staffOnly = (await get(staff, '/staff/accounts?role=staff').expect(200)).body.items;
    expect(staffOnly.every((a: StaffAccountSummary) => a.roles.includes('staff'))).toBe(true);

    const learner = await ctx.activeLearner('ket', 4);
    await requestMore(learner.token);
    const detail = (await get(staff, `/staff/accounts/${learner.id}`).expect(200)).body as StaffAccountDetail;
    expect(detail).toMatchObject({
      id: learner.id,
      families: [{ family: 'ket', valid: 1 }],
      enrollments: [{ family: 'ket', testsLeft: 4 }],
      requests: [{ kind: 'more-tests', handled: false }],
      attempts: [],
      questions: [],
      orders: [],
    });
    await get(staff, '/staff/accounts/999999').expect(404);
  });

  it('a temporary password is shown once and signs the learner in; the old one stops working', async () => {
    const learner = await ctx.newLearner('temp');
    const res = await post(staff, `/staff/accounts/${learner.id}/password-reset`, {
      mode: 'temporary',
    }).expect(200);
    expect(res.body).toEqual({
      mode: 'temporary',
      temporaryPassword: expect.stringMatching(/^[A-Za-z2-9]{12}$/),
    });
    await ctx.login(learner.username, res.body.temporaryPassword);
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: learner.username, password: 'learner-pass' })
      .expect(401);
    expect(JSON.stringify(await lastAudit())).not.toContain(res.body.temporaryPassword);
  });

  it('a reset link goes to the account e-mail; without one it is refused', async () => {
    const email = `linked-${Date.now()}@example.com`;
    const created = await post(staff, '/staff/accounts', {
      username: `linked-${Date.now()}`,
      password: 'first-password',
      name: 'Nuorodos Gavėja',
      email,
    }).expect(201);
    expect(
      (await post(staff, `/staff/accounts/${created.body.id}/password-reset`, { mode: 'link' }).expect(200))
        .body,
    ).toEqual({ mode: 'link', sentTo: email });
    await ctx.app.get(MailService).idle();
    const token = new URL((await smtp.next(email)).links[0]).searchParams.get('token')!;
    await ctx.http().post('/api/auth/reset').send({ token, password: 'second-password' }).expect(200);
    await ctx.login(created.body.username, 'second-password');

    const noEmail = await ctx.newLearner('noemail');
    expect(
      (await post(staff, `/staff/accounts/${noEmail.id}/password-reset`, { mode: 'link' }).expect(409)).body
        .code,
    ).toBe('no-email');
    expect(
      (await post(staff, `/staff/accounts/${noEmail.id}/password-reset`, { mode: 'sms' }).expect(400)).body
        .fields[0].field,
    ).toBe('mode');
    await post(staff, '/staff/accounts/999999/password-reset', { mode: 'temporary' }).expect(404);
  });

  it('the last enabled staff account keeps its role and cannot be disabled; two at once cannot both leave', async () => {
    expect(
      (await post(staff, `/staff/accounts/${staffId}/staff-role`, { staff: false }).expect(409)).body.code,
    ).toBe('last-staff');
    expect(
      (await post(staff, `/staff/accounts/${staffId}/disabled`, { disabled: true }).expect(409)).body.code,
    ).toBe('last-staff');

    const second = await ctx.newLearner('second-staff');
    await post(staff, `/staff/accounts/${second.id}/staff-role`, { staff: true }).expect(200);
    expect(
      (await ctx.dataSource.getRepository(AccountEntity).findOneByOrFail({ id: second.id })).roles,
    ).toEqual(['learner', 'staff']);
    const secondToken = await ctx.login(second.username, 'learner-pass');
    // each takes the other's role at the same moment: one wins, one is refused
    const results = await Promise.all([
      post(staff, `/staff/accounts/${second.id}/staff-role`, { staff: false }),
      post(secondToken, `/staff/accounts/${staffId}/staff-role`, { staff: false }),
    ]);
    // The loser is refused either by the rule (409) or, when the winner already committed, as no longer staff (403).
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const staffLeft = await ctx.dataSource.getRepository(AccountEntity).find();
    expect(staffLeft.filter((a) => a.roles.includes('staff') && !a.disabled)).toHaveLength(1);
    // put things back for the other tests
    const stillStaff = staffLeft.find((a) => a.roles.includes('staff'))!;
    if (stillStaff.id !== staffId) {
      const token = stillStaff.id === second.id ? secondToken : staff;
      await post(token, `/staff/accounts/${staffId}/staff-role`, { staff: true }).expect(200);
    }
  });
});

describe('audit trail', () => {
  it('staff browse and filter it; paged; bad filters are 400', async () => {
    const learner = await ctx.newLearner('audited');
    await post(staff, `/staff/accounts/${learner.id}/disabled`, { disabled: true }).expect(200);
    await post(staff, `/staff/accounts/${learner.id}/disabled`, { disabled: false }).expect(200);
    const mine = (await get(staff, `/staff/audit?target=account:${learner.id}`).expect(200))
      .body as Page<AuditEntry>;
    expect(mine.total).toBe(2);
    expect(mine.items.map((e) => e.action)).toEqual(['account.enable', 'account.disable']);
    expect(mine.items[1]).toMatchObject({
      actorId: staffId,
      actorName: 'Mokyklos darbuotojas',
      before: { disabled: false },
      after: { disabled: true },
      at: '2026-03-10T09:00:00.000Z',
    });
    expect(
      (await get(staff, '/staff/audit?action=account.disable&pageSize=1').expect(200)).body,
    ).toMatchObject({ pageSize: 1, items: [{ action: 'account.disable' }] });
    const group = (await get(staff, '/staff/audit?action=account.&pageSize=200').expect(200)).body
      .items as AuditEntry[];
    expect(group.every((e) => e.action.startsWith('account.'))).toBe(true);
    expect(
      (await get(staff, `/staff/audit?actor=${staffId}&target=account:`).expect(200)).body.total,
    ).toBeGreaterThan(1);
    expect((await get(staff, '/staff/audit?actor=darbuot').expect(200)).body.total).toBeGreaterThan(1);
    expect(
      (await get(staff, '/staff/audit?from=2026-03-10&to=2026-03-10').expect(200)).body.total,
    ).toBeGreaterThan(1);
    expect((await get(staff, '/staff/audit?from=2026-03-11').expect(200)).body.total).toBe(0);
    expect((await get(staff, '/staff/audit?to=2026-03-09').expect(200)).body.total).toBe(0);
    const page2 = (
      await get(staff, `/staff/audit?target=account:${learner.id}&pageSize=1&page=2`).expect(200)
    ).body;
    expect(page2).toMatchObject({ total: 2, page: 2, items: [{ action: 'account.disable' }] });
    for (const query of [
      'from=2026-02-30x',
      'to=03/10/2026',
      'page=0',
      'pageSize=500',
      'action=' + 'a'.repeat(61),
    ])
      expect((await get(staff, `/staff/audit?${query}`).expect(400)).body.fields.length).toBeGreaterThan(0);
  });
});

describe('paging of the older lists', () => {
  it('enrollments, requests and questions answer a Page with the total', async () => {
    for (const path of ['/staff/enrollments', '/staff/activation-requests', '/staff/questions']) {
      const all = (await get(staff, `${path}?pageSize=200`).expect(200)).body as Page<unknown>;
      expect(all).toMatchObject({ page: 1, pageSize: 200, total: expect.any(Number) });
      expect(all.items.length).toBe(Math.min(all.total, 200));
      if (all.total > 1) {
        const second = (await get(staff, `${path}?pageSize=1&page=2`).expect(200)).body as Page<unknown>;
        expect(second.items).toEqual([all.items[1]]);
      }
    }
    expect((await get(staff, '/staff/enrollments').expect(200)).body.pageSize).toBe(50);
  });
});
