import type { EndTestResponse, ExamFamilyId, Flag, TestLoadResponse, TestQuestion } from '@portal/contracts';
import { fixtureBank } from '../fixtures/fixture-banks';
import { createTestApp, type TestContext } from '../test-app';

// The four thin families over the shared engine, tested with fixture banks (second spec sections 5, 9).

let ctx: TestContext;
const bearer = (token: string) => ({ type: 'bearer' as const, token });
const questionsOf = (load: TestLoadResponse) => JSON.parse(load.questions) as TestQuestion[];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(
    fixtureBank('kodas', { categories: { K1: 45 }, heavy: 14, answers: 4, multi: true }),
  );
  await ctx.seed.seedBank(fixtureBank('tractor', { categories: { T: 25 }, answers: 4 }));
  await ctx.seed.seedBank(fixtureBank('hidro', { categories: { H: 22 }, answers: 3 }));
  await ctx.seed.seedBank(fixtureBank('krautuvai', { categories: { F: 21 }, answers: 4 }));
});
afterAll(() => ctx?.close());

async function startIn(family: ExamFamilyId, kate: string) {
  const learner = await ctx.activeLearner(family);
  const res = await ctx
    .http()
    .post(`/api/${family}/tests`)
    .auth(learner.token, bearer(learner.token))
    .send({ kate, language: 'en' })
    .expect(200);
  return { learner, load: res.body as TestLoadResponse };
}

async function endTest(family: ExamFamilyId, token: string, ch: Flag[][], test: string) {
  const res = await ctx
    .http()
    .post(`/api/${family}/tests/end`)
    .auth(token, bearer(token))
    .send({ ch, test })
    .expect(200);
  return res.body as EndTestResponse;
}

