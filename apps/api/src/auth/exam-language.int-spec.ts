import type { AuthUser, ExamLanguageResponse } from '@portal/contracts';
import { AccountEntity } from '../accounts/account.entity';
import { PrivacyService } from '../privacy/privacy.service';
import { createTestApp, type TestContext } from '../../test/test-app';

// Issue 28: the language a learner will sit the theory exam in — offered by the school (EXAM_LANGUAGES), stored
// on the account, read back by /me, in the learner's data export and cleared by erasure.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ EXAM_LANGUAGES: 'lt,en,uk,pl' });
});
afterAll(() => ctx?.close());

const me = async (token: string) =>
  (await ctx.http().get('/api/auth/me').auth(token, { type: 'bearer' }).expect(200)).body as AuthUser;
const put = (token: string, body: object) =>
  ctx.http().put('/api/me/exam-language').auth(token, { type: 'bearer' }).send(body);

describe('the exam language', () => {
  it('is not chosen at first; /me names the languages the school offers', async () => {
    const learner = await ctx.newLearner();
    expect(await me(learner.token)).toMatchObject({
      examLanguage: null,
      examLanguages: ['lt', 'en', 'uk', 'pl'],
    });
  });

  it('a learner chooses one the school offers, reads it back, and clears it with null', async () => {
    const learner = await ctx.newLearner();
    const res = await put(learner.token, { language: 'uk' }).expect(200);
    expect(res.body as ExamLanguageResponse).toEqual({ examLanguage: 'uk' });
    expect((await me(learner.token)).examLanguage).toBe('uk');
    const row = await ctx.dataSource.getRepository(AccountEntity).findOneByOrFail({ id: learner.id });
    expect(row.examLanguage).toBe('uk');
    await put(learner.token, { language: 'pl' }).expect(200);
    expect((await me(learner.token)).examLanguage).toBe('pl');
    expect((await put(learner.token, { language: null }).expect(200)).body).toEqual({ examLanguage: null });
    expect((await me(learner.token)).examLanguage).toBeNull();
  });

  it('400 naming `language` for one not offered (Russian is a reading language only), unknown or missing', async () => {
    const learner = await ctx.newLearner();
    for (const body of [
      { language: 'ru' },
      { language: 'es' },
      { language: 'xx' },
      {},
      { language: 'uk', x: 1 },
    ]) {
      const res = await put(learner.token, body).expect(400);
      expect(JSON.stringify(res.body)).toContain(Object.keys(body).includes('x') ? '"x"' : '"language"');
    }
    expect((await me(learner.token)).examLanguage).toBeNull();
  });

  it('needs a signed-in learner', async () => {
    await ctx.http().put('/api/me/exam-language').send({ language: 'uk' }).expect(401);
  });

  it('is in the learner’s data export and erasure clears it', async () => {
    const learner = await ctx.newLearner();
    await put(learner.token, { language: 'en' }).expect(200);
    const exported = await ctx.http().get('/api/me/data').auth(learner.token, { type: 'bearer' }).expect(200);
    expect(JSON.stringify(JSON.parse(exported.text))).toContain('"examLanguage":"en"');
    const privacy = ctx.app.get(PrivacyService);
    const request = await privacy.request(learner.id);
    await privacy.erase(request.id, { id: learner.id });
    const row = await ctx.dataSource.getRepository(AccountEntity).findOneByOrFail({ id: learner.id });
    expect(row.examLanguage).toBeNull();
  });
});

describe('a school offering fewer exam languages', () => {
  let school: TestContext;
  beforeAll(async () => {
    school = await createTestApp({ EXAM_LANGUAGES: 'lt,uk' });
  });
  afterAll(() => school?.close());

  it('offers only those; a choice it no longer offers reads as not chosen', async () => {
    const learner = await school.newLearner();
    await school
      .http()
      .put('/api/me/exam-language')
      .auth(learner.token, { type: 'bearer' })
      .send({ language: 'en' })
      .expect(400);
    await school.dataSource.getRepository(AccountEntity).update({ id: learner.id }, { examLanguage: 'en' });
    const body = (await school.http().get('/api/auth/me').auth(learner.token, { type: 'bearer' }).expect(200))
      .body as AuthUser;
    expect(body).toMatchObject({ examLanguage: null, examLanguages: ['lt', 'uk'] });
  });
});
