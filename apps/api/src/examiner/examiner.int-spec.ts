import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  EndTestResponse,
  ExaminerExamRecord,
  ExaminerRosterEntry,
  ExaminerSubTopicMapping,
  Flag,
  Page,
  TestLoadResponse,
  TestQuestion,
} from '@portal/contracts';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { SwitchesService } from '../switches/switches.service';
import { randomUUID } from 'node:crypto';
import { attemptIdOf, createTestApp, TEST_DB, TEST_REDIS_URL, type TestContext } from '../../test/test-app';
import { ExaminerExamEntity } from './examiner-exam.entity';
import { EXAMINER_REFUSALS_PER_WINDOW } from './examiner-refusal-limit';

// Examiner mode (second spec sections 2–9; docs/api.md "Examiner"): training for anyone, exams for rostered
// candidates only, the server's clock, the key only after the end, staff's roster, mapping and records (audited).

let ctx: TestContext;
let staff: string;
const bearer = { type: 'bearer' as const };
const start = (body: object) => ctx.http().post('/api/examiner/tests').send(body);
const training = (sub = 'A1', tema = 3) => ({ tema, sub, egzamin: false });
const exam = (regnr: string, gdata: string, sub = 'B', language = 'lt') => ({
  tema: 1,
  sub,
  egzamin: true,
  person: { regnr, gdata },
  language,
});
const addToRoster = (body: object) =>
  ctx.http().post('/api/staff/examiner/roster').auth(staff, bearer).send(body);
const auditRows = (action: string) => ctx.dataSource.getRepository(AuditEntryEntity).countBy({ action });

/** The body must not carry the key: no `correct`/`ats` field anywhere, the questions' JSON text included. */
function expectNoKey(body: unknown): void {
  const { questions, ...rest } = body as { questions?: string };
  const text = JSON.stringify({ ...rest, questions: questions ? JSON.parse(questions) : null });
  expect(text).not.toMatch(/"(ats|correct|key)"\s*:/);
  if (questions)
    for (const q of JSON.parse(questions) as TestQuestion[])
      expect(q.checkai.every((f) => f === '0')).toBe(true);
}

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await ctx.staffToken();
  await ctx.seed.seedBankFile('ket');
  await ctx.seed.seedBankFile('kodas');
  await ctx.seed.seedBankFile('tractor');
  expect(await ctx.seed.seedBankFile('examiner')).toBe(true);
});
afterAll(() => ctx?.close());

describe('status: the server check (examiner-server switch and the examiner family)', () => {
  it('is on by default; off when the switch is off, and then a start is refused', async () => {
    expect((await ctx.http().get('/api/examiner/status').expect(200)).body).toEqual({ server: true });
    const switches = ctx.app.get(SwitchesService);
    await switches.set('examiner-server', false, SYSTEM_ACTOR);
    try {
      expect((await ctx.http().get('/api/examiner/status').expect(200)).body).toEqual({ server: false });
      const refused = await start(training()).expect(503);
      expect(refused.body.code).toBe('examiner-off');
    } finally {
      await switches.set('examiner-server', true, SYSTEM_ACTOR);
    }
    await switches.set('examiner', false, SYSTEM_ACTOR);
    try {
      expect((await ctx.http().get('/api/examiner/status').expect(200)).body).toEqual({ server: false });
    } finally {
      await switches.set('examiner', true, SYSTEM_ACTOR);
    }
  });
});

