import {
  HARDEST_MIN_ATTEMPTS,
  HARDEST_MIN_LEARNERS,
  type HardestQuestion,
  type TestQuestion,
  type TopicRates,
} from '@portal/contracts';
import { ContestEntity } from '../src/competition/contest.entity';
import { AnswerRowsRecorder } from '../src/exam/answer-rows-recorder';
import { QuestionEntity } from '../src/exam/question.entity';
import { HARDEST_TTL_MS } from '../src/learning/hardest.service';
import { type AnswerRecord, MemoryService } from '../src/learning/memory.service';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// Issue 27 items 4 and 5 on SQLite and MariaDB: the public hardest questions (the privacy floor of 30 answers by 20
// different learners, just under and over; the per-question counts moved by each recorded answer, never a scan;
// languages and their fallback; no sign-in; retired and open-contest questions left out; the family switch), and
// the staff's per-topic rates over time.

const bearer = { type: 'bearer' as const };
let ctx: TestContext;
let memory: MemoryService;
let ids: number[];
/** Learner account ids for the population (no account rows are needed by the recording: its own tables only). */
const LEARNER = (n: number) => 800_000 + n;

beforeAll(async () => {
  ctx = await createTestApp();
  const bank = fixtureBank('ket', { categories: { A: 40 } });
  // The first question: explained (Polish left out), and no Polish text either: both fall back to Lithuanian.
  bank.questions[0].explanation = {
    lt: 'Paaiškinimas',
    ru: 'Объяснение',
    en: 'Explanation',
    uk: 'Пояснення',
    pl: '',
  };
  bank.questions[0].text.pl = '';
  bank.questions.forEach((q, i) => (q.topic = i < 20 ? 'risks' : 'conduct'));
  await ctx.seed.seedBank(bank);
  memory = ctx.app.get(MemoryService);
  ids = (await ctx.dataSource.getRepository(QuestionEntity).find({ order: { id: 'ASC' } })).map((q) => q.id);
});
afterAll(() => ctx?.close());

const answers = (questionId: number, n: number, correct: (i: number) => boolean): AnswerRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    questionId,
    correct: correct(i),
    answeredAt: ctx.clock.now() - 60_000 + i,
    source: 'practice',
    sessionId: null,
  }));

/** `total` answers to the question spread over `learners` learners (round robin), all wrong but the first. */
async function answerBy(
  questionId: number,
  learners: number,
  total: number,
  firstLearner = 0,
): Promise<void> {
  for (let l = 0; l < learners; l++) {
    const n = Math.floor(total / learners) + (l < total % learners ? 1 : 0);
    await memory.record(
      LEARNER(firstLearner + l),
      'ket',
      answers(questionId, n, (i) => l === 0 && i === 0),
    );
  }
}

const facility = async (questionId: number) =>
  (
    (await ctx.dataSource.query(
      'SELECT attempts, right_answers, learners FROM question_facility WHERE question_id = ?',
      [questionId],
    )) as { attempts: unknown; right_answers: unknown; learners: unknown }[]
  ).map((r) => ({
    attempts: Number(r.attempts),
    right: Number(r.right_answers),
    learners: Number(r.learners),
  }))[0];

/** The public list, after the ranking's cache time (no sign-in). */
async function listed(language = 'lt'): Promise<HardestQuestion[]> {
  ctx.clock.advance(HARDEST_TTL_MS + 1);
  return (await ctx.http().get(`/api/ket/hardest?language=${language}`).expect(200))
    .body as HardestQuestion[];
}

