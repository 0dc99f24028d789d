import type {
  AskQuestionResponse,
  AttemptPage,
  AttemptReview,
  Flag,
  MyQuestionsResponse,
  TestLoadResponse,
  TestQuestion,
  TestTextsResponse,
} from '@portal/contracts';
import { AttemptEntity } from '../src/exam/attempt.entity';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// Issue 13: a learner's past tests (history, review of an ended attempt) and "My questions" with unread replies.
// Own data only; the key never reaches the browser before the end.

let ctx: TestContext;
const bearer = { type: 'bearer' as const };

beforeAll(async () => {
  ctx = await createTestApp();
  const bank = fixtureBank('ket', { categories: { A: 35, B: 31 }, multi: true });
  // Every third question has staff's explanation (Polish left out, to see the fallback to Lithuanian).
  bank.questions.forEach((q, i) => {
    if (i % 3 === 0)
      q.explanation = {
        lt: `Paaiškinimas ${q.ref}`,
        ru: `Объяснение ${q.ref}`,
        en: `Explanation ${q.ref}`,
        uk: `Пояснення ${q.ref}`,
        pl: '',
      };
  });
  await ctx.seed.seedBank(bank);
  await ctx.seed.seedBank(fixtureBank('tractor', { categories: { T: 25 } }));
});
afterAll(() => ctx?.close());

const get = (token: string, path: string) => ctx.http().get(`/api${path}`).auth(token, bearer);
const post = (token: string, path: string, body: object = {}) =>
  ctx.http().post(`/api${path}`).auth(token, bearer).send(body);
const questionsOf = (load: TestLoadResponse) => JSON.parse(load.questions) as TestQuestion[];

/** Starts a KET test; ticks the first answer of every question (and ends it unless `end` is false). */
async function takeTest(token: string, end = true) {
  const load = (await post(token, '/ket/tests', { kate: 'A', language: 'ru' }).expect(200))
    .body as TestLoadResponse;
  // the start carries Russian only; the other languages as the runner fetches them (tests/texts), merged by id
  const texts = (
    await post(token, '/ket/tests/texts', { test: load.jwt, languages: ['lt', 'en', 'uk', 'pl'] }).expect(200)
  ).body as TestTextsResponse;
  const qs = questionsOf(load).map((q, i) => ({ ...q, ...texts.questions[i] }));
  const ch = qs.map((q) => q.atsakymai.map((_, a): Flag => (a === 0 ? '1' : '0')));
  await post(token, '/ket/tests/save', { ch, test: load.jwt }).expect(200);
  if (end) await post(token, '/ket/tests/end', { ch, test: load.jwt }).expect(200);
  return { load, qs, ch };
}

async function lastAttemptId(token: string): Promise<number> {
  return ((await get(token, '/ket/attempts').expect(200)).body as AttemptPage).items[0].id;
}