describe('training: no roster, 30 questions, key only after the end', () => {
  it('runs from start to end without any roster entry; resume with its token', async () => {
    const res = await start(training('A1')).expect(200);
    const body = res.body as TestLoadResponse;
    expectNoKey(body);
    const questions = JSON.parse(body.questions) as TestQuestion[];
    expect(questions).toHaveLength(30); // second spec section 9: main examiner test 30
    expect(body).toMatchObject({
      status: 'NEW',
      time: 1800,
      policy: { family: 'examiner', answerMode: 'multi' },
    });
    expect(questions.every((q) => q.checkai.every((f) => f === '0'))).toBe(true);

    // resume by the token this browser kept: the same questions, 'RESUMED', time from the server's deadline
    ctx.clock.advance(60_000);
    const resumed = (await start({ ...training('A1'), resume: body.jwt }).expect(200))
      .body as TestLoadResponse;
    expect(resumed.status).toBe('RESUMED');
    expect(resumed.time).toBe(1740);
    expect(resumed.jwt).toBe(body.jwt);

    const ticks: Flag[][] = questions.map((q) => q.checkai.map((_, i): Flag => (i === 0 ? '1' : '0')));
    const saved = await ctx
      .http()
      .post('/api/examiner/tests/save')
      .send({ ch: ticks, test: body.jwt })
      .expect(200);
    expectNoKey(saved.body);

    // the token is signed, not stored (issue 23): the table grants no access
    const stored = await ctx.dataSource.getRepository(ExaminerExamEntity).findOneBy({ token: body.jwt });
    expect(stored).toBeNull();

    // a right answer to every question: pass at 80 % (second spec section 5)
    const row = await ctx.dataSource
      .getRepository(ExaminerExamEntity)
      .findOneByOrFail({ id: attemptIdOf(body.jwt) });
    const key = row.questions.map((q) => q.answers.map((_, i): Flag => (q.correct.includes(i) ? '1' : '0')));
    const end = (
      await ctx.http().post('/api/examiner/tests/end').send({ ch: key, test: body.jwt }).expect(200)
    ).body as EndTestResponse;
    expect(end.atsakymai.map((a) => a.ats)).toEqual(key);
    expect(end.result).toMatchObject({ correct: 30, total: 30, percent: 100, passed: true });
    // ending is idempotent; saving after the end is refused
    await ctx.http().post('/api/examiner/tests/end').send({ ch: ticks, test: body.jwt }).expect(200);
    const late = await ctx
      .http()
      .post('/api/examiner/tests/save')
      .send({ ch: ticks, test: body.jwt })
      .expect(409);
    expect(late.body.code).toBe('test-ended');
  });

  it('topic 1 draws from the KET bank, topic 2 from the Code 95 bank (weight 2 kept for the +2 badge)', async () => {
    const ket = JSON.parse((await start(training('B', 1)).expect(200)).body.questions) as TestQuestion[];
    expect(ket).toHaveLength(30);
    const kodas = JSON.parse(
      (await start(training('260104108', 2)).expect(200)).body.questions,
    ) as TestQuestion[];
    expect(kodas.some((q) => q.svoris === 2)).toBe(true);
  });

  it('sub-topic T draws from the tractor bank, not the car questions (issue 25, item 14)', async () => {
    const bank = JSON.parse(readFileSync(join(__dirname, '../seed/banks/tractor.json'), 'utf8')) as {
      questions: { text: { lt: string } }[];
    };
    const tractorTexts = new Set(bank.questions.map((q) => q.text.lt));
    const drawn = JSON.parse((await start(training('T', 1)).expect(200)).body.questions) as TestQuestion[];
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter((q) => !tractorTexts.has(q.klausimas))).toEqual([]);
  });

  it('bad input is 400 naming the field, never 500', async () => {
    const wrongSub = await start({ tema: 1, sub: 'A1', egzamin: false }).expect(400);
    expect(wrongSub.body.fields.map((f: { field: string }) => f.field)).toContain('sub');
    const noPerson = await start({ tema: 1, sub: 'B', egzamin: true }).expect(400);
    expect(noPerson.body.fields.map((f: { field: string }) => f.field)).toContain('person');
    const badDate = await start(exam('AB1', '1990-13-01')).expect(400);
    expect(badDate.body.fields.map((f: { field: string }) => f.field)).toContain('person.gdata');
    await start({ tema: 9, sub: 'B', egzamin: false }).expect(400);
    // A token that names no test: 403 invalid-test-token, as for every kind of test (issue 23).
    for (const path of ['save', 'end']) {
      const bad = await ctx
        .http()
        .post(`/api/examiner/tests/${path}`)
        .send({ ch: [], test: 'nope' })
        .expect(403);
      expect(bad.body.code).toBe('invalid-test-token');
    }
  });
});