describe('public hardest questions', () => {
  it('the floor: 29 answers by 20 learners, or 40 by 19, are not listed; 30 by 20 are', async () => {
    expect(HARDEST_MIN_ATTEMPTS).toBe(30);
    expect(HARDEST_MIN_LEARNERS).toBe(20);
    const [byAttempts, byLearners] = [ids[0], ids[1]];
    await answerBy(byAttempts, 20, 29);
    await answerBy(byLearners, 19, 40);
    expect(await facility(byAttempts)).toEqual({ attempts: 29, right: 1, learners: 20 });
    expect(await facility(byLearners)).toEqual({ attempts: 40, right: 1, learners: 19 });
    expect(await listed()).toEqual([]);

    // One more answer by a learner already counted: 30 by 20.
    await memory.record(
      LEARNER(5),
      'ket',
      answers(byAttempts, 1, () => false),
    );
    expect(await facility(byAttempts)).toEqual({ attempts: 30, right: 1, learners: 20 });
    // A 20th learner.
    await memory.record(
      LEARNER(19),
      'ket',
      answers(byLearners, 1, () => false),
    );
    expect(await facility(byLearners)).toEqual({ attempts: 41, right: 1, learners: 20 });

    const list = await listed();
    expect(list.map((q) => q.id)).toEqual([byLearners, byAttempts]);
    const [key] = await ctx.keyFor([byLearners]);
    expect(list[0]).toEqual({
      id: byLearners,
      klausimas: expect.stringContaining('Klausimas A1'),
      atsakymai: ['Atsakymas 1', 'Atsakymas 2', 'Atsakymas 3'],
      ats: key,
      explanation: null,
      image: null,
      attempts: 41,
      learners: 20,
      facility: Math.round((2 / 43) * 1000) / 1000,
    });
  });

  it('languages: the asked one, Lithuanian where the bank lacks it; a language not offered is 400 `language`', async () => {
    const en = await listed('en');
    const first = en.find((q) => q.id === ids[0])!;
    expect(first.klausimas).toMatch(/^Question A0/);
    expect(first.atsakymai[0]).toBe('Answer 1');
    expect(first.explanation).toBe('Explanation');
    expect(first.image).toMatch(/A-0\.png$/);
    const pl = (await listed('pl')).find((q) => q.id === ids[0])!;
    expect(pl.klausimas).toMatch(/^Klausimas A0/);
    expect(pl.atsakymai[0]).toBe('Atsakymas 1');
    expect(pl.explanation).toBe('Paaiškinimas');
    expect((await listed('uk')).find((q) => q.id === ids[1])!.klausimas).toMatch(/^Запитання A1/);
    // Without a language: Lithuanian.
    const lt = (await ctx.http().get('/api/ket/hardest').expect(200)).body as HardestQuestion[];
    expect(lt.find((q) => q.id === ids[0])!.explanation).toBe('Paaiškinimas');
    for (const bad of ['de', 'LT', ''])
      expect(
        (await ctx.http().get(`/api/ket/hardest?language=${bad}`).expect(400)).body.fields.map(
          (f: { field: string }) => f.field,
        ),
      ).toEqual(['language']);
  });

  it('public: no sign-in needed, and a token changes nothing', async () => {
    const learner = await ctx.newLearner('hardest');
    const signedOut = (await ctx.http().get('/api/ket/hardest?language=lt').expect(200)).body;
    const signedIn = (
      await ctx.http().get('/api/ket/hardest?language=lt').auth(learner.token, bearer).expect(200)
    ).body;
    expect(signedIn).toEqual(signedOut);
    // Other routes of the family still need the sign-in.
    await ctx.http().get('/api/ket/categories').expect(401);
  });

  it('the counts move with each recorded answer: a practice answer and an ended test (no scan)', async () => {
    const learner = await ctx.activeLearner('ket');
    const load = await ctx.startTest(learner.token);
    const drawn = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.id);
    const before = await Promise.all(drawn.map(facility));
    const key = await ctx.keyFor(drawn);
    await ctx.endTest(learner.token, { ch: key, test: load.jwt });
    await ctx.app.get(AnswerRowsRecorder).catchUp();
    const after = await Promise.all(drawn.map(facility));
    after.forEach((f, i) =>
      expect(f).toEqual({
        attempts: (before[i]?.attempts ?? 0) + 1,
        right: (before[i]?.right ?? 0) + 1,
        learners: (before[i]?.learners ?? 0) + 1,
      }),
    );
    // Recorded once: a second pass moves nothing.
    await ctx.app.get(AnswerRowsRecorder).catchUp();
    expect(await Promise.all(drawn.map(facility))).toEqual(after);

    // The counts are the only source: a review row written behind the recording's back does not show.
    await ctx.dataSource.query(
      "INSERT INTO learning_reviews (account_id, family, question_id, correct, source, session_id, answered_at) VALUES (?, 'ket', ?, 0, 'practice', NULL, ?)",
      [LEARNER(99), ids[1], ctx.clock.now()],
    );
    expect((await listed()).find((q) => q.id === ids[1])!.attempts).toBe(
      41 + (drawn.includes(ids[1]) ? 1 : 0),
    );
  });

  it('retired questions and an open contest’s questions are left out; back when it closes', async () => {
    const retired = (await listed()).map((q) => q.id);
    expect(retired).toContain(ids[0]);
    const now = ctx.clock.now();
    const contest = await ctx.dataSource.getRepository(ContestEntity).save({
      titleLt: 'Konkursas',
      titleRu: 'Конкурс',
      titleEn: 'Contest',
      titleUk: null,
      titlePl: null,
      family: 'ket',
      category: 'A',
      questionCount: 2,
      timeLimitSeconds: 600,
      opensAt: now - 1000,
      closesAt: now + 3600_000,
      status: 'open',
      ordinaryIds: [ids[5]],
      hardIds: [ids[0]],
      createdAt: now,
    });
    // Not even within the ranking's cache time: the contests are read on every request.
    expect(
      ((await ctx.http().get('/api/ket/hardest').expect(200)).body as HardestQuestion[]).map((q) => q.id),
    ).not.toContain(ids[0]);
    await ctx.dataSource.getRepository(ContestEntity).update(contest.id, { status: 'closed' });
    expect((await listed()).map((q) => q.id)).toContain(ids[0]);

    const staff = await ctx.staffToken();
    await ctx
      .http()
      .post(`/api/staff/banks/ket/questions/${ids[1]}/retired`)
      .auth(staff, bearer)
      .send({ retired: true })
      .expect(200);
    expect((await listed()).map((q) => q.id)).not.toContain(ids[1]);
    await ctx
      .http()
      .post(`/api/staff/banks/ket/questions/${ids[1]}/retired`)
      .auth(staff, bearer)
      .send({ retired: false })
      .expect(200);
  });

  it('a switched-off family answers 404 family-not-offered, as its other routes do', async () => {
    const staff = await ctx.staffToken();
    await ctx.http().put('/api/staff/switches/ket').auth(staff, bearer).send({ enabled: false }).expect(200);
    expect((await ctx.http().get('/api/ket/hardest').expect(404)).body.code).toBe('family-not-offered');
    await ctx.http().put('/api/staff/switches/ket').auth(staff, bearer).send({ enabled: true }).expect(200);
    await ctx.http().get('/api/ket/hardest').expect(200);
  });
});

