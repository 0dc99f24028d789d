import {
  LANGUAGES,
  type ActivationRecord,
  type EndTestResponse,
  type Flag,
  type SaveTestResponse,
  type TestLoadResponse,
  type TestQuestion,
} from '@portal/contracts';
import { AttemptEntity } from '../../src/exam/attempt.entity';
import { EnrollmentEntity } from '../../src/enrollment/enrollment.entity';
import { fixtureBank } from '../fixtures/fixture-banks';
import { createTestApp, type TestContext } from '../test-app';

// The KET family end to end on a real database: start/resume, save, end, statistics, questions to staff.
// Core spec sections 4, 5, 7 and design section 4 (the server owns the clock; the key only after the end).

let ctx: TestContext;
const bearer = (token: string) => ({ type: 'bearer' as const, token });

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35, B: 31, C: 30 }, multi: true }));
});
afterAll(() => ctx?.close());

function start(token: string, body: object = { kate: 'A', language: 'lt' }) {
  return ctx.http().post('/api/ket/tests').auth(token, bearer(token)).send(body);
}
const questionsOf = (load: TestLoadResponse) => JSON.parse(load.questions) as TestQuestion[];

const QUESTION_FIELDS = ['id', 'klausimas', 'image', 'atsakymai', 'checkai', 'svoris', 'comments', 'asked'];
/** A start's question: the fields above and the texts in the test's language only (issue 30). */
const questionFields = (language: string) =>
  [...QUESTION_FIELDS, `klausimas_${language}`, `atsakymai_${language}`].sort();

/** The raw answer (and the question list inside it, itself JSON text) holds no answer key before the end. */
function expectNoKey(raw: string): void {
  const body = JSON.parse(raw) as Record<string, unknown>;
  const inner = typeof body.questions === 'string' ? body.questions : '';
  expect(`${raw}\n${inner}`).not.toMatch(/"(correct|ats|key|answerKey|atsakymai_key|perQuestion|result)"/);
  for (const forbidden of ['atsakymai', 'result', 'comments']) expect(body).not.toHaveProperty(forbidden);
  if (inner)
    for (const q of JSON.parse(inner) as object[]) {
      const language = LANGUAGES.find((l) => `klausimas_${l}` in q) ?? 'none';
      expect(Object.keys(q).sort()).toEqual(questionFields(language));
    }
}
const blank = (qs: TestQuestion[]): Flag[][] => qs.map((q) => q.atsakymai.map((): Flag => '0'));

describe('KET categories', () => {
  it('lists categories in the spec shape, viewValue in Lithuanian', async () => {
    const { token } = await ctx.newLearner();
    const res = await ctx.http().get('/api/ket/categories').auth(token, bearer(token)).expect(200);
    expect(res.body).toEqual([
      {
        value: 'A',
        type: 'cat',
        viewValue: 'Kategorija A',
        disabled: false,
        lt: 'Kategorija A',
        ru: 'Категория A',
        en: 'Category A',
        uk: 'Категорія A',
        pl: 'Kategoria A',
      },
      expect.objectContaining({ value: 'B' }),
      expect.objectContaining({ value: 'C' }),
    ]);
  });

  it('needs a signed-in user', async () => {
    await ctx.http().get('/api/ket/categories').expect(401);
  });
});