describe('exam: only rostered candidates, within their window (the roster rule)', () => {
  const now = Date.parse('2026-03-10T09:00:00Z');
  let entry: ExaminerRosterEntry;

  beforeAll(async () => {
    ctx.clock.set(now);
    entry = (
      await addToRoster({
        regnr: ' lt-100 ',
        gdata: '1990-05-01',
        sub: 'B',
        from: '2026-03-10T08:00:00Z',
        to: '2026-03-10T12:00:00Z',
      }).expect(201)
    ).body as ExaminerRosterEntry;
    await addToRoster({
      regnr: 'LT-200',
      gdata: '1985-01-02',
      sub: 'B',
      from: '2026-03-11T08:00:00Z',
      to: '2026-03-11T12:00:00Z',
    }).expect(201);
  });

  it('refuses a candidate who is not on the roster, in the candidate’s language', async () => {
    const lt = await start(exam('NOPE-1', '1990-05-01')).expect(403);
    expect(lt.body).toMatchObject({ code: 'not-rostered', message: expect.stringMatching(/sąraše/) });
    const ru = await start(exam('NOPE-1', '1990-05-01', 'B', 'ru')).expect(403);
    expect(ru.body.message).toMatch(/списке/);
    const en = await start(exam('NOPE-1', '1990-05-01', 'B', 'en')).expect(403);
    expect(en.body.message).toMatch(/not on the candidates/);
  });

  it('refuses a wrong birth date and another sub-topic with the same answer (nothing leaks)', async () => {
    const wrongDate = await start(exam('LT-100', '1990-05-02')).expect(403);
    expect(wrongDate.body.code).toBe('not-rostered');
    const otherSub = await start(exam('LT-100', '1990-05-01', 'C')).expect(403);
    expect(otherSub.body.code).toBe('not-rostered');
  });

  it('refuses outside the time window', async () => {
    const early = await start(exam('LT-200', '1985-01-02')).expect(403);
    expect(early.body).toMatchObject({ code: 'outside-window', message: expect.stringMatching(/laikas/) });
  });

  it('admits the rostered candidate; a second start resumes the one running exam; then never again', async () => {
    const first = (await start(exam('lt-100', '1990-05-01')).expect(200)).body as TestLoadResponse;
    expect(first.status).toBe('NEW');
    expectNoKey(first);
    ctx.clock.advance(120_000);
    const again = (await start(exam('LT-100', '1990-05-01')).expect(200)).body as TestLoadResponse;
    expect(again).toMatchObject({ status: 'RESUMED', jwt: first.jwt, time: 1680 });

    const questions = JSON.parse(first.questions) as TestQuestion[];
    const blank = questions.map((q) => q.checkai);
    const end = (
      await ctx.http().post('/api/examiner/tests/end').send({ ch: blank, test: first.jwt }).expect(200)
    ).body as EndTestResponse;
    expect(end.result).toMatchObject({ correct: 0, passed: false });
    const taken = await start(exam('LT-100', '1990-05-01')).expect(409);
    expect(taken.body.code).toBe('exam-taken');

    // staff see the record: candidate, sub-topic, questions, ticks, key, score, verdict, times
    const list = (
      await ctx.http().get('/api/staff/examiner/exams?egzamin=true').auth(staff, bearer).expect(200)
    ).body as Page<{ id: number; regnr: string }>;
    const summary = list.items.find((e) => e.regnr === 'LT-100')!;
    const record = (
      await ctx.http().get(`/api/staff/examiner/exams/${summary.id}`).auth(staff, bearer).expect(200)
    ).body as ExaminerExamRecord;
    expect(record).toMatchObject({
      egzamin: true,
      regnr: 'LT-100',
      gdata: '1990-05-01',
      sub: 'B',
      rosterId: entry.id,
      correct: 0,
      total: 30,
      passed: false,
      finishedAt: expect.any(Number),
    });
    expect(record.questions).toHaveLength(30);
    expect(record.questions[0]).toMatchObject({ ticks: blank[0], key: end.atsakymai[0].ats, correct: false });
  });

  it('the server owns the clock: after the deadline and grace, saves are refused', async () => {
    const row = await addToRoster({
      regnr: 'LT-300',
      gdata: '1970-07-07',
      sub: 'B',
      from: '2026-03-10T08:00:00Z',
      to: '2026-03-10T23:00:00Z',
    }).expect(201);
    expect(row.body.regnr).toBe('LT-300');
    const test = (await start(exam('LT-300', '1970-07-07')).expect(200)).body as TestLoadResponse;
    const questions = JSON.parse(test.questions) as TestQuestion[];
    ctx.clock.advance(1800_000 + ctx.config.graceSeconds * 1000 + 1000);
    const late = await ctx
      .http()
      .post('/api/examiner/tests/save')
      .send({ ch: questions.map((q) => q.checkai), test: test.jwt })
      .expect(409);
    expect(late.body.code).toBe('deadline-passed');
  });
});

