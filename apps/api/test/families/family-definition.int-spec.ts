import {
  DEFAULT_SCHOOL_LINKS,
  defineFamily,
  EXAM_FAMILIES,
  FAMILY_DEFINITIONS,
  STATUS_ACTIVE,
  type EndTestResponse,
  type ExamFamilyId,
  type Flag,
  type TestLoadResponse,
  type TestQuestion,
} from '@portal/contracts';
import { EnrollmentEntity } from '../../src/enrollment/enrollment.entity';
import { fixtureBank } from '../fixtures/fixture-banks';
import { createTestApp, validRegistration, type TestContext } from '../test-app';

// A family definition is all the API needs: an extra, test-only definition gets its routes, policy, Swagger tag and
// statistics with no other code. If a family needed hand wiring (a module, a controller, a policy), this fails.

const QUIZ = defineFamily({
  id: 'quiz',
  kind: 'enrolled',
  labels: { lt: 'Viktorina', ru: 'Викторина', en: 'Quiz', uk: 'Вікторина', pl: 'Quiz' },
  group: 'more',
  routes: { home: '/quiz', runner: '/testai-quiz' },
  imageDir: 'quiz-images',
  questionCount: 3,
  timeLimitSeconds: 600,
  answerMode: 'single',
  scoring: { kind: 'points', maxPoints: 4, passShare: 0.75 },
  draw: { kind: 'by-weight', countByWeight: { 2: 1, 1: 2 } },
  topics: [],
  showWeightBadge: true,
  branchIds: [6],
  landing: { languageSelect: false, statisticsPassPercent: 75 },
  links: DEFAULT_SCHOOL_LINKS,
  devPort: 4299,
});
// The test family is not an ExamFamilyId: the helpers that take one are told so.
const quiz = QUIZ.id as ExamFamilyId;

let ctx: TestContext;
const bearer = (token: string) => ({ type: 'bearer' as const, token });

beforeAll(async () => {
  ctx = await createTestApp({}, { definitions: [...FAMILY_DEFINITIONS, QUIZ] });
  await ctx.seed.seedBank(fixtureBank(quiz, { categories: { Q: 8 }, heavy: 2, answers: 3 }), QUIZ);
});
afterAll(() => ctx?.close());

describe('every enrolled definition gets its family routes', () => {
  it('answers /api/<id>/categories and /api/<id>/check for each, the test-only one too', async () => {
    const { token } = await ctx.newLearner();
    for (const id of [...EXAM_FAMILIES, QUIZ.id]) {
      await ctx.http().get(`/api/${id}/categories`).auth(token, bearer(token)).expect(200);
      const check = await ctx.http().post(`/api/${id}/check`).auth(token, bearer(token)).expect(200);
      expect(check.body).toMatchObject({ isspresta: 0 });
    }
  });

  it('lists each family under its own Swagger tag, operations named by family', async () => {
    const doc = (await ctx.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { tags?: string[]; operationId: string }>>;
    };
    const ids = new Set<string>();
    for (const id of [...EXAM_FAMILIES, QUIZ.id]) {
      for (const path of [
        'check',
        'register',
        'activation-requests',
        'categories',
        'tests',
        'tests/save',
        'tests/end',
        'tests/texts',
        'questions',
      ]) {
        const operations = Object.values(doc.paths[`/api/${id}/${path}`] ?? {});
        expect([id, path, operations.length]).toEqual([id, path, 1]);
        expect(operations[0].tags).toEqual([id]);
        ids.add(operations[0].operationId);
      }
    }
    expect(ids.size).toBe((EXAM_FAMILIES.length + 1) * 9);
  });
});

describe('a test-only family, from its definition alone', () => {
  it('registers within its branches, draws by weight, times, scores and counts by its definition', async () => {
    const learner = await ctx.newLearner('quiz');
    await ctx
      .http()
      .post('/api/quiz/register')
      .auth(learner.token, bearer(learner.token))
      .send({ ...validRegistration(), filialas: 15 })
      .expect(400);
    await ctx
      .http()
      .post('/api/quiz/register')
      .auth(learner.token, bearer(learner.token))
      .send(validRegistration())
      .expect(200);
    await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .update(
        { accountId: learner.id, family: quiz },
        { status: STATUS_ACTIVE, validFrom: '2026-03-01', validTo: '2026-06-30', testsLeft: 2 },
      );

    const categories = await ctx
      .http()
      .get('/api/quiz/categories')
      .auth(learner.token, bearer(learner.token));
    expect(categories.body).toEqual([expect.objectContaining({ value: 'Q', lt: 'Kategorija Q' })]);

    const start = await ctx
      .http()
      .post('/api/quiz/tests')
      .auth(learner.token, bearer(learner.token))
      .send({ kate: 'Q', language: 'lt' })
      .expect(200);
    const load = start.body as TestLoadResponse;
    const questions = JSON.parse(load.questions) as TestQuestion[];
    expect(load.policy).toEqual({
      family: 'quiz',
      questionCount: 3,
      timeLimitSeconds: 600,
      answerMode: 'single',
      scoring: { kind: 'points', maxPoints: 4, passShare: 0.75 },
      showWeightBadge: true,
    });
    expect(load.time).toBe(600);
    expect(questions.map((q) => q.svoris).sort()).toEqual([1, 1, 2]);
    for (const q of questions) if (q.image) expect(q.image).toMatch(/^\/quiz-images\/img\//);

    // single answer: two ticks in one question are refused
    const two = questions.map((q, i): Flag[] =>
      q.atsakymai.map((_, a): Flag => (i === 0 && a < 2 ? '1' : '0')),
    );
    await ctx
      .http()
      .post('/api/quiz/tests/save')
      .auth(learner.token, bearer(learner.token))
      .send({ ch: two, test: load.jwt })
      .expect(400);

    const key = await ctx.keyFor(questions.map((q) => q.id));
    const end = await ctx
      .http()
      .post('/api/quiz/tests/end')
      .auth(learner.token, bearer(learner.token))
      .send({ ch: key, test: load.jwt })
      .expect(200);
    expect((end.body as EndTestResponse).result).toMatchObject({ points: 4, passed: true });

    const check = await ctx
      .http()
      .post('/api/quiz/check')
      .auth(learner.token, bearer(learner.token))
      .expect(200);
    expect(check.body).toMatchObject({ isspresta: 1, teisingu: 3, egzaminai: [100] });
  });
});