describe('attempt history and review', () => {
  it("reviews an ended attempt of one's own: questions in every language, ticks, key, explanations", async () => {
    const { token } = await ctx.activeLearner('ket');
    const { qs, ch } = await takeTest(token);
    const page = (await get(token, '/ket/attempts').expect(200)).body as AttemptPage;
    expect(page).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(page.items[0]).toMatchObject({ category: 'A', result: { total: 30 } });
    expect(Date.parse(page.items[0].finishedAt)).toBeGreaterThanOrEqual(Date.parse(page.items[0].startedAt));

    const review = (await get(token, `/ket/attempts/${page.items[0].id}/review`).expect(200))
      .body as AttemptReview;
    expect(review.id).toBe(page.items[0].id);
    expect(review.questions.map((q) => q.id)).toEqual(qs.map((q) => q.id));
    expect(review.questions.map((q) => q.ticks)).toEqual(ch);
    expect(review.questions.map((q) => q.key)).toEqual(await ctx.keyFor(qs.map((q) => q.id)));
    expect(review.result.perQuestion).toHaveLength(30);
    for (const q of review.questions) {
      expect(q.text.lt).toMatch(/^Klausimas A\d+/);
      expect(q.text.ru).toMatch(/^Вопрос A\d+/);
      expect(q.answers[0]).toEqual({
        lt: 'Atsakymas 1',
        ru: 'Ответ 1',
        en: 'Answer 1',
        uk: 'Відповідь 1',
        pl: 'Odpowiedź 1',
      });
      expect(q.untranslated).toBeUndefined();
      const index = Number(/A(\d+)/.exec(q.text.en)![1]);
      if (index % 3 === 0)
        expect(q.explanation).toMatchObject({
          ru: `Объяснение ket-A-${index}`,
          uk: `Пояснення ket-A-${index}`,
          pl: `Paaiškinimas ket-A-${index}`,
        });
      else expect(q.explanation).toBeNull();
    }
    expect(review.comments).toEqual([]);
    expect(review.askedQuestionId).toBeNull();
  });

  it('an open attempt has no review (409) and its answer holds no key; the history lists only ended ones', async () => {
    const { token, id: accountId } = await ctx.activeLearner('ket');
    await takeTest(token, false);
    const id = (await ctx.dataSource.getRepository(AttemptEntity).findOneByOrFail({ accountId })).id;
    const res = await get(token, `/ket/attempts/${id}/review`).expect(409);
    expect(res.body).toMatchObject({ code: 'test-not-ended' });
    expect(res.text).not.toMatch(/"(key|ticks|questions|answers)"/);
    expect(((await get(token, '/ket/attempts').expect(200)).body as AttemptPage).total).toBe(0);
    // ...asking from the review of an open attempt is refused too.
    await post(token, `/ket/attempts/${id}/question`, { id: 1, klausimas: 'Kodėl?' }).expect(403);
  });

  it('a timed-out attempt ends when the history is asked, and can then be reviewed', async () => {
    const { token } = await ctx.activeLearner('ket');
    await takeTest(token, false);
    ctx.clock.advance(1800_000 + ctx.config.graceSeconds * 1000 + 1000);
    const page = (await get(token, '/ket/attempts').expect(200)).body as AttemptPage;
    expect(page.total).toBe(1);
    await get(token, `/ket/attempts/${page.items[0].id}/review`).expect(200);
  });

  it("another learner's attempt, another family's and an unknown id answer 404; ids are positive integers", async () => {
    const owner = await ctx.activeLearner('ket');
    await takeTest(owner.token);
    const id = await lastAttemptId(owner.token);
    const other = await ctx.activeLearner('ket');
    const res = await get(other.token, `/ket/attempts/${id}/review`).expect(404);
    expect(res.text).not.toMatch(/"key"/);
    await post(other.token, `/ket/attempts/${id}/question`, { id: 1, klausimas: 'Kodėl?' }).expect(404);
    expect(((await get(other.token, '/ket/attempts').expect(200)).body as AttemptPage).total).toBe(0);
    // The same learner under another family's prefix does not reach a KET attempt.
    await get(owner.token, `/tractor/attempts/${id}/review`).expect(404);
    await get(owner.token, '/ket/attempts/999999/review').expect(404);
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999'])
      await get(owner.token, `/ket/attempts/${bad}/review`).expect(400);
    await ctx.http().get(`/api/ket/attempts/${id}/review`).expect(401);
  });

  it('pages newest first', async () => {
    const { token } = await ctx.activeLearner('ket', 20);
    for (let i = 0; i < 5; i++) {
      await takeTest(token);
      ctx.clock.advance(60_000);
    }
    const first = (await get(token, '/ket/attempts?page=1&size=2').expect(200)).body as AttemptPage;
    const third = (await get(token, '/ket/attempts?page=3&size=2').expect(200)).body as AttemptPage;
    const all = (await get(token, '/ket/attempts').expect(200)).body as AttemptPage;
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    const finished = all.items.map((a) => Date.parse(a.finishedAt));
    expect(finished).toEqual([...finished].sort((a, b) => b - a));
    expect([...first.items, ...third.items].map((a) => a.id)).toEqual([
      all.items[0].id,
      all.items[1].id,
      all.items[4].id,
    ]);
    expect(((await get(token, '/ket/attempts?size=500').expect(200)).body as AttemptPage).size).toBe(50);
    await get(token, '/ket/attempts?page=0').expect(400);
    await get(token, '/ket/attempts?size=abc').expect(400);
  });
});