describe('staff: roster, sub-topic mapping, records (403 for learners, audited)', () => {
  it('learners and visitors cannot reach the staff routes', async () => {
    const learner = await ctx.newLearner();
    await ctx.http().get('/api/staff/examiner/roster').auth(learner.token, bearer).expect(403);
    await ctx.http().get('/api/staff/examiner/exams').auth(learner.token, bearer).expect(403);
    await ctx.http().get('/api/staff/examiner/roster').expect(401);
  });

  it('lists the roster paged; adds and removes entries, one audit row each; bad input is 400', async () => {
    const added = await auditRows('examiner.roster.add');
    const created = (
      await addToRoster({
        regnr: 'PAGE-1',
        gdata: '2000-01-01',
        sub: 'A1',
        from: '2026-04-01T08:00:00Z',
        to: '2026-04-01T10:00:00Z',
      }).expect(201)
    ).body as ExaminerRosterEntry;
    expect(await auditRows('examiner.roster.add')).toBe(added + 1);
    const page = (
      await ctx.http().get('/api/staff/examiner/roster?page=1&pageSize=2').auth(staff, bearer).expect(200)
    ).body as Page<ExaminerRosterEntry>;
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);

    const removed = await auditRows('examiner.roster.remove');
    await ctx.http().delete(`/api/staff/examiner/roster/${created.id}`).auth(staff, bearer).expect(204);
    expect(await auditRows('examiner.roster.remove')).toBe(removed + 1);
    await ctx.http().delete(`/api/staff/examiner/roster/${created.id}`).auth(staff, bearer).expect(404);

    const bad = await addToRoster({
      regnr: '',
      gdata: '2000-02-30',
      sub: 'X',
      from: 'soon',
      to: 'later',
    }).expect(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(
      ['from', 'gdata', 'regnr', 'sub', 'to'].sort(),
    );
    const backwards = await addToRoster({
      regnr: 'X1',
      gdata: '2000-01-01',
      sub: 'B',
      from: '2026-04-01T10:00:00Z',
      to: '2026-04-01T08:00:00Z',
    }).expect(400);
    expect(backwards.body.fields[0].field).toBe('to');
    expect(await auditRows('examiner.roster.add')).toBe(added + 1);
  });

  it('edits the sub-topic → category mapping (audited); the draw follows it', async () => {
    const list = (await ctx.http().get('/api/staff/examiner/sub-topics').auth(staff, bearer).expect(200))
      .body as ExaminerSubTopicMapping[];
    expect(list.map((m) => m.sub)).toEqual([
      'B',
      'C',
      'CE',
      'D',
      'T',
      'A/A1/A2',
      '260104108',
      '260104107',
      '265104112',
      '265104108',
      'A1',
      'A2',
      'A3',
      'A4',
      'M1',
      'M2',
    ]);
    const before = await auditRows('examiner.sub-topic.set');
    const set = await ctx
      .http()
      .put('/api/staff/examiner/sub-topics')
      .auth(staff, bearer)
      .send({ sub: 'T', categories: [{ family: 'examiner', value: 'A3' }] })
      .expect(200);
    expect(set.body).toMatchObject({
      sub: 'T',
      custom: true,
      categories: [{ family: 'examiner', value: 'A3' }],
    });
    expect(await auditRows('examiner.sub-topic.set')).toBe(before + 1);
    const test = (await start(training('T', 1)).expect(200)).body as TestLoadResponse;
    const row = await ctx.dataSource
      .getRepository(ExaminerExamEntity)
      .findOneByOrFail({ id: attemptIdOf(test.jwt) });
    expect(row.questions.every((q) => q.family === 'examiner')).toBe(true);

    const unknown = await ctx
      .http()
      .put('/api/staff/examiner/sub-topics')
      .auth(staff, bearer)
      .send({ sub: 'T', categories: [{ family: 'ket', value: 'ZZ' }] })
      .expect(400);
    expect(unknown.body.fields[0].field).toBe('categories[0].value');
    expect(await auditRows('examiner.sub-topic.set')).toBe(before + 1);
  });

  it('a running exam has no record yet (the key stays on the server until the end)', async () => {
    const running = (await start(training('A2')).expect(200)).body as TestLoadResponse;
    const row = await ctx.dataSource
      .getRepository(ExaminerExamEntity)
      .findOneByOrFail({ id: attemptIdOf(running.jwt) });
    const res = await ctx.http().get(`/api/staff/examiner/exams/${row.id}`).auth(staff, bearer).expect(409);
    expect(res.body.code).toBe('test-running');
  });
});

