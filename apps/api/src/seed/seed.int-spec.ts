import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAM_FAMILIES, bankProblems, bankTranslationProblems, type QuestionBank } from '@portal/contracts';
import { AccountEntity } from '../accounts/account.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { FAMILY_POLICIES } from '../exam/family-policy';
import { fixtureBank } from '../../test/fixtures/fixture-banks';
import { createTestApp, type TestContext } from '../../test/test-app';

const SAMPLE_BANKS = join(__dirname, 'banks');

async function counts(ctx: TestContext) {
  const repo = <T extends object>(entity: new () => T) => ctx.dataSource.getRepository(entity).count();
  return {
    accounts: await repo(AccountEntity),
    enrollments: await repo(EnrollmentEntity),
    categories: await repo(CategoryEntity),
    questions: await repo(QuestionEntity),
    links: await repo(QuestionCategoryEntity),
  };
}

describe('seed (safe to run twice)', () => {
  let ctx: TestContext;
  let banks: string;
  beforeAll(async () => {
    banks = mkdtempSync(join(tmpdir(), 'portal-banks-'));
    writeFileSync(
      join(banks, 'ket.json'),
      JSON.stringify(fixtureBank('ket', { categories: { A: 31, B: 30 } })),
    );
    ctx = await createTestApp({ BANKS_DIR: banks });
  });
  afterAll(() => ctx?.close());

  it('creates staff, the sample learners in each state for each family, and the banks present; a second run changes nothing', async () => {
    await ctx.seed.seedAll();
    const first = await counts(ctx);
    expect(first).toEqual({
      accounts: 6,
      enrollments: 4 * EXAM_FAMILIES.length,
      categories: 2,
      questions: 61,
      links: 61,
    });
    await ctx.seed.seedAll();
    expect(await counts(ctx)).toEqual(first);
    const statuses = await ctx.dataSource
      .getRepository(EnrollmentEntity)
      .find({ where: { family: 'kodas' }, order: { accountId: 'ASC' } });
    expect(statuses.map((e) => e.status)).toEqual([1, 0, -1, -7]);
    expect(statuses.every((e) => e.filialas === 10)).toBe(true);
    await ctx.login('staff', 'staff-test-password');
    await ctx.login('learner-new', 'learner-pass');
  });

  it('updates questions by ref and keeps their ids; moves category links', async () => {
    const before = await ctx.dataSource
      .getRepository(QuestionEntity)
      .findOneByOrFail({ family: 'ket', ref: 'ket-A-0' });
    const bank = fixtureBank('ket', { categories: { A: 31, B: 30 } });
    bank.questions[0].text.lt = 'Pakeistas tekstas ąčę';
    bank.questions[0].categories = ['B'];
    await ctx.seed.seedBank(bank);
    const after = await ctx.dataSource
      .getRepository(QuestionEntity)
      .findOneByOrFail({ family: 'ket', ref: 'ket-A-0' });
    expect(after.id).toBe(before.id);
    expect(after.textLt).toBe('Pakeistas tekstas ąčę');
    const links = await ctx.dataSource.getRepository(QuestionCategoryEntity).findBy({ questionId: after.id });
    const b = await ctx.dataSource
      .getRepository(CategoryEntity)
      .findOneByOrFail({ family: 'ket', value: 'B' });
    expect(links).toEqual([{ questionId: after.id, categoryId: b.id }]);
  });

  it('skips a missing bank file and rejects a malformed one without changing anything', async () => {
    expect(await ctx.seed.seedBankFile('hidro')).toBe(false);
    const before = await counts(ctx);
    const bad = fixtureBank('ket');
    bad.questions[1].correct = [7];
    await expect(ctx.seed.seedBank(bad)).rejects.toThrow(/correct must list valid answer indexes/);
    const twoRight = fixtureBank('tractor', { categories: { T: 25 }, answers: 4 });
    twoRight.questions[2].correct = [0, 1];
    await expect(ctx.seed.seedBank(twoRight)).rejects.toThrow(/exactly one correct answer/);
    writeFileSync(join(banks, 'tractor.json'), '{ not json');
    expect(await ctx.seed.seedBankFile('tractor')).toBe(false);
    expect(await counts(ctx)).toEqual(before);
  });
});