describe('my questions', () => {
  it("lists only one's own questions with the reply; unread until read; read again unread after a new reply", async () => {
    const asker = await ctx.activeLearner('ket');
    const { qs } = await takeTest(asker.token);
    const attemptId = await lastAttemptId(asker.token);
    const asked = (
      await post(asker.token, `/ket/attempts/${attemptId}/question`, {
        id: qs[2].id,
        klausimas: '  Kodėl ne antras?  ',
      }).expect(200)
    ).body as AskQuestionResponse;
    // One per attempt, whichever way it is asked.
    await post(asker.token, `/ket/attempts/${attemptId}/question`, { id: qs[3].id, klausimas: 'Dar' }).expect(
      409,
    );
    await post(asker.token, `/ket/attempts/${attemptId}/question`, { id: 424242, klausimas: 'Dar' }).expect(
      400,
    );

    let mine = (await get(asker.token, '/ket/my-questions').expect(200)).body as MyQuestionsResponse;
    expect(mine).toEqual({
      unread: 0,
      items: [
        {
          id: asked.id,
          attemptId,
          questionId: qs[2].id,
          question: {
            lt: qs[2].klausimas_lt,
            ru: qs[2].klausimas_ru,
            en: qs[2].klausimas_en,
            uk: qs[2].klausimas_uk,
            pl: qs[2].klausimas_pl,
          },
          text: 'Kodėl ne antras?',
          reply: null,
          createdAt: new Date(ctx.clock.now()).toISOString(),
          repliedAt: null,
          unread: false,
        },
      ],
    });
    const review = (await get(asker.token, `/ket/attempts/${attemptId}/review`).expect(200))
      .body as AttemptReview;
    expect(review.askedQuestionId).toBe(qs[2].id);
    expect(review.comments).toEqual([{ id: qs[2].id, klausimas: 'Kodėl ne antras?', atsakymas: null }]);

    // Another learner sees none of it, and cannot mark it read.
    const other = await ctx.activeLearner('ket');
    expect((await get(other.token, '/ket/my-questions').expect(200)).body).toEqual({ items: [], unread: 0 });
    await post(other.token, `/ket/my-questions/${asked.id}/read`).expect(404);
    // Nor does the same learner under another family.
    expect((await get(asker.token, '/tractor/my-questions').expect(200)).body).toEqual({
      items: [],
      unread: 0,
    });
    await post(asker.token, `/tractor/my-questions/${asked.id}/read`).expect(404);

    const staff = await ctx.staffToken();
    ctx.clock.advance(5_000);
    await post(staff, `/staff/questions/${asked.id}/reply`, { text: 'Nes taip sako KET.' }).expect(200);
    mine = (await get(asker.token, '/ket/my-questions').expect(200)).body as MyQuestionsResponse;
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({ reply: 'Nes taip sako KET.', unread: true });

    const read = await post(asker.token, `/ket/my-questions/${asked.id}/read`).expect(200);
    expect(read.body).toMatchObject({ id: asked.id, unread: false });
    mine = (await get(asker.token, '/ket/my-questions').expect(200)).body as MyQuestionsResponse;
    expect(mine.unread).toBe(0);
    expect(mine.items[0].unread).toBe(false);

    // Staff change the reply later: it is new to the learner again.
    ctx.clock.advance(5_000);
    await post(staff, `/staff/questions/${asked.id}/reply`, { text: 'Nes taip sako KET 5 punktas.' }).expect(
      200,
    );
    expect(
      ((await get(asker.token, '/ket/my-questions').expect(200)).body as MyQuestionsResponse).unread,
    ).toBe(1);
    await post(asker.token, '/ket/my-questions/0/read').expect(400);
    await post(asker.token, '/ket/my-questions/999999/read').expect(404);
  });
});