describe('KET start and resume', () => {
  it('starts a new test: 30 distinct questions of the category, 1800 s, texts in every language, no key', async () => {
    const { token } = await ctx.activeLearner('ket');
    const res = await start(token, { kate: 'A', language: 'ru' }).expect(200);
    const load = res.body as TestLoadResponse;
    expect(load.status).toBe('NEW');
    expect(load.time).toBe(1800);
    expect(load.serverNow).toBe(ctx.clock.now());
    expect(Date.parse(load.deadline)).toBe(ctx.clock.now() + 1800_000);
    expect(load.policy).toEqual({
      family: 'ket',
      questionCount: 30,
      timeLimitSeconds: 1800,
      answerMode: 'multi',
      scoring: { kind: 'share', passPercent: 80 },
      showWeightBadge: false,
    });
    expect(typeof load.questions).toBe('string');
    const qs = questionsOf(load);
    expect(qs).toHaveLength(30);
    expect(new Set(qs.map((q) => q.id)).size).toBe(30);
    for (const q of qs) {
      // the test's language only; the others come from tests/texts (answer-compression.int-spec.ts)
      expect(q.klausimas).toBe(q.klausimas_ru);
      expect(q.atsakymai).toEqual(q.atsakymai_ru);
      expect(q.atsakymai).toHaveLength(3);
      expect(q).not.toHaveProperty('klausimas_lt');
      expect(q).not.toHaveProperty('untranslated');
      expect(q.checkai).toEqual(['0', '0', '0']);
      expect(q.comments).toBe(0);
      expect(q.svoris).toBe(1);
      if (q.image) expect(q.image).toMatch(/^\/ket\/img\/A-\d+\.png$/);
    }
    // The key appears nowhere in the raw answer before the end.
    expectNoKey(res.text);
  });

  it('resumes the open test: same questions, same order, saved answers, time from the server deadline', async () => {
    const { token } = await ctx.activeLearner('ket');
    const first = (await start(token).expect(200)).body as TestLoadResponse;
    const qs = questionsOf(first);
    const ch = blank(qs);
    ch[0][1] = '1';
    ch[5] = ['1', '0', '1'];
    await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(token, bearer(token))
      .send({ ch, test: first.jwt })
      .expect(200);

    ctx.clock.advance(600_000 + 400);
    // Another category asked: the open test comes back, not a new one.
    const again = await start(token, { kate: 'B' }).expect(200);
    const resumed = again.body as TestLoadResponse;
    expect(resumed.status).toBe('RESUMED');
    expect(resumed.time).toBe(1199);
    expect(resumed.deadline).toBe(first.deadline);
    const rq = questionsOf(resumed);
    expect(rq.map((q) => q.id)).toEqual(qs.map((q) => q.id));
    expect(rq.map((q) => q.checkai)).toEqual(ch);
    expectNoKey(again.text);
  });

  it('refuses an unknown or empty category with a field error', async () => {
    const { token } = await ctx.activeLearner('ket');
    const res = await start(token, { kate: 'Z' }).expect(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'kate', code: 'range' })]);
    await start(token, { kate: '' }).expect(400);
    await start(token, { kate: 'A', language: 'de' }).expect(400);
  });

  it('needs an active enrollment: not registered, pending, rejected, expired, no tests left → 403 with a code', async () => {
    const fresh = await ctx.newLearner();
    expect((await start(fresh.token).expect(403)).body.code).toBe('not-registered');

    await ctx
      .http()
      .post('/api/ket/register')
      .auth(fresh.token, bearer(fresh.token))
      .send({
        vardas: 'Ona',
        pavarde: 'Onaitė',
        gdata: '1990-01-01',
        telefonas: '+37061111111',
        email: 'ona@example.com',
        filialas: 1,
        agree: true,
      })
      .expect(200);
    expect((await start(fresh.token).expect(403)).body.code).toBe('pending');

    const repo = ctx.dataSource.getRepository(EnrollmentEntity);
    await repo.update({ accountId: fresh.id, family: 'ket' }, { status: -7, rejectionText: 'Ne' });
    expect((await start(fresh.token).expect(403)).body.code).toBe('rejected');

    await repo.update(
      { accountId: fresh.id, family: 'ket' },
      { status: 1, validFrom: '2026-01-01', validTo: '2026-03-09', testsLeft: 5 },
    );
    expect((await start(fresh.token).expect(403)).body.code).toBe('expired');
    await repo.update(
      { accountId: fresh.id, family: 'ket' },
      { validFrom: '2026-03-11', validTo: '2026-05-01' },
    );
    expect((await start(fresh.token).expect(403)).body.code).toBe('not-yet-valid');
    await repo.update(
      { accountId: fresh.id, family: 'ket' },
      { validFrom: '2026-03-10', validTo: '2026-03-10', testsLeft: 0 },
    );
    expect((await start(fresh.token).expect(403)).body.code).toBe('no-tests-left');
    await repo.update({ accountId: fresh.id, family: 'ket' }, { testsLeft: 1 });
    expect((await start(fresh.token).expect(200)).body.status).toBe('NEW');
  });
});

