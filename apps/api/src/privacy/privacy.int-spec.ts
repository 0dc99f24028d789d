import type { EntityManager } from 'typeorm';
import { createTestApp, TEST_DB, type TestContext } from '../../test/test-app';
import { AccountEntity } from '../accounts/account.entity';
import { AuditService } from '../audit/audit.service';
import { EmailTokenEntity } from '../auth/email-token.entity';
import { ContestEntryEntity } from '../competition/contest-entry.entity';
import { personKey } from '../competition/competition-person';
import { ActivationRequestEntity } from '../enrollment/activation-request.entity';
import { AttemptAnswerEntity } from '../exam/attempt-answer.entity';
import { AttemptEntity } from '../exam/attempt.entity';
import { LearnerQuestionEntity } from '../exam/learner-question.entity';
import { MemoryService } from '../learning/memory.service';
import { PaymentLedgerEntity } from '../payments/payment-ledger.entity';
import { PracticeSessionEntity } from '../learning/practice-session.entity';
import { PaymentOrderEntity } from '../payments/payment-order.entity';
import { NOT_PERSONAL, PERSONAL_DATA } from './personal-data';
import { PrivacyService } from './privacy.service';

// One person's data in every table that can hold it; the export holds all of it; after the grace period the
// erasure leaves no row anywhere in the database that names or contacts them (every text column of every table is
// read); kept records are purged when their retention ends. Another learner's data is untouched throughout.

const PERSON = {
  vardas: 'Agnė',
  pavarde: 'Privatytė',
  gdata: '2001-02-03',
  telefonas: '+370 611 98765',
  email: 'agne.privatyte@example.lt',
};
const SOCIAL_ID = 'google-sub-5550001112223';
const DAY = 86_400_000;

/** The person's identifiers as they may appear (also without diacritics and case, as the contest key keeps them). */
function needles(username: string): string[] {
  return [
    `${PERSON.vardas} ${PERSON.pavarde}`,
    PERSON.pavarde,
    PERSON.gdata,
    PERSON.telefonas,
    PERSON.telefonas.replace(/\s/g, ''),
    PERSON.email,
    username,
    SOCIAL_ID,
  ].map(fold);
}
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

async function tableNames(ctx: TestContext): Promise<string[]> {
  const rows = (await ctx.dataSource.query(
    TEST_DB === 'sqlite'
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
      : 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
  )) as { name: string }[];
  return rows.map((r) => r.name).sort();
}

/** Every row of every table whose any value mentions the person: `table: column = value`. */
async function mentions(ctx: TestContext, username: string): Promise<string[]> {
  const found: string[] = [];
  const wanted = needles(username);
  for (const table of await tableNames(ctx)) {
    const rows = (await ctx.dataSource.query(`SELECT * FROM ${table}`)) as Record<string, unknown>[];
    for (const row of rows)
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = fold(Buffer.isBuffer(value) ? value.toString('utf8') : String(value));
        if (wanted.some((needle) => text.includes(needle)))
          found.push(`${table}.${column} = ${String(value)}`);
      }
  }
  return found;
}