describe('kodas (Code 95): weighted points, 40 max, pass at half', () => {
  it('draws 10 questions of weight 2 and 20 of weight 1: every test is worth exactly 40 points', async () => {
    for (let run = 0; run < 3; run++) {
      const { load } = await startIn('kodas', 'K1');
      const qs = questionsOf(load);
      expect(qs).toHaveLength(30);
      expect(qs.reduce((sum, q) => sum + q.svoris, 0)).toBe(40);
      expect(qs.filter((q) => q.svoris === 2)).toHaveLength(10);
      expect(load.policy).toMatchObject({
        questionCount: 30,
        answerMode: 'multi',
        showWeightBadge: true,
        scoring: { kind: 'points', maxPoints: 40, passShare: 0.5 },
      });
      for (const q of qs) if (q.image) expect(q.image).toMatch(/^\/kodas\/img\//);
    }
  });

  it('scores points of fully correct questions; 20 of 40 passes, 19 fails', async () => {
    for (const [target, passed] of [
      [20, true],
      [19, false],
    ] as const) {
      const { learner, load } = await startIn('kodas', 'K1');
      const qs = questionsOf(load);
      const key = await ctx.keyFor(qs.map((q) => q.id));
      // Answer right until the points reach the target, weight-1 questions first (weight-2 ones fill the rest).
      let points = 0;
      const order = qs.map((q, i) => ({ q, i })).sort((a, b) => a.q.svoris - b.q.svoris);
      const right = new Set<number>();
      for (const { q, i } of order) {
        if (points + q.svoris <= target) {
          points += q.svoris;
          right.add(i);
        }
      }
      expect(points).toBe(target);
      const ch = key.map((row, i) => (right.has(i) ? row : row.map((): Flag => '0')));
      // A weight-2 question answered partly right earns nothing: one right answer missing, or one wrong added.
      const partial = order.find(({ q, i }) => q.svoris === 2 && !right.has(i))!;
      const keyRow = key[partial.i];
      const ones = keyRow.flatMap((f, j) => (f === '1' ? [j] : []));
      ch[partial.i] =
        ones.length > 1
          ? keyRow.map((f, j): Flag => (j === ones[0] ? '0' : f))
          : keyRow.map((f, j): Flag => (j === keyRow.indexOf('0') ? '1' : f));
      expect(ch[partial.i]).not.toEqual(keyRow);
      expect(ch[partial.i]).toContain('1');
      const end = await endTest('kodas', learner.token, ch, load.jwt);
      expect(end.result).toMatchObject({ points: target, maxPoints: 40, passed });
      // The dashboard's past results read as the share of the 40 points (pass mark 50 %).
      const check = await ctx
        .http()
        .post('/api/kodas/check')
        .auth(learner.token, bearer(learner.token))
        .expect(200);
      expect(check.body.egzaminai).toEqual([(target / 40) * 100]);
    }
  });
});

describe.each([
  ['tractor', 'T', 'traktoriai'],
  ['hidro', 'H', 'hidro'],
  ['krautuvai', 'F', 'krautuvai'],
] as const)('%s: 20 questions, 1800 s, one answer per question, 80 %%', (family, kate, imageDir) => {
  it('starts a 20-question single-answer test with images under its own folder', async () => {
    const { load } = await startIn(family, kate);
    const qs = questionsOf(load);
    expect(qs).toHaveLength(20);
    expect(load.time).toBe(1800);
    expect(load.policy).toMatchObject({
      family,
      questionCount: 20,
      answerMode: 'single',
      scoring: { kind: 'share', passPercent: 80 },
    });
    expect(qs.some((q) => q.image)).toBe(true);
    for (const q of qs) if (q.image) expect(q.image).toMatch(new RegExp(`^/${imageDir}/img/`));
  });

  it('refuses two ticks on one question (400 naming ch[i]) and scores 16 of 20 as passed', async () => {
    const { learner, load } = await startIn(family, kate);
    const qs = questionsOf(load);
    const key = await ctx.keyFor(qs.map((q) => q.id));
    const two = key.map((row) => [...row]);
    two[3] = two[3].map((): Flag => '1');
    const bad = await ctx
      .http()
      .post(`/api/${family}/tests/save`)
      .auth(learner.token, bearer(learner.token))
      .send({ ch: two, test: load.jwt })
      .expect(400);
    expect(bad.body.fields[0]).toMatchObject({ field: 'ch[3]', code: 'range' });
    const ch = key.map((row, i) => (i < 16 ? row : row.map((): Flag => '0')));
    const end = await endTest(family, learner.token, ch, load.jwt);
    expect(end.result).toMatchObject({ correct: 16, total: 20, percent: 80, passed: true });
  });

  it('scores 15 of 20 (75 %) as failed', async () => {
    const { learner, load } = await startIn(family, kate);
    const key = await ctx.keyFor(questionsOf(load).map((q) => q.id));
    // the last five answered with a wrong option rather than left empty
    const ch = key.map((row, i) => (i < 15 ? row : row.map((): Flag => '0')));
    for (let i = 15; i < 20; i++) ch[i][key[i].indexOf('0')] = '1';
    const end = await endTest(family, learner.token, ch, load.jwt);
    expect(end.result).toMatchObject({ correct: 15, total: 20, percent: 75, passed: false });
  });

  it('a test token of another family is refused', async () => {
    const { learner } = await startIn(family, kate);
    const own = await ctx
      .http()
      .post(`/api/${family}/tests`)
      .auth(learner.token, bearer(learner.token))
      .send({ kate })
      .expect(200);
    const other: ExamFamilyId = family === 'hidro' ? 'tractor' : 'hidro';
    const res = await ctx
      .http()
      .post(`/api/${other}/tests/save`)
      .auth(learner.token, bearer(learner.token))
      .send({ ch: [], test: own.body.jwt })
      .expect(403);
    expect(res.body.code).toBe('wrong-family');
  });
});

it('a category too small for a full test answers 409 not-enough-questions', async () => {
  await ctx.seed.seedBank(fixtureBank('tractor', { categories: { T: 25, SMALL: 5 }, answers: 4 }));
  const learner = await ctx.activeLearner('tractor');
  const res = await ctx
    .http()
    .post('/api/tractor/tests')
    .auth(learner.token, bearer(learner.token))
    .send({ kate: 'SMALL' })
    .expect(409);
  expect(res.body.code).toBe('not-enough-questions');
});
