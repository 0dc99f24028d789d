import type { Flag, PracticeAnswerResponse, TestLoadResponse, TestQuestion } from '@portal/contracts';
import { ContestEntity } from '../src/competition/contest.entity';
import { AttemptEntity } from '../src/exam/attempt.entity';
import { QuestionEntity } from '../src/exam/question.entity';
import { EnrollmentEntity } from '../src/enrollment/enrollment.entity';
import { CardEntity } from '../src/learning/card.entity';
import { MemoryService } from '../src/learning/memory.service';
import { PracticeSessionEntity } from '../src/learning/practice-session.entity';
import { ReviewEntity } from '../src/learning/review.entity';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// Issue 26, item 2: practice and review sessions, the engine's 'practice' kind. Each source; bad bodies named;
// answers checked at once and recorded once as review rows of the learner only; never a test taken; never a key
// while a test is open; stop and pick up later.

let ctx: TestContext;
const bearer = { type: 'bearer' as const };
let topicIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const bank = fixtureBank('ket', { categories: { A: 35, B: 31 } });
  let a = 0;
  for (const q of bank.questions) {
    // Three questions of category A about risks; one of them explained (Polish left out: the Lithuanian shows).
    if (q.categories.includes('A') && a < 3) {
      q.topic = 'risks';
      if (a === 0)
        q.explanation = { lt: 'Paaiškinimas', ru: 'Объяснение', en: 'Explanation', uk: 'Пояснення', pl: '' };
      a++;
    }
  }
  await ctx.seed.seedBank(bank);
  topicIds = (await ctx.dataSource.getRepository(QuestionEntity).findBy({ topic: 'risks' })).map((q) => q.id);
});
afterAll(() => ctx?.close());

const start = (token: string, body: object) =>
  ctx.http().post('/api/ket/practice').auth(token, bearer).send(body);
const answer = (token: string, body: object) =>
  ctx.http().post('/api/ket/practice/answer').auth(token, bearer).send(body);
const questionsOf = (load: TestLoadResponse) => JSON.parse(load.questions) as TestQuestion[];
const fieldsOf = (body: unknown) => (body as { fields: { field: string }[] }).fields.map((f) => f.field);
const reviewsOf = (accountId: number) =>
  ctx.dataSource.getRepository(ReviewEntity).find({ where: { accountId }, order: { id: 'ASC' } });
const wrong = (key: Flag[]): Flag[] => key.map((f) => (f === '1' ? '0' : '1'));

async function card(accountId: number, questionId: number, lastCorrect: number, dueAt: number) {
  await ctx.dataSource.getRepository(CardEntity).insert({
    accountId,
    questionId,
    family: 'ket',
    dueAt,
    planAt: null,
    learningSteps: 0,
    stability: 1,
    difficulty: 5,
    reps: 1,
    lapses: 0,
    state: 2,
    lastReviewAt: ctx.clock.now() - 86400_000,
    lastCorrect,
  });
}