async function seedPerson(ctx: TestContext): Promise<{ token: string; id: number; username: string }> {
  const learner = await ctx.newLearner('privacy');
  const { id } = learner;
  await ctx.dataSource.getRepository(AccountEntity).update(id, {
    name: `${PERSON.vardas} ${PERSON.pavarde}`,
    email: PERSON.email,
    photoUrl: `https://photos.example/${SOCIAL_ID}.jpg`,
  });
  await ctx
    .http()
    .post('/api/ket/register')
    .auth(learner.token, { type: 'bearer' })
    .send({ ...PERSON, filialas: 6, agree: true })
    .expect(200);
  const staff = await ctx.staffToken();
  const pending = await ctx
    .http()
    .get('/api/staff/enrollments?family=ket&status=pending')
    .auth(staff, { type: 'bearer' })
    .expect(200);
  const enrollment = (pending.body as { items: { id: number; accountId: number }[] }).items.find(
    (e) => e.accountId === id,
  )!;
  // Audited by staff with the enrolment's state (the person's name and contact).
  await ctx
    .http()
    .post(`/api/staff/enrollments/${enrollment.id}/activate`)
    .auth(staff, { type: 'bearer' })
    .send({ validFrom: '2026-03-01', validTo: '2026-06-30', tests: 5 })
    .expect(200);
  const now = ctx.clock.now();
  await ctx.dataSource.transaction(async (m: EntityManager) => {
    await m.getRepository(ActivationRequestEntity).insert({
      accountId: id,
      family: 'ket',
      kind: 'more-tests',
      text: `Prašau daugiau testų. ${PERSON.vardas} ${PERSON.pavarde}, ${PERSON.telefonas}`,
      handled: false,
      createdAt: now,
    });
    const attempt = await m.getRepository(AttemptEntity).insert({
      accountId: id,
      family: 'ket',
      category: 'A',
      language: 'lt',
      questionIds: [1],
      answers: [['1', '0']],
      startedAt: now - 3600_000,
      deadlineAt: now - 1800_000,
      finishedAt: now - 2000_000,
      openKey: null,
      correct: 1,
      total: 1,
      percent: 100,
      points: 0,
      passed: true,
      statisticsRecorded: true,
      result: null,
    });
    const attemptId = Number(attempt.identifiers[0].id);
    await m.getRepository(AttemptAnswerEntity).insert({
      attemptId,
      position: 0,
      questionId: 1,
      family: 'ket',
      ticks: '10',
      isRight: true,
      finishedAt: now - 2000_000,
    });
    await m.getRepository(LearnerQuestionEntity).insert({
      attemptId,
      accountId: id,
      family: 'ket',
      questionId: 1,
      text: `Kodėl? Parašykite man: ${PERSON.email}`,
      reply: `Gerbiama ${PERSON.vardas} ${PERSON.pavarde}, todėl.`,
      createdAt: now,
      repliedAt: now,
      readAt: null,
    });
    const order = await m.getRepository(PaymentOrderEntity).insert({
      accountId: id,
      family: 'ket',
      duration: '7d',
      amountCents: 900,
      currency: 'EUR',
      days: 7,
      tests: 10,
      state: 'paid',
      test: true,
      createdAt: now,
      updatedAt: now,
      paidAt: now,
      validToBefore: null,
      validToAfter: '2026-03-17',
      reviewReason: null,
      providerRef: null,
      refundReason: null,
      refundedAt: null,
    });
    await m.getRepository(PaymentLedgerEntity).insert({
      orderId: Number(order.identifiers[0].id),
      kind: 'payment',
      accountId: id,
      family: 'ket',
      amountCents: 900,
      currency: 'EUR',
      days: 7,
      tests: 10,
      validToBefore: null,
      validToAfter: '2026-03-17',
      at: now,
    });
    // An open practice session (issue 26): the learner's own, erased with them.
    await m.getRepository(PracticeSessionEntity).insert({
      accountId: id,
      family: 'ket',
      category: 'B',
      source: 'unseen',
      topics: [],
      language: 'lt',
      questionIds: [],
      answers: [],
      verdicts: [],
      startedAt: now,
      deadlineAt: now + 86400_000,
      finishedAt: null,
      openKey: `practice:${id}:ket`,
    });
    await m.getRepository(EmailTokenEntity).insert({
      kind: 'reset',
      tokenHash: 'a'.repeat(64),
      email: PERSON.email,
      accountId: id,
      name: `${PERSON.vardas} ${PERSON.pavarde}`,
      passwordHash: null,
      language: 'lt',
      expiresAt: now + 3600_000,
      usedAt: null,
      createdAt: now,
    });
    const person = { name: `${PERSON.vardas} ${PERSON.pavarde}`, gdata: PERSON.gdata };
    const entry = await m.getRepository(ContestEntryEntity).insert({
      contestId: 1,
      difficulty: 'ordinary',
      name: `${PERSON.vardas} ${PERSON.pavarde}`,
      gdata: PERSON.gdata,
      personKey: personKey(person as never),
      countedKey: null,
      tokenHash: 'b'.repeat(64),
      language: 'lt',
      questionIds: [],
      answers: [],
      startedAt: now,
      deadlineAt: now + 60_000,
      finishedAt: null,
      correct: null,
      total: 0,
      durationMs: null,
      hidden: false,
      disqualified: false,
    } as never);
    // A staff member's change to the contest entry, recorded with its state.
    await ctx.app.get(AuditService).record(
      { id: null, name: 'staff' },
      {
        action: 'contest.entry.hide',
        target: `contest-entry:${Number(entry.identifiers[0].id)}`,
        before: { name: person.name, gdata: PERSON.gdata },
      },
      m,
    );
  });
  // Learning: an answer of a practice (review row and card) and the plan's settings.
  await ctx.app
    .get(MemoryService)
    .record(id, 'ket', [
      { questionId: 1, correct: true, answeredAt: now - 1000_000, source: 'practice', sessionId: null },
    ]);
  await ctx
    .http()
    .put('/api/ket/learning/settings')
    .auth(learner.token, { type: 'bearer' })
    .send({ examDate: null, dailyCap: 30 })
    .expect(200);
  // The Learn card's read keeps the learner's readiness (staff's list of ready learners, issue 27).
  await ctx.http().get('/api/ket/learning').auth(learner.token, { type: 'bearer' }).expect(200);
  // A social sign-in id on the account (the same person signing in with Google).
  await ctx.dataSource.getRepository(AccountEntity).update(id, { providerId: SOCIAL_ID });
  return learner;
}