describe('KET save', () => {
  it('stores the answers and answers with the server time left', async () => {
    const { token } = await ctx.activeLearner('ket');
    const load = (await start(token).expect(200)).body as TestLoadResponse;
    ctx.clock.advance(61_000);
    const ch = blank(questionsOf(load));
    ch[2][0] = '1';
    const res = await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(token, bearer(token))
      .send({ ch, test: load.jwt })
      .expect(200);
    expect(res.body as SaveTestResponse).toEqual({ saved: true, time: 1739, serverNow: ctx.clock.now() });
    expectNoKey(res.text);
  });

  it('validates ch: one row per question, as many flags as answers, only 0/1', async () => {
    const { token } = await ctx.activeLearner('ket');
    const load = (await start(token).expect(200)).body as TestLoadResponse;
    const ch = blank(questionsOf(load));
    const save = (body: object) =>
      ctx.http().post('/api/ket/tests/save').auth(token, bearer(token)).send(body);

    expect((await save({ ch: ch.slice(1), test: load.jwt }).expect(400)).body.fields[0]).toMatchObject({
      field: 'ch',
      code: 'range',
    });
    const short = ch.map((r) => [...r]);
    short[4] = ['0', '1'];
    expect((await save({ ch: short, test: load.jwt }).expect(400)).body.fields[0]).toMatchObject({
      field: 'ch[4]',
    });
    const wrongFlag = ch.map((r) => [...r]);
    (wrongFlag[0] as string[])[0] = 'x';
    expect((await save({ ch: wrongFlag, test: load.jwt }).expect(400)).body.fields[0]).toMatchObject({
      field: 'ch',
      code: 'type',
    });
    await save({ ch: 'nope', test: load.jwt }).expect(400);
    await save({ ch, test: '' }).expect(400);
    await save({ ch }).expect(400);
    // Nothing changed.
    const resumed = (await start(token).expect(200)).body as TestLoadResponse;
    expect(questionsOf(resumed).map((q) => q.checkai)).toEqual(ch);
  });

  it("refuses another learner's test token (403) and changes nothing", async () => {
    const owner = await ctx.activeLearner('ket');
    const other = await ctx.activeLearner('ket');
    const load = (await start(owner.token).expect(200)).body as TestLoadResponse;
    const ch = blank(questionsOf(load)).map((r) => r.map((): Flag => '1'));
    const save = await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(other.token, bearer(other.token))
      .send({ ch, test: load.jwt })
      .expect(403);
    expect(save.body.code).toBe('foreign-test-token');
    const end = await ctx
      .http()
      .post('/api/ket/tests/end')
      .auth(other.token, bearer(other.token))
      .send({ ch, test: load.jwt })
      .expect(403);
    expect(end.body.code).toBe('foreign-test-token');
    const resumed = (await start(owner.token).expect(200)).body as TestLoadResponse;
    expect(questionsOf(resumed).every((q) => q.checkai.every((f) => f === '0'))).toBe(true);
  });

  it('refuses forged tokens and access tokens used as test tokens', async () => {
    const { token } = await ctx.activeLearner('ket');
    const load = (await start(token).expect(200)).body as TestLoadResponse;
    const ch = blank(questionsOf(load));
    const forged = load.jwt.slice(0, -3) + (load.jwt.endsWith('AAA') ? 'BBB' : 'AAA');
    expect(
      (
        await ctx
          .http()
          .post('/api/ket/tests/save')
          .auth(token, bearer(token))
          .send({ ch, test: forged })
          .expect(403)
      ).body.code,
    ).toBe('invalid-test-token');
    expect(
      (
        await ctx
          .http()
          .post('/api/ket/tests/save')
          .auth(token, bearer(token))
          .send({ ch, test: token })
          .expect(403)
      ).body.code,
    ).toBe('invalid-test-token');
  });

  it('takes a save within the 10 s grace after the deadline and refuses one after it', async () => {
    const { token } = await ctx.activeLearner('ket');
    const load = (await start(token).expect(200)).body as TestLoadResponse;
    const ch = blank(questionsOf(load));
    ch[0][0] = '1';
    ctx.clock.advance(1800_000 + 10_000);
    const ok = await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(token, bearer(token))
      .send({ ch, test: load.jwt })
      .expect(200);
    expect(ok.body.time).toBe(0);
    ctx.clock.advance(1);
    const late = ch.map((r) => [...r]);
    late[1][0] = '1';
    const res = await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(token, bearer(token))
      .send({ ch: late, test: load.jwt })
      .expect(409);
    expect(res.body.code).toBe('deadline-passed');
    // The late ticks were not stored: the end (idempotent, already ended) reports the saved ones.
    const end = await ctx.endTest(token, { ch: late, test: load.jwt });
    expect(end.result.total).toBe(30);
  });
});