describe('staff: per-topic rates over time', () => {
  const WEEK = 7 * 86_400_000;
  /** Monday 2026-11-23 00:00 in Vilnius (UTC+2). */
  const MONDAY = Date.parse('2026-11-22T22:00:00Z');

  it('per topic and local week: the share of test answers right; staff only', async () => {
    const rows: unknown[] = [];
    let attempt = 990_000;
    const add = (questionId: number, right: boolean, at: number) => {
      rows.push(attempt++, 0, questionId, 'ket', right ? '1' : '0', right ? 1 : 0, at);
    };
    // risks (ids 0–19): week 1 three of four right; week 2 one of two. conduct (ids 20–39): week 2 both right.
    add(ids[2], true, MONDAY + 1000);
    add(ids[3], true, MONDAY + 2 * 86_400_000);
    add(ids[4], true, MONDAY + WEEK - 60_000); // Sunday 23:59 local: still week 1
    add(ids[2], false, MONDAY + 3 * 86_400_000);
    add(ids[3], true, MONDAY + WEEK); // Monday 00:00 local: week 2
    add(ids[4], false, MONDAY + WEEK + 1000);
    add(ids[25], true, MONDAY + WEEK + 5000);
    add(ids[26], true, MONDAY + WEEK + 6000);
    add(ids[27], true, Date.parse('2026-11-30T22:00:00Z')); // December 1st 00:00 local: week 2, December
    await ctx.dataSource.query(
      'INSERT INTO attempt_answers (attempt_id, position, question_id, family, ticks, is_right, finished_at) VALUES ' +
        Array.from({ length: rows.length / 7 }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', '),
      rows,
    );
    const staff = await ctx.staffToken();
    const url = `/api/staff/statistics/families/ket/topics?bucket=week&from=${MONDAY}&to=${MONDAY + 2 * WEEK - 1}`;
    const body = (await ctx.http().get(url).auth(staff, bearer).expect(200)).body as TopicRates;
    expect(body.bucket).toBe('week');
    const byTopic = Object.fromEntries(body.topics.map((t) => [String(t.topic), t]));
    expect(byTopic.risks).toMatchObject({ answers: 6, right: 4, rightRate: 66.7 });
    expect(byTopic.risks.periods).toEqual([
      { from: MONDAY, answers: 4, right: 3, rightRate: 75 },
      { from: MONDAY + WEEK, answers: 2, right: 1, rightRate: 50 },
    ]);
    expect(byTopic.conduct.periods).toEqual([
      { from: MONDAY, answers: 0, right: 0, rightRate: 0 },
      { from: MONDAY + WEEK, answers: 3, right: 3, rightRate: 100 },
    ]);
    // Every topic of the family is listed, in its order, then the questions without one.
    expect(body.topics[body.topics.length - 1].topic).toBeNull();

    const month = (
      await ctx
        .http()
        .get(
          `/api/staff/statistics/families/ket/topics?bucket=month&from=${MONDAY}&to=${MONDAY + 2 * WEEK - 1}`,
        )
        .auth(staff, bearer)
        .expect(200)
    ).body as TopicRates;
    // November 1st and December 1st, local midnight.
    expect(month.topics[0].periods.map((p) => p.from)).toEqual([
      Date.parse('2026-10-31T22:00:00Z'),
      Date.parse('2026-11-30T22:00:00Z'),
    ]);
    expect(month.topics.find((t) => t.topic === 'risks')!.periods.map((p) => p.answers)).toEqual([6, 0]);
    expect(month.topics.find((t) => t.topic === 'conduct')!.periods.map((p) => p.answers)).toEqual([2, 1]);

    const fields = (r: { body: { fields: { field: string }[] } }) => r.body.fields.map((f) => f.field);
    expect(
      fields(
        await ctx
          .http()
          .get('/api/staff/statistics/families/ket/topics?bucket=year')
          .auth(staff, bearer)
          .expect(400),
      ),
    ).toEqual(['bucket']);
    expect(
      fields(
        await ctx
          .http()
          .get('/api/staff/statistics/families/ket/topics?from=x')
          .auth(staff, bearer)
          .expect(400),
      ),
    ).toEqual(['from']);
    const learner = await ctx.newLearner('topics');
    await ctx.http().get('/api/staff/statistics/families/ket/topics').auth(learner.token, bearer).expect(403);
    await ctx.http().get('/api/staff/statistics/families/ket/topics').expect(401);
  });
});