describe('sample learners', () => {
  it('are left out when SEED_SAMPLE_LEARNERS is false (the default in production): only staff is created', async () => {
    const ctx = await createTestApp({
      SEED_SAMPLE_LEARNERS: 'false',
      BANKS_DIR: mkdtempSync(join(tmpdir(), 'portal-empty-banks-')),
    });
    try {
      await ctx.seed.seedAccounts();
      const accounts = await ctx.dataSource.getRepository(AccountEntity).find();
      expect(accounts.map((a) => a.username)).toEqual(['staff']);
      expect(await ctx.dataSource.getRepository(EnrollmentEntity).count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});

describe('SEED_ON_START', () => {
  it('seeds an empty database at start', async () => {
    const ctx = await createTestApp({
      SEED_ON_START: 'true',
      BANKS_DIR: mkdtempSync(join(tmpdir(), 'portal-empty-banks-')),
    });
    try {
      expect((await counts(ctx)).accounts).toBe(6);
      await ctx.login('learner-active', 'learner-pass');
    } finally {
      await ctx.close();
    }
  });
});

describe('the real sample banks', () => {
  const read = (family: string) =>
    JSON.parse(readFileSync(join(SAMPLE_BANKS, `${family}.json`), 'utf8')) as QuestionBank;
  // KET: issue "sample KET bank" (90+, 3+ categories); the operator families: 60+ each. A family added by
  // `npm run new-family` ships an empty bank with one sample category (staff import its questions), so it has no minimum.
  const minimum: Partial<Record<(typeof EXAM_FAMILIES)[number], number>> = {
    ket: 90,
    kodas: 60,
    tractor: 60,
    krautuvai: 60,
    hidro: 60,
  };

  it.each(EXAM_FAMILIES)(
    '%s: enough original questions, every text in every language, some with images',
    (family) => {
      expect(existsSync(join(SAMPLE_BANKS, `${family}.json`))).toBe(true);
      const bank = read(family);
      expect(bankProblems(bank, family)).toEqual([]);
      const least = minimum[family];
      if (least === undefined) {
        expect(bank.categories.length).toBeGreaterThan(0);
        return;
      }
      expect(bank.questions.length).toBeGreaterThanOrEqual(least);
      // Every text in every language of LANGUAGES (our banks are complete; an imported one need not be).
      expect(bankTranslationProblems(bank)).toEqual([]);
      expect(bank.questions.filter((q) => q.image).length).toBeGreaterThanOrEqual(3);
      if (family === 'ket') {
        expect(bank.categories.filter((c) => !c.disabled).length).toBeGreaterThanOrEqual(3);
        // several correct answers in some questions (core spec: several answers may be ticked)
        expect(bank.questions.filter((q) => q.correct.length > 1).length).toBeGreaterThan(0);
      }
    },
  );

  it.each(EXAM_FAMILIES)(
    '%s loads into the database, and every enabled category can fill a test',
    async (family) => {
      const ctx = await createTestApp({ BANKS_DIR: SAMPLE_BANKS });
      try {
        const bank = read(family);
        expect(await ctx.seed.seedBankFile(family)).toBe(true);
        expect(await ctx.dataSource.getRepository(QuestionEntity).countBy({ family })).toBe(
          bank.questions.length,
        );
        const policy = FAMILY_POLICIES[family];
        // Every image a question names ships under assets/img/<dir>/.
        const missing = bank.questions.filter(
          (q) => q.image && !existsSync(join(ctx.config.assetsDir, 'img', policy.imageDir, q.image)),
        );
        expect(missing.map((q) => q.image)).toEqual([]);
        // (an empty bank, a new family's, has nothing to draw until staff import its questions)
        for (const c of bank.questions.length ? bank.categories.filter((cat) => !cat.disabled) : []) {
          const pool = bank.questions
            .filter((q) => q.categories.includes(c.value))
            .map((q, i) => ({ id: i + 1, weight: q.weight ?? 1 }));
          expect([c.value, policy.draw(pool, Math.random)?.length]).toEqual([c.value, policy.questionCount]);
        }
      } finally {
        await ctx.close();
      }
    },
  );
});