describe('KET end', () => {
  it('scores on the server, returns the key, records the result, and is idempotent', async () => {
    const learner = await ctx.activeLearner('ket', 3);
    const load = (await start(learner.token).expect(200)).body as TestLoadResponse;
    const qs = questionsOf(load);
    const key = await ctx.keyFor(qs.map((q) => q.id));
    // 24 of 30 right = 80 %: passed (core spec section 5).
    const ch = key.map((row, i) => (i < 24 ? row : row.map((f): Flag => (f === '1' ? '0' : '1'))));
    const end = await ctx
      .http()
      .post('/api/ket/tests/end')
      .auth(learner.token, bearer(learner.token))
      .send({ ch, test: load.jwt })
      .expect(200);
    const body = end.body as EndTestResponse;
    expect(body.atsakymai).toEqual(key.map((ats) => ({ ats })));
    expect(body.result).toMatchObject({ correct: 24, total: 30, percent: 80, passed: true });
    expect(body.result.perQuestion.filter(Boolean)).toHaveLength(24);
    expect(body.comments).toEqual([]);

    // Second end with other ticks: same answer, nothing changes.
    const allWrong = ch.map((r) => r.map((): Flag => '0'));
    const second = await ctx
      .http()
      .post('/api/ket/tests/end')
      .auth(learner.token, bearer(learner.token))
      .send({ ch: allWrong, test: load.jwt })
      .expect(200);
    expect(second.body).toEqual(end.body);

    // Statistics (spec: isspresta, teisingu, egzaminai; kiekis = tests left, decreased once at the end).
    const check = (
      await ctx.http().post('/api/ket/check').auth(learner.token, bearer(learner.token)).expect(200)
    ).body as ActivationRecord;
    expect(check).toMatchObject({ valid: 1, isspresta: 1, teisingu: 24, egzaminai: [80] });
    expect(check.timeLeft).toMatchObject({ kiekis: 2, nuo: '2026-03-01', iki: '2026-06-30', leftDays: 112 });
    expect(typeof check.token).toBe('string');

    // Saves after the end are refused.
    const save = await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(learner.token, bearer(learner.token))
      .send({ ch, test: load.jwt })
      .expect(409);
    expect(save.body.code).toBe('test-ended');
  });

  it('fails below 80 % and keeps history oldest first', async () => {
    const learner = await ctx.activeLearner('ket', 5);
    for (const right of [23, 30]) {
      const load = (await start(learner.token).expect(200)).body as TestLoadResponse;
      const key = await ctx.keyFor(questionsOf(load).map((q) => q.id));
      const ch = key.map((row, i) => (i < right ? row : row.map((): Flag => '0')));
      const end = await ctx.endTest(learner.token, { ch, test: load.jwt });
      expect(end.result.passed).toBe(right === 30);
      ctx.clock.advance(1000);
    }
    const check = (
      await ctx.http().post('/api/ket/check').auth(learner.token, bearer(learner.token)).expect(200)
    ).body as ActivationRecord;
    expect(check.egzaminai).toEqual([76.67, 100]);
    expect(check.isspresta).toBe(2);
    expect(check.teisingu).toBe(53);
    expect(check.timeLeft!.kiekis).toBe(3);
  });

  it('after the deadline and grace, ignores the sent ticks and scores the saved ones', async () => {
    const learner = await ctx.activeLearner('ket');
    const load = (await start(learner.token).expect(200)).body as TestLoadResponse;
    const key = await ctx.keyFor(questionsOf(load).map((q) => q.id));
    const saved = key.map((row, i) => (i < 10 ? row : row.map((): Flag => '0')));
    await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(learner.token, bearer(learner.token))
      .send({ ch: saved, test: load.jwt })
      .expect(200);
    ctx.clock.advance(1800_000 + 10_001);
    const end = await ctx.endTest(learner.token, { ch: key, test: load.jwt });
    expect(end.result.correct).toBe(10);
  });

  it('lazily ends a timed-out attempt on start/check, and a new test can begin', async () => {
    const learner = await ctx.activeLearner('ket', 2);
    const load = (await start(learner.token).expect(200)).body as TestLoadResponse;
    ctx.clock.advance(1800_000 + 11_000);
    const check = (
      await ctx.http().post('/api/ket/check').auth(learner.token, bearer(learner.token)).expect(200)
    ).body as ActivationRecord;
    expect(check.isspresta).toBe(1);
    expect(check.egzaminai).toEqual([0]);
    expect(check.timeLeft!.kiekis).toBe(1);
    const next = (await start(learner.token).expect(200)).body as TestLoadResponse;
    expect(next.status).toBe('NEW');
    expect(next.jwt).not.toBe(load.jwt);
  });

  it('two ends at once record one result and take one test', async () => {
    const learner = await ctx.activeLearner('ket', 4);
    const load = (await start(learner.token).expect(200)).body as TestLoadResponse;
    const ch = blank(questionsOf(load));
    const [a, b] = await Promise.all([
      ctx
        .http()
        .post('/api/ket/tests/end')
        .auth(learner.token, bearer(learner.token))
        .send({ ch, test: load.jwt }),
      ctx
        .http()
        .post('/api/ket/tests/end')
        .auth(learner.token, bearer(learner.token))
        .send({ ch, test: load.jwt }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    const enrollment = await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .findOneByOrFail({ accountId: learner.id, family: 'ket' });
    expect(enrollment.testsLeft).toBe(3);
    expect(await ctx.dataSource.getRepository(AttemptEntity).countBy({ accountId: learner.id })).toBe(1);
  });

  it('two starts at once open one attempt', async () => {
    const learner = await ctx.activeLearner('ket');
    const [a, b] = await Promise.all([start(learner.token), start(learner.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(questionsOf(a.body).map((q) => q.id)).toEqual(questionsOf(b.body).map((q) => q.id));
    expect(await ctx.dataSource.getRepository(AttemptEntity).countBy({ accountId: learner.id })).toBe(1);
  });
});

describe('KET questions to staff', () => {
  async function endedTest() {
    const learner = await ctx.activeLearner('ket');
    const load = (await start(learner.token).expect(200)).body as TestLoadResponse;
    const qs = questionsOf(load);
    return { learner, load, qs };
  }
  const end = (token: string, load: TestLoadResponse, qs: TestQuestion[]) =>
    ctx
      .http()
      .post('/api/ket/tests/end')
      .auth(token, bearer(token))
      .send({ ch: blank(qs), test: load.jwt })
      .expect(200);
  const ask = (token: string, body: object) =>
    ctx.http().post('/api/ket/questions').auth(token, bearer(token)).send(body);

  it("only after the end (403 before), one per attempt (409), not empty (400), only the attempt's questions", async () => {
    const { learner, load, qs } = await endedTest();
    expect(
      (await ask(learner.token, { id: qs[0].id, klausimas: 'Kodėl?', jwt: load.jwt }).expect(403)).body.code,
    ).toBe('test-not-ended');
    await end(learner.token, load, qs);
    expect(
      (await ask(learner.token, { id: qs[0].id, klausimas: '   ', jwt: load.jwt }).expect(400)).body
        .fields[0],
    ).toMatchObject({ field: 'klausimas', code: 'required' });
    expect(
      (await ask(learner.token, { id: 999999, klausimas: 'Kodėl?', jwt: load.jwt }).expect(400)).body
        .fields[0],
    ).toMatchObject({ field: 'id' });
    const other = await ctx.activeLearner('ket');
    expect(
      (await ask(other.token, { id: qs[0].id, klausimas: 'Kodėl?', jwt: load.jwt }).expect(403)).body.code,
    ).toBe('foreign-test-token');
    const ok = await ask(learner.token, { id: qs[3].id, klausimas: 'Kodėl ne B?', jwt: load.jwt }).expect(
      200,
    );
    expect(ok.body).toEqual({ success: true, id: expect.any(Number) });
    expect(
      (await ask(learner.token, { id: qs[4].id, klausimas: 'Ir dar?', jwt: load.jwt }).expect(409)).body.code,
    ).toBe('already-asked');
  });

  it('staff list and reply; replies reach every learner whose test has the question, unanswered ones only the asker', async () => {
    const staff = await ctx.staffToken();
    const { learner, load, qs } = await endedTest();
    await end(learner.token, load, qs);
    await ask(learner.token, {
      id: qs[0].id,
      klausimas: 'Kodėl atsakymas A? Почему? 🚗',
      jwt: load.jwt,
    }).expect(200);

    // Own unanswered question: seen by the asker in the (idempotent) end answer.
    const mine = (await end(learner.token, load, qs)).body as EndTestResponse;
    expect(mine.comments).toEqual([
      { id: qs[0].id, klausimas: 'Kodėl atsakymas A? Почему? 🚗', atsakymas: null },
    ]);
    expect(mine.askedQuestionId).toBe(qs[0].id);

    const list = await ctx
      .http()
      .get('/api/staff/questions?family=ket&answered=false')
      .auth(staff, bearer(staff))
      .expect(200);
    const item = list.body.items.find((q: { questionId: number }) => q.questionId === qs[0].id);
    expect(item).toMatchObject({
      family: 'ket',
      text: 'Kodėl atsakymas A? Почему? 🚗',
      reply: null,
      questionText: expect.stringMatching(/^Klausimas/),
    });

    // A learner whose test has the same question does not see the unanswered one...
    const repo = ctx.dataSource.getRepository(AttemptEntity);
    const second = await endedTest();
    const sameIds = qs.map((q) => q.id);
    const attempt = await repo.findOneByOrFail({ accountId: second.learner.id });
    await repo.update(
      { id: attempt.id },
      { questionIds: sameIds, answers: qs.map((q) => q.atsakymai.map((): Flag => '0')) },
    );
    const before = (await end(second.learner.token, second.load, qs)).body as EndTestResponse;
    expect(before.comments).toEqual([]);

    // ...until staff reply; then every such learner sees it.
    const reply = await ctx
      .http()
      .post(`/api/staff/questions/${item.id}/reply`)
      .auth(staff, bearer(staff))
      .send({ text: 'Nes taip sako KET 5 punktas.' })
      .expect(200);
    expect(reply.body).toMatchObject({
      reply: 'Nes taip sako KET 5 punktas.',
      repliedAt: expect.any(String),
    });
    const after = (await end(second.learner.token, second.load, qs)).body as EndTestResponse;
    expect(after.comments).toEqual([
      { id: qs[0].id, klausimas: 'Kodėl atsakymas A? Почему? 🚗', atsakymas: 'Nes taip sako KET 5 punktas.' },
    ]);
    const answered = await ctx
      .http()
      .get('/api/staff/questions?answered=true')
      .auth(staff, bearer(staff))
      .expect(200);
    expect(answered.body.items.map((q: { id: number }) => q.id)).toContain(item.id);

    await ctx
      .http()
      .post('/api/staff/questions/999999/reply')
      .auth(staff, bearer(staff))
      .send({ text: 'x' })
      .expect(404);
    await ctx
      .http()
      .post(`/api/staff/questions/${item.id}/reply`)
      .auth(staff, bearer(staff))
      .send({ text: ' ' })
      .expect(400);
    await ctx
      .http()
      .post(`/api/staff/questions/${item.id}/reply`)
      .auth(learner.token, bearer(learner.token))
      .send({ text: 'x' })
      .expect(403);
  });
});

describe('KET resume after the validity period ended', () => {
  it('an open attempt still resumes (it was granted at start); a new one is refused', async () => {
    const learner = await ctx.activeLearner('ket', 2);
    const first = (await start(learner.token).expect(200)).body as TestLoadResponse;
    await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .update({ accountId: learner.id, family: 'ket' }, { validTo: '2026-03-09' });
    const resumed = (await start(learner.token).expect(200)).body as TestLoadResponse;
    expect(resumed).toMatchObject({ status: 'RESUMED', deadline: first.deadline });
    await ctx.endTest(learner.token, { ch: blank(questionsOf(first)), test: first.jwt });
    expect((await start(learner.token).expect(403)).body.code).toBe('expired');
  });
});