describe('a learner’s data: export and erasure', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('every table is either personal (exported and erased) or said to hold nobody’s data', async () => {
    const listed = [...Object.keys(PERSONAL_DATA), ...Object.keys(NOT_PERSONAL)].sort();
    expect(listed).toEqual(await tableNames(ctx));
  });

  it('exports everything, erases after the grace period (signing in cancels), then purges kept records', async () => {
    const other = await ctx.activeLearner('ket');
    await ctx.app
      .get(MemoryService)
      .record(other.id, 'ket', [
        { questionId: 1, correct: false, answeredAt: ctx.clock.now(), source: 'practice', sessionId: null },
      ]);
    await ctx.http().get('/api/ket/learning').auth(other.token, { type: 'bearer' }).expect(200);
    const person = await seedPerson(ctx);
    const before = await mentions(ctx, person.username);
    const tablesBefore = new Set(before.map((m) => m.split('.')[0]));
    // Every personal table holds the person's data now (the scan is able to find it).
    for (const table of [
      'accounts',
      'enrollments',
      'activation_requests',
      'learner_questions',
      'email_tokens',
      'contest_entries',
      'audit_entries',
    ])
      expect(tablesBefore).toContain(table);

    const started = Date.now();
    const json = await ctx
      .http()
      .get('/api/me/data?format=json')
      .auth(person.token, { type: 'bearer' })
      .expect(200);
    const exportMs = Date.now() - started;
    expect(exportMs).toBeLessThan(10_000);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="my-data-.*\.json"/);
    const data = JSON.parse(json.text) as { sections: Record<string, Record<string, unknown>[]> };
    for (const section of Object.values(PERSONAL_DATA).map((t) => t.section))
      if (section !== 'erasure requests') expect(data.sections[section]?.length).toBeGreaterThan(0);
    const exported = fold(json.text);
    for (const needle of needles(person.username).filter(
      (n) => n !== fold(PERSON.telefonas.replace(/\s/g, '')),
    ))
      expect(exported).toContain(needle);
    expect(json.text).not.toContain('passwordHash');
    expect(json.text).not.toContain('b'.repeat(64));
    // Only theirs: nothing of the other learner.
    expect(json.text).not.toContain(other.username);

    const html = await ctx
      .http()
      .get('/api/me/data?format=html')
      .auth(person.token, { type: 'bearer' })
      .expect(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.text).toContain(`${PERSON.vardas} ${PERSON.pavarde}`);
    expect(html.text).toContain('<h2>attempts (1)</h2>');
    await ctx.http().get('/api/me/data?format=xml').auth(person.token, { type: 'bearer' }).expect(400);
    await ctx.http().get('/api/me/data').expect(401);
    await ctx.http().get('/api/staff/erasure-requests').auth(other.token, { type: 'bearer' }).expect(403);

    // Asked for; signing in within the grace period cancels it.
    const asked = await ctx.http().post('/api/me/erasure').auth(person.token, { type: 'bearer' }).expect(200);
    expect((asked.body as { request: { state: string; dueAt: string } }).request).toMatchObject({
      state: 'pending',
      dueAt: new Date(ctx.clock.now() + 7 * DAY).toISOString(),
    });
    const token = await ctx.login(person.username, 'learner-pass');
    expect((await ctx.http().get('/api/me/erasure').auth(token, { type: 'bearer' })).body).toEqual({
      request: null,
    });

    // Asked again, cancelled by the learner, asked again and left to its end.
    await ctx.http().post('/api/me/erasure').auth(token, { type: 'bearer' }).expect(200);
    expect(
      (await ctx.http().delete('/api/me/erasure').auth(token, { type: 'bearer' }).expect(200)).body,
    ).toEqual({
      cancelled: true,
    });
    await ctx.http().post('/api/me/erasure').auth(token, { type: 'bearer' }).expect(200);
    const privacy = ctx.app.get(PrivacyService);
    ctx.clock.advance(7 * DAY - 1000);
    expect(await privacy.runDue()).toEqual({ erased: 0, purged: 0 });
    ctx.clock.advance(2000);
    expect(await privacy.runDue()).toEqual({ erased: 1, purged: 0 });

    expect(await mentions(ctx, person.username)).toEqual([]);
    // The learning record goes; the other learner's stays.
    for (const table of ['learning_reviews', 'learning_cards', 'learning_settings', 'learning_readiness']) {
      const count = async (accountId: number) =>
        Number(
          (
            (await ctx.dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`, [
              accountId,
            ])) as { n: number | string }[]
          )[0].n,
        );
      expect(await count(person.id)).toBe(0);
      expect(await count(other.id)).toBe(1);
    }
    // Records the school keeps: the exam record and the payment, without the person.
    expect(await ctx.dataSource.getRepository(AttemptEntity).countBy({ accountId: person.id })).toBe(1);
    expect(await ctx.dataSource.getRepository(PaymentOrderEntity).countBy({ accountId: person.id })).toBe(1);
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: person.username, password: 'learner-pass' })
      .expect(401);
    // The other learner is untouched.
    expect(await ctx.dataSource.getRepository(AccountEntity).findOneBy({ id: other.id })).toMatchObject({
      username: other.username,
    });

    const staff = await ctx.staffToken();
    const list = await ctx
      .http()
      .get('/api/staff/erasure-requests')
      .auth(staff, { type: 'bearer' })
      .expect(200);
    expect(
      (list.body as { items: { accountId: number; state: string }[] }).items.map((r) => r.state),
    ).toEqual(['erased', 'cancelled', 'cancelled']);

    // A year on the exam record goes; ten years on the payment too, and the account with them.
    ctx.clock.advance(366 * DAY);
    expect(await privacy.runDue()).toEqual({ erased: 0, purged: 0 });
    expect(await ctx.dataSource.getRepository(AttemptEntity).countBy({ accountId: person.id })).toBe(0);
    expect(await ctx.dataSource.getRepository(AttemptAnswerEntity).count()).toBe(0);
    ctx.clock.advance(3650 * DAY);
    expect(await privacy.runDue()).toEqual({ erased: 0, purged: 1 });
    expect(await ctx.dataSource.getRepository(AccountEntity).existsBy({ id: person.id })).toBe(false);
    expect(await ctx.dataSource.getRepository(PaymentLedgerEntity).countBy({ accountId: person.id })).toBe(0);

    const audit = (await ctx.dataSource.query(
      `SELECT action FROM audit_entries WHERE target = 'account:${person.id}' ORDER BY id`,
    )) as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'privacy.export',
        'privacy.erasure.request',
        'privacy.erasure.cancel',
        'privacy.erasure.done',
        'privacy.purge',
        'privacy.purge.done',
      ]),
    );
    expect(await mentions(ctx, person.username)).toEqual([]);
    console.log(`personal data export: ${exportMs} ms`);
  });
});
