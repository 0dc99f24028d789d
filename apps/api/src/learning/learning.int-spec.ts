import { DEFAULT_DAILY_CAP, type Flag, type LearningSummary, type TestQuestion } from '@portal/contracts';
import { attemptIdOf, createTestApp, TEST_DB, type TestContext } from '../../test/test-app';
import { fixtureBank } from '../../test/fixtures/fixture-banks';
import { AnswerRowsRecorder } from '../exam/answer-rows-recorder';
import { DAY_MS } from './exam-plan';
import { type AnswerRecord, type LearnerCard, MemoryService } from './memory.service';

// The memory model on the real database (SQLite and MariaDB): review rows from every kind of answer, cards moved
// by FSRS and recomputable from the rows, no lost update under concurrent recordings, the queue under the daily
// cap with and without an exam date (fake clock), and the learning routes.

const bearer = { type: 'bearer' as const };
const MINUTE = 60_000;

describe('learning: memory model, plan and routes', () => {
  let ctx: TestContext;
  let memory: MemoryService;
  let questionIds: number[];
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 40 }, multi: true }));
    memory = ctx.app.get(MemoryService);
    questionIds = (
      (await ctx.dataSource.query("SELECT id FROM questions WHERE family = 'ket' ORDER BY id")) as {
        id: number;
      }[]
    ).map((r) => Number(r.id));
    // Two of KET's topics on the fixture's questions: the first half and the second half.
    const half = Math.floor(questionIds.length / 2);
    await ctx.dataSource.query(
      `UPDATE questions SET topic = 'risks' WHERE id IN (${questionIds.slice(0, half).join(', ')})`,
    );
    await ctx.dataSource.query(
      `UPDATE questions SET topic = 'conduct' WHERE id IN (${questionIds.slice(half).join(', ')})`,
    );
  });
  afterAll(() => ctx?.close());

  const reviewRows = async (accountId: number) =>
    (await ctx.dataSource.query(
      'SELECT question_id, correct, source, session_id FROM learning_reviews WHERE account_id = ? ORDER BY id',
      [accountId],
    )) as { question_id: number; correct: number; source: string; session_id: number | null }[];

  const strip = (cards: Map<number, LearnerCard>) =>
    [...cards.values()]
      .sort((a, b) => a.questionId - b.questionId)
      .map(({ planAt: _planAt, ...card }) => card);

  it('an ended test writes a review row per question for its learner only (unanswered = wrong), once', async () => {
    const learner = await ctx.activeLearner('ket');
    const other = await ctx.activeLearner('ket');
    const load = await ctx.startTest(learner.token);
    const ids = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.id);
    const key = await ctx.keyFor(ids);
    // Right on even positions, the first 4 odd ones wrong, the other odd ones unanswered.
    const ch = key.map((right, i): Flag[] =>
      i % 2 === 0
        ? right
        : i < 8
          ? right.map((f): Flag => (f === '1' ? '0' : '1'))
          : right.map((): Flag => '0'),
    );
    await ctx.endTest(learner.token, { ch, test: load.jwt });
    // Written after the end, by the statistics catch-up (the end stays as fast as it was).
    expect(await reviewRows(learner.id)).toHaveLength(0);
    await ctx.app.get(AnswerRowsRecorder).catchUp();
    const rows = await reviewRows(learner.id);
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.source === 'test' && Number(r.session_id) === attemptIdOf(load.jwt))).toBe(
      true,
    );
    const correctOf = new Map(rows.map((r) => [Number(r.question_id), Number(r.correct)]));
    ids.forEach((id, i) => expect(correctOf.get(id)).toBe(i % 2 === 0 ? 1 : 0));
    expect((await memory.cardsOf(learner.id, 'ket')).size).toBe(ids.length);
    expect(await reviewRows(other.id)).toHaveLength(0);
    // Never twice: a second pass, or the test recorded again.
    await ctx.app.get(AnswerRowsRecorder).catchUp();
    expect(
      await memory.recordTest(learner.id, 'ket', attemptIdOf(load.jwt), [
        { questionId: ids[0], correct: true, answeredAt: ctx.clock.now(), source: 'test', sessionId: 0 },
      ]),
    ).toBe(false);
    expect(await reviewRows(learner.id)).toHaveLength(ids.length);
  });

  it('practice answers (record) move the cards; recompute from the rows gives the same cards', async () => {
    const learner = await ctx.newLearner('memory');
    const t0 = ctx.clock.now();
    const answers: AnswerRecord[] = [];
    for (let day = 0; day < 12; day++)
      questionIds.slice(0, 10).forEach((questionId, i) =>
        answers.push({
          questionId,
          correct: (day + i) % 4 !== 0,
          answeredAt: t0 + day * DAY_MS + i * MINUTE,
          source: day % 2 ? 'review' : 'practice',
          sessionId: day,
        }),
      );
    for (let day = 0; day < 12; day++)
      await memory.record(learner.id, 'ket', answers.slice(day * 10, day * 10 + 10));
    // One answer arriving late (a test recorded after later practice answers): replayed in time order.
    await memory.record(learner.id, 'ket', [
      {
        questionId: questionIds[0],
        correct: false,
        answeredAt: t0 + 5 * DAY_MS + 30 * MINUTE,
        source: 'test',
        sessionId: 9,
      },
    ]);
    const cards = await memory.cardsOf(learner.id, 'ket');
    expect(cards.size).toBe(10);
    expect(cards.get(questionIds[1])!.reps).toBe(12);
    const recomputed = await memory.recompute(learner.id, 'ket');
    expect(strip(recomputed)).toEqual(strip(cards));
    expect(strip(await memory.cardsOf(learner.id, 'ket'))).toEqual(strip(cards));
    expect(await reviewRows(learner.id)).toHaveLength(121);
  });

  it('concurrent recordings of one learner lose no update', async () => {
    const learner = await ctx.newLearner('race');
    const t0 = ctx.clock.now();
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        memory.record(learner.id, 'ket', [
          {
            questionId: questionIds[n % 3],
            correct: n % 5 !== 0,
            answeredAt: t0 + n,
            source: 'practice',
            sessionId: null,
          },
        ]),
      ),
    );
    const cards = await memory.cardsOf(learner.id, 'ket');
    expect([...cards.values()].reduce((sum, c) => sum + c.reps, 0)).toBe(12);
    expect(strip(await memory.recompute(learner.id, 'ket'))).toEqual(strip(cards));
  });

  // Two API instances (each its own promise chains) on one MariaDB: the learner's settings row lock serializes them.
  // SQLite serves one process (API_WORKERS above 1 needs MySQL), so there the chain alone is the guard.
  (TEST_DB === 'mysql' ? it : it.skip)(
    'two instances recording one learner at once lose no update',
    async () => {
      const learner = await ctx.newLearner('instances');
      const other = new MemoryService(ctx.dataSource, ctx.config, ctx.clock);
      const t0 = ctx.clock.now();
      await Promise.all(
        Array.from({ length: 16 }, (_, n) =>
          (n % 2 ? other : memory).record(learner.id, 'ket', [
            {
              questionId: questionIds[n % 2],
              correct: n % 3 !== 0,
              answeredAt: t0 + n,
              source: 'practice',
              sessionId: null,
            },
            {
              questionId: questionIds[2 + (n % 3)],
              correct: true,
              answeredAt: t0 + n,
              source: 'practice',
              sessionId: null,
            },
          ]),
        ),
      );
      const cards = await memory.cardsOf(learner.id, 'ket');
      expect([...cards.values()].reduce((sum, c) => sum + c.reps, 0)).toBe(32);
      expect(strip(await memory.recompute(learner.id, 'ket'))).toEqual(strip(cards));
    },
  );

  it('the queue: plain FSRS without a date, under the daily cap, the exam plan with a date', async () => {
    const learner = await ctx.activeLearner('ket');
    const t0 = ctx.clock.now();
    const ids = questionIds.slice(0, 30);
    await memory.record(
      learner.id,
      'ket',
      ids.map((questionId, i) => ({
        questionId,
        correct: i % 3 !== 0,
        answeredAt: t0,
        source: 'practice',
        sessionId: 1,
      })),
    );
    // Nothing due yet; ten minutes on every card is (short-term learning steps).
    expect(await memory.dueQuestionIds(learner.id, 'ket', t0, 100)).toEqual([]);
    ctx.clock.advance(11 * MINUTE);
    expect(await memory.dueQuestionIds(learner.id, 'ket', ctx.clock.now(), 100)).toHaveLength(30);
    // The cap counts today's review answers.
    await ctx
      .http()
      .put('/api/ket/learning/settings')
      .auth(learner.token, bearer)
      .send({ examDate: null, dailyCap: 12 })
      .expect(200);
    expect(await memory.dueQuestionIds(learner.id, 'ket', ctx.clock.now(), 100)).toHaveLength(12);
    await memory.record(
      learner.id,
      'ket',
      ids.slice(0, 5).map((questionId) => ({
        questionId,
        correct: true,
        answeredAt: ctx.clock.now(),
        source: 'review',
        sessionId: 2,
      })),
    );
    const due = await memory.dueQuestionIds(learner.id, 'ket', ctx.clock.now(), 100);
    expect(due).toHaveLength(7);
    expect(due.some((id) => ids.slice(0, 5).includes(id))).toBe(false);
    const summary = (await ctx.http().get('/api/ket/learning').auth(learner.token, bearer).expect(200))
      .body as LearningSummary;
    expect(summary).toMatchObject({ due: 7, dailyCap: 12, examDate: null, seen: 30 });

    // Reviewed right once more on day 2, then an exam date ahead: cards whose recall at the exam falls short come
    // first (their window open), the rest when plain FSRS has them due.
    ctx.clock.advance(2 * DAY_MS);
    await memory.record(
      learner.id,
      'ket',
      ids.map((questionId) => ({
        questionId,
        correct: true,
        answeredAt: ctx.clock.now(),
        source: 'review',
        sessionId: 3,
      })),
    );
    ctx.clock.advance(DAY_MS);
    const examDate = new Date(ctx.clock.now() + 20 * DAY_MS).toISOString().slice(0, 10);
    const token = await ctx.login(learner.username, 'learner-pass'); // days later: a new session
    await ctx
      .http()
      .put('/api/ket/learning/settings')
      .auth(token, bearer)
      .send({ examDate, dailyCap: 40 })
      .expect(200);
    const cards = [...(await memory.cardsOf(learner.id, 'ket')).values()];
    expect(cards.every((c) => c.planAt !== null)).toBe(true);
    const firstOpen = Math.min(...cards.map((c) => c.planAt!));
    expect(await memory.dueQuestionIds(learner.id, 'ket', firstOpen - 1, 100)).toEqual(
      cards
        .filter((c) => c.dueAt <= firstOpen - 1)
        .sort((a, b) => a.dueAt - b.dueAt || a.questionId - b.questionId)
        .map((c) => c.questionId),
    );
    const open = cards.filter((c) => c.planAt === firstOpen).map((c) => c.questionId);
    expect(
      (await memory.dueQuestionIds(learner.id, 'ket', firstOpen, 100)).slice(0, open.length).sort(),
    ).toEqual(open.sort());
    // Without the date again: no plan.
    await ctx
      .http()
      .put('/api/ket/learning/settings')
      .auth(token, bearer)
      .send({ examDate: null, dailyCap: 40 })
      .expect(200);
    expect([...(await memory.cardsOf(learner.id, 'ket')).values()].every((c) => c.planAt === null)).toBe(
      true,
    );
  });

  it('GET learning: topics with recall, due, settings; PUT settings refuses bad input naming the field', async () => {
    const learner = await ctx.activeLearner('ket');
    const fresh = (await ctx.http().get('/api/ket/learning').auth(learner.token, bearer).expect(200))
      .body as LearningSummary;
    expect(fresh).toMatchObject({ due: 0, examDate: null, dailyCap: DEFAULT_DAILY_CAP, seen: 0 });
    const risks = fresh.topics.find((t) => t.id === 'risks')!;
    expect(risks).toMatchObject({ questions: 20, recall: 0 });
    expect(risks.labels.en).toBe('Risks');
    expect(fresh.topics.find((t) => t.id === 'conduct')!.questions).toBe(20);

    await memory.record(
      learner.id,
      'ket',
      questionIds.slice(0, 10).map((questionId) => ({
        questionId,
        correct: true,
        answeredAt: ctx.clock.now(),
        source: 'practice',
        sessionId: 1,
      })),
    );
    const after = (await ctx.http().get('/api/ket/learning').auth(learner.token, bearer).expect(200))
      .body as LearningSummary;
    expect(after.seen).toBe(10);
    expect(after.topics.find((t) => t.id === 'risks')!.recall).toBeCloseTo(0.5, 2);
    expect(after.topics.find((t) => t.id === 'conduct')!.recall).toBe(0);
    // Another instance's recording (its card written, the version bumped) shows here too: the cache follows the version.
    await ctx.dataSource.query(
      'INSERT INTO learning_cards (account_id, question_id, family, due_at, plan_at, stability, difficulty, reps, lapses,' +
        ' learning_steps, state, last_review_at, last_correct) VALUES (?, ?, ?, ?, NULL, 5, 5, 1, 0, 0, 2, ?, 1)',
      [learner.id, questionIds[39], 'ket', ctx.clock.now() + DAY_MS, ctx.clock.now()],
    );
    const cached = (await ctx.http().get('/api/ket/learning').auth(learner.token, bearer))
      .body as LearningSummary;
    expect(cached.seen).toBe(10);
    await ctx.dataSource.query('UPDATE learning_settings SET version = version + 1 WHERE account_id = ?', [
      learner.id,
    ]);
    const moved = (await ctx.http().get('/api/ket/learning').auth(learner.token, bearer))
      .body as LearningSummary;
    expect(moved.seen).toBe(11);
    expect(moved.topics.find((t) => t.id === 'conduct')!.recall).toBeCloseTo(0.05, 2);

    const put = (body: unknown) =>
      ctx
        .http()
        .put('/api/ket/learning/settings')
        .auth(learner.token, bearer)
        .send(body as object);
    const yesterday = new Date(ctx.clock.now() - DAY_MS).toISOString().slice(0, 10);
    for (const [body, field] of [
      [{ examDate: yesterday, dailyCap: 40 }, 'examDate'],
      [{ examDate: '2027-02-30', dailyCap: 40 }, 'examDate'],
      [{ examDate: null, dailyCap: 2 }, 'dailyCap'],
      [{ examDate: null, dailyCap: 40.5 }, 'dailyCap'],
      [{ examDate: null }, 'dailyCap'],
    ] as const) {
      const res = await put(body).expect(400);
      expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    }
    const today = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    expect((await put({ examDate: '2099-01-01', dailyCap: 25 }).expect(200)).body).toEqual({
      examDate: '2099-01-01',
      dailyCap: 25,
    });
    expect(
      ((await ctx.http().get('/api/ket/learning').auth(learner.token, bearer)).body as LearningSummary)
        .examDate,
    ).toBe('2099-01-01');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Signed-in learners only; a disabled account loses access.
    await ctx.http().get('/api/ket/learning').expect(401);
    const staff = await ctx.staffToken();
    await ctx
      .http()
      .post(`/api/staff/accounts/${learner.id}/disabled`)
      .auth(staff, bearer)
      .send({ disabled: true })
      .expect(200);
    await ctx.http().get('/api/ket/learning').auth(learner.token, bearer).expect(403);
    await put({ examDate: null, dailyCap: 40 }).expect(403);
  });
});