// Last: it uses up this address's refusals.
describe('guessing is slowed down: refused exam starts are limited', () => {
  it('after 10 refusals for one registration number, exam starts are 429 rate-limited', async () => {
    for (let i = 0; i < EXAMINER_REFUSALS_PER_WINDOW; i++)
      await start(exam('GUESS-1', `1990-01-${String(i + 1).padStart(2, '0')}`)).expect(403);
    const limited = await start(exam('GUESS-1', '1990-02-01', 'B', 'en')).expect(429);
    expect(limited.body.code).toBe('rate-limited');
    // training is not limited
    await start(training('A1')).expect(200);
  });
});

// Issue 23: the limit took its count after the roster was asked, so 60 parallel guesses on MariaDB were all asked
// and the right birth date got in. Each guess now takes its point first (Redis with the MySQL suite).
describe('parallel guesses of a birth date', () => {
  it('60 at once: at most the limit are asked, the rest are 429', async () => {
    const env: Record<string, string> =
      TEST_DB === 'mysql'
        ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `portal-test:${randomUUID()}:` }
        : {};
    const own = await createTestApp(env);
    try {
      await own.seed.seedBankFile('ket');
      expect(await own.seed.seedBankFile('examiner')).toBe(true);
      const token = await own.staffToken();
      const now = own.clock.now();
      await own
        .http()
        .post('/api/staff/examiner/roster')
        .auth(token, bearer)
        .send({
          regnr: 'PAR-1',
          gdata: '1990-03-30',
          sub: 'B',
          from: new Date(now - 3600_000).toISOString(),
          to: new Date(now + 3600_000).toISOString(),
        })
        .expect(201);
      // The right date last: sent last, it is asked only if the wrong ones did not use up the limit first.
      const dates = Array.from({ length: 60 }, (_, i) =>
        i === 59
          ? '1990-03-30'
          : `1990-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      );
      const answers = await Promise.all(
        dates.map((gdata) => own.http().post('/api/examiner/tests').send(exam('PAR-1', gdata))),
      );
      const statuses = answers.map((a) => a.status);
      const asked = statuses.filter((s) => s !== 429);
      expect(asked.length).toBeLessThanOrEqual(EXAMINER_REFUSALS_PER_WINDOW);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
        60 - EXAMINER_REFUSALS_PER_WINDOW,
      );
      expect(asked.every((s) => s === 403 || s === 200)).toBe(true);
    } finally {
      await own.close();
    }
  });
});