describe('practice start', () => {
  it('refuses bad bodies naming the field', async () => {
    const l = await ctx.activeLearner('ket');
    expect(fieldsOf((await start(l.token, { source: 'everything' }).expect(400)).body)).toEqual(['source']);
    expect(fieldsOf((await start(l.token, { source: 'topics' }).expect(400)).body)).toEqual(['topics']);
    expect(fieldsOf((await start(l.token, { source: 'topics', topics: ['nope'] }).expect(400)).body)).toEqual(
      ['topics'],
    );
    expect(fieldsOf((await start(l.token, { source: 'unseen', kate: 'Z' }).expect(400)).body)).toEqual([
      'kate',
    ]);
    expect(fieldsOf((await start(l.token, { source: 'unseen', extra: 1 }).expect(400)).body)).toContain(
      'extra',
    );
  });

  it('needs an active enrollment (a learner without one is refused) and the signed-in learner', async () => {
    const stranger = await ctx.newLearner();
    expect((await start(stranger.token, { source: 'unseen' }).expect(403)).body.code).toBe('not-registered');
    await ctx.http().post('/api/ket/practice').send({ source: 'unseen' }).expect(401);
  });

  it('topics: the questions of those topics in the category, as a test load', async () => {
    const l = await ctx.activeLearner('ket');
    const load = (await start(l.token, { source: 'topics', topics: ['risks'], kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    expect(load.status).toBe('NEW');
    expect(load.time).toBe(30 * 86400);
    expect(load.policy.questionCount).toBe(3);
    expect(
      questionsOf(load)
        .map((q) => q.id)
        .sort(),
    ).toEqual([...topicIds].sort());
    // A topic with no question in the category is empty.
    const empty = await start(l.token, { source: 'topics', topics: ['priority'], kate: 'A' }).expect(409);
    expect(empty.body.code).toBe('no-topic-questions');
  });

  it('unseen: never answered by this learner; mistakes: last answer wrong; due: the memory queue', async () => {
    const l = await ctx.activeLearner('ket');
    const pool = (await ctx.dataSource.query(
      "SELECT q.id AS id FROM questions q JOIN question_categories qc ON qc.question_id = q.id JOIN categories c ON c.id = qc.category_id WHERE c.family = 'ket' AND c.value = 'A'",
    )) as { id: number }[];
    const seen = pool.slice(0, 30).map((r) => Number(r.id));
    for (const id of seen)
      await ctx.dataSource.getRepository(ReviewEntity).insert({
        accountId: l.id,
        family: 'ket',
        questionId: id,
        correct: 1,
        source: 'practice',
        sessionId: null,
        answeredAt: ctx.clock.now() - 1000,
      });
    const unseen = (await start(l.token, { source: 'unseen', kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    const unseenIds = questionsOf(unseen).map((q) => q.id);
    expect(unseenIds).toHaveLength(pool.length - 30);
    expect(unseenIds.some((id) => seen.includes(id))).toBe(false);

    expect((await start(l.token, { source: 'mistakes', kate: 'A' }).expect(409)).body.code).toBe(
      'no-mistakes',
    );
    expect((await start(l.token, { source: 'due', kate: 'A' }).expect(409)).body.code).toBe('nothing-due');
    await card(l.id, seen[0], 0, ctx.clock.now() + 86400_000);
    await card(l.id, seen[1], 1, ctx.clock.now() - 1000);
    const mistakes = (await start(l.token, { source: 'mistakes', kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    expect(questionsOf(mistakes).map((q) => q.id)).toEqual([seen[0]]);
    const due = (await start(l.token, { source: 'due', kate: 'A' }).expect(200)).body as TestLoadResponse;
    expect(questionsOf(due).map((q) => q.id)).toEqual([seen[1]]);
    // A review session's answer is a review row of source 'review'.
    const [key] = await ctx.keyFor([seen[1]]);
    await answer(l.token, { test: due.jwt, id: seen[1], ch: key }).expect(200);
    const rows = await reviewsOf(l.id);
    expect(rows.at(-1)).toMatchObject({ questionId: seen[1], correct: 1, source: 'review' });
  });

  it('hardest: the lowest facility over every learner first; nothing answered yet is not ranked', async () => {
    const l = await ctx.activeLearner('ket', 3);
    const [hard, easy] = await ctx.dataSource.query(
      "SELECT q.id AS id FROM questions q JOIN question_categories qc ON qc.question_id = q.id JOIN categories c ON c.id = qc.category_id WHERE c.family = 'ket' AND c.value = 'B' ORDER BY q.id LIMIT 2",
    );
    const others = await ctx.activeLearner('ket');
    // Recorded as answers are (MemoryService.record): the per-question counts move with them.
    for (let i = 0; i < 6; i++)
      await ctx.app.get(MemoryService).record(others.id, 'ket', [
        {
          questionId: Number(hard.id),
          correct: i === 0,
          source: 'practice',
          sessionId: null,
          answeredAt: ctx.clock.now() - 1000,
        },
        {
          questionId: Number(easy.id),
          correct: i !== 0,
          source: 'practice',
          sessionId: null,
          answeredAt: ctx.clock.now() - 1000,
        },
      ]);
    const load = (await start(l.token, { source: 'hardest', kate: 'B' }).expect(200))
      .body as TestLoadResponse;
    expect(questionsOf(load).map((q) => q.id)).toEqual([Number(hard.id), Number(easy.id)]);
  });
});

describe('practice answer', () => {
  it('checks at once, records one review row per question and session, for this learner only', async () => {
    const l = await ctx.activeLearner('ket', 4);
    const other = await ctx.activeLearner('ket');
    const load = (
      await start(l.token, { source: 'topics', topics: ['risks'], kate: 'A', language: 'pl' }).expect(200)
    ).body as TestLoadResponse;
    const ids = questionsOf(load).map((q) => q.id);
    const [explained] = await ctx.dataSource
      .getRepository(QuestionEntity)
      .findBy({ topic: 'risks', explanationLt: 'Paaiškinimas' });
    const [key] = await ctx.keyFor([explained.id]);
    const first = (await answer(l.token, { test: load.jwt, id: explained.id, ch: key }).expect(200))
      .body as PracticeAnswerResponse;
    // Polish explanation missing: the Lithuanian one.
    expect(first).toEqual({ correct: true, ats: key, explanation: 'Paaiškinimas' });
    // The same question again: the same verdict, no second row.
    const again = (await answer(l.token, { test: load.jwt, id: explained.id, ch: wrong(key) }).expect(200))
      .body as PracticeAnswerResponse;
    expect(again.correct).toBe(true);
    const other1 = ids.find((id) => id !== explained.id)!;
    const [key1] = await ctx.keyFor([other1]);
    const miss = (await answer(l.token, { test: load.jwt, id: other1, ch: wrong(key1) }).expect(200))
      .body as PracticeAnswerResponse;
    expect(miss).toMatchObject({ correct: false, ats: key1 });
    const rows = await reviewsOf(l.id);
    expect(rows.map((r) => [r.questionId, r.correct, r.source])).toEqual([
      [explained.id, 1, 'practice'],
      [other1, 0, 'practice'],
    ]);
    expect(rows.every((r) => r.sessionId === rows[0].sessionId)).toBe(true);
    expect(await reviewsOf(other.id)).toEqual([]);

    // Bad bodies and another learner's session.
    expect(
      fieldsOf((await answer(l.token, { test: load.jwt, id: 999999, ch: key }).expect(400)).body),
    ).toEqual(['id']);
    expect(fieldsOf((await answer(l.token, { test: load.jwt, id: 'x', ch: key }).expect(400)).body)).toEqual([
      'id',
    ]);
    expect(
      fieldsOf((await answer(l.token, { test: load.jwt, id: other1, ch: [...key1, '0'] }).expect(400)).body),
    ).toEqual(['ch']);
    expect(
      fieldsOf((await answer(l.token, { test: load.jwt, id: other1, ch: [] }).expect(400)).body),
    ).toEqual(['ch']);
    const foreign = await answer(other.token, { test: load.jwt, id: other1, ch: key1 }).expect(403);
    expect(foreign.body.code).toBe('foreign-test-token');
    expect(await reviewsOf(other.id)).toEqual([]);
    // The memory model moved the card: the wrong answer is now a mistake to practise (a new session replaces this one).
    const mistakes = (await start(l.token, { source: 'mistakes', kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    expect(questionsOf(mistakes).map((q) => q.id)).toEqual([other1]);
    // A session token is no test's: the test save refuses it.
    await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(l.token, bearer)
      .send({ test: load.jwt, ch: questionsOf(load).map((q) => q.atsakymai.map((): Flag => '0')) })
      .expect(403);
  });

  it('never takes a test: tests left and attempts unchanged', async () => {
    const l = await ctx.activeLearner('ket', 2);
    const load = (await start(l.token, { source: 'unseen', kate: 'A' }).expect(200)).body as TestLoadResponse;
    for (const q of questionsOf(load).slice(0, 5)) {
      const [key] = await ctx.keyFor([q.id]);
      await answer(l.token, { test: load.jwt, id: q.id, ch: key }).expect(200);
    }
    await start(l.token, { source: 'topics', topics: ['risks'], kate: 'A' }).expect(200);
    const enrollment = await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .findOneByOrFail({ accountId: l.id });
    expect(enrollment.testsLeft).toBe(2);
    expect(await ctx.dataSource.getRepository(AttemptEntity).countBy({ accountId: l.id })).toBe(0);
    // A learner with no tests left still practises (access, not a test).
    await ctx.dataSource.getRepository(EnrollmentEntity).update({ accountId: l.id }, { testsLeft: 0 });
    await start(l.token, { source: 'unseen', kate: 'A' }).expect(200);
  });

  it('never reveals a key while a test of the family is open', async () => {
    const l = await ctx.activeLearner('ket', 3);
    const load = (await start(l.token, { source: 'topics', topics: ['risks'], kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    const [id0, id1] = questionsOf(load).map((q) => q.id);
    const [key0, key1] = await ctx.keyFor([id0, id1]);
    await answer(l.token, { test: load.jwt, id: id0, ch: key0 }).expect(200);
    const test = await ctx.startTest(l.token, 'ket', { kate: 'A' });
    const refused = await answer(l.token, { test: load.jwt, id: id1, ch: key1 }).expect(409);
    expect(refused.body.code).toBe('test-open');
    // Not even the key of a question answered before.
    expect((await answer(l.token, { test: load.jwt, id: id0, ch: key0 }).expect(409)).body.code).toBe(
      'test-open',
    );
    expect((await start(l.token, { source: 'unseen', kate: 'A' }).expect(409)).body.code).toBe('test-open');
    await ctx.endTest(l.token, {
      test: test.jwt,
      ch: questionsOf(test).map((q) => q.atsakymai.map((): Flag => '0')),
    });
    await answer(l.token, { test: load.jwt, id: id1, ch: key1 }).expect(200);
    // A test that timed out is ended first, then practice answers.
    const test2 = await ctx.startTest(l.token, 'ket', { kate: 'A' });
    expect(test2.status).toBe('NEW');
    ctx.clock.advance((test2.time + ctx.config.graceSeconds + 1) * 1000);
    await answer(l.token, { test: load.jwt, id: id0, ch: key0 }).expect(200);
  });

  it('stop and pick up later: the same ask resumes; another replaces the open session', async () => {
    const l = await ctx.activeLearner('ket');
    const load = (await start(l.token, { source: 'topics', topics: ['risks'], kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    const [id0] = questionsOf(load).map((q) => q.id);
    const [key0] = await ctx.keyFor([id0]);
    await answer(l.token, { test: load.jwt, id: id0, ch: key0 }).expect(200);
    const resumed = (await start(l.token, { source: 'topics', topics: ['risks'], kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    expect(resumed.status).toBe('RESUMED');
    expect(resumed.jwt).toBe(load.jwt);
    expect(questionsOf(resumed).find((q) => q.id === id0)!.checkai).toEqual(key0);
    // Without kate: the open session's category.
    expect(
      ((await start(l.token, { source: 'topics', topics: ['risks'] }).expect(200)).body as TestLoadResponse)
        .status,
    ).toBe('RESUMED');
    const replaced = (await start(l.token, { source: 'unseen', kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    expect(replaced.status).toBe('NEW');
    const sessions = await ctx.dataSource
      .getRepository(PracticeSessionEntity)
      .find({ where: { accountId: l.id }, order: { id: 'ASC' } });
    expect(sessions).toHaveLength(2);
    expect(sessions[0].finishedAt).not.toBeNull();
    expect(sessions[0].openKey).toBeNull();
    expect(sessions[1].finishedAt).toBeNull();
    // The ended session answers no new question.
    const [, id1] = questionsOf(load).map((q) => q.id);
    const [key1] = await ctx.keyFor([id1]);
    expect((await answer(l.token, { test: load.jwt, id: id1, ch: key1 }).expect(409)).body.code).toBe(
      'test-ended',
    );
  });

  it('a disabled account ends access', async () => {
    const l = await ctx.activeLearner('ket');
    const load = (await start(l.token, { source: 'unseen', kate: 'A' }).expect(200)).body as TestLoadResponse;
    await ctx.dataSource.query('UPDATE accounts SET disabled = 1 WHERE id = ?', [l.id]);
    const q = questionsOf(load)[0];
    const [key] = await ctx.keyFor([q.id]);
    expect((await answer(l.token, { test: load.jwt, id: q.id, ch: key }).expect(403)).body.code).toBe(
      'account-disabled',
    );
    expect((await start(l.token, { source: 'unseen', kate: 'A' }).expect(403)).body.code).toBe(
      'account-disabled',
    );
  });

  it('tokens: a forged one and a test token are refused; five concurrent starts open one session', async () => {
    const l = await ctx.activeLearner('ket');
    const load = (await start(l.token, { source: 'unseen', kate: 'A' }).expect(200)).body as TestLoadResponse;
    const q = questionsOf(load)[0];
    const [key] = await ctx.keyFor([q.id]);
    const forged = `${load.jwt.slice(0, -4)}AAAA`;
    expect((await answer(l.token, { test: forged, id: q.id, ch: key }).expect(403)).body.code).toBe(
      'invalid-test-token',
    );
    const other = await ctx.activeLearner('ket');
    const test = await ctx.startTest(other.token, 'ket', { kate: 'A' });
    expect((await answer(other.token, { test: test.jwt, id: q.id, ch: key }).expect(403)).body.code).toBe(
      'invalid-test-token',
    );

    const racer = await ctx.activeLearner('ket');
    const loads = await Promise.all(
      Array.from({ length: 5 }, () => start(racer.token, { source: 'unseen', kate: 'A' }).expect(200)),
    );
    const tokens = new Set(loads.map((r) => (r.body as TestLoadResponse).jwt));
    expect(tokens.size).toBe(1);
    expect(await ctx.dataSource.getRepository(PracticeSessionEntity).countBy({ accountId: racer.id })).toBe(
      1,
    );
  });

  it("keeps an open contest's questions back until it closes", async () => {
    const l = await ctx.activeLearner('ket');
    const load = (await start(l.token, { source: 'topics', topics: ['risks'], kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    const [id0, id1] = questionsOf(load).map((q) => q.id);
    const [key0, key1] = await ctx.keyFor([id0, id1]);
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
      ordinaryIds: [id0],
      hardIds: [],
      createdAt: now,
    });
    expect((await answer(l.token, { test: load.jwt, id: id0, ch: key0 }).expect(409)).body.code).toBe(
      'contest-running',
    );
    await answer(l.token, { test: load.jwt, id: id1, ch: key1 }).expect(200);
    // Not drawn either.
    const fresh = await ctx.activeLearner('ket');
    const drawn = (await start(fresh.token, { source: 'topics', topics: ['risks'], kate: 'A' }).expect(200))
      .body as TestLoadResponse;
    expect(questionsOf(drawn).map((q) => q.id)).not.toContain(id0);
    await ctx.dataSource.getRepository(ContestEntity).update(contest.id, { status: 'closed' });
    await answer(l.token, { test: load.jwt, id: id0, ch: key0 }).expect(200);
  });
});
