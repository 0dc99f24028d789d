import { existsSync, readFileSync } from 'node:fs';
import { answerTexts } from '../banks/bank-mapping';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  toColumns,
  EXAM_FAMILIES,
  bankProblems,
  familyDefinition,
  type BankFamily,
  type ExamFamilyId,
  type QuestionBank,
  type RegistrationForm,
} from '@portal/contracts';
import { In, Repository } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { AccountsService } from '../accounts/accounts.service';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, offeredExamFamilies, type AppConfig } from '../config/app-config';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { withSetupLock } from '../database/setup-lock';
import { SAMPLE_LEARNERS, SAMPLE_PASSWORD } from './sample-accounts';
import { raiseBankRevision } from '../exam/bank-revision';

const CHUNK = 200;

/** Banks the seed loads: each enrolled family's, and the examiner mode's own (the ADR sample bank). */
const BANK_FAMILIES: readonly (ExamFamilyId | 'examiner')[] = [...EXAM_FAMILIES, 'examiner'];

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Sample data, safe to run twice: upserts by stable keys (username; family + category value; family + question ref).
 * Existing sample learners keep whatever state they reached; bank questions are updated from the files.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectRepository(AccountEntity) private readonly accountsRepo: Repository<AccountEntity>,
    @InjectRepository(EnrollmentEntity) private readonly enrollments: Repository<EnrollmentEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(QuestionCategoryEntity) private readonly links: Repository<QuestionCategoryEntity>,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * SEED_ON_START: accounts when there are none; each bank whose family has no questions yet. Under the setup
   * lock, so instances started together on an empty database seed once (the second finds the data there).
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedOnStart) return;
    await withSetupLock(this.accountsRepo.manager.connection, async () => {
      if ((await this.accountsRepo.count()) === 0) await this.seedAccounts();
      for (const family of BANK_FAMILIES) {
        if ((await this.questions.countBy({ family: family as ExamFamilyId })) === 0)
          await this.seedBankFile(family);
      }
    });
  }

  async seedAll(): Promise<void> {
    await this.seedAccounts();
    for (const family of BANK_FAMILIES) await this.seedBankFile(family);
  }

  /** The staff account (password follows STAFF_PASSWORD) and the sample learners of docs/api.md. */
  async seedAccounts(): Promise<void> {
    const staff = await this.accounts.findByUsername(this.config.staffUsername);
    if (staff) {
      staff.passwordHash = await this.accounts.hashPassword(this.config.staffPassword);
      staff.roles = ['staff'];
      await this.accountsRepo.save(staff);
    } else {
      await this.accounts.createLocal({
        username: this.config.staffUsername,
        password: this.config.staffPassword,
        name: 'Mokyklos darbuotojas',
        roles: ['staff'],
      });
    }
    if (!this.config.seedSampleLearners) {
      this.logger.log(`accounts ready: ${this.config.staffUsername} (staff); sample learners skipped`);
      return;
    }
    const today = this.clock.today(this.config.timeZone);
    const inAYear = new Date(Date.parse(`${today}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);
    for (const sample of SAMPLE_LEARNERS) {
      const account =
        (await this.accounts.findByUsername(sample.username)) ??
        (await this.accounts.createLocal({
          username: sample.username,
          password: SAMPLE_PASSWORD,
          name: sample.name,
          email: sample.email,
        }));
      if (sample.status === null) continue;
      for (const family of EXAM_FAMILIES) {
        if (await this.enrollments.existsBy({ accountId: account.id, family })) continue;
        const now = this.clock.now();
        const form: Omit<RegistrationForm, 'agree'> = { ...sample.form, filialas: 10 };
        await this.enrollments.save(
          this.enrollments.create({
            accountId: account.id,
            family,
            status: sample.status,
            validFrom: sample.status === 1 ? today : null,
            validTo: sample.status === 1 ? inAYear : null,
            testsLeft: sample.status === 1 ? 100 : 0,
            info: sample.status === 1 ? 'Pavyzdinė paskyra: 100 testų metams.' : '',
            ...form,
            origEmail: sample.email,
            rejectionText: sample.rejection ?? null,
            createdAt: now,
            updatedAt: now,
          }),
        );
      }
    }
    this.logger.log(
      `accounts ready: ${this.config.staffUsername} (staff), ${SAMPLE_LEARNERS.map((s) => s.username).join(', ')}`,
    );
  }

  /** Loads `<BANKS_DIR>/<family>.json` if it exists (banks arrive one by one; a missing one is skipped). */
  async seedBankFile(family: ExamFamilyId | 'examiner'): Promise<boolean> {
    const file = join(this.config.banksDir, `${family}.json`);
    if (!existsSync(file)) {
      if (offeredExamFamilies(this.config).includes(family as ExamFamilyId))
        this.logger.warn(`no question bank for ${family} yet (${file})`);
      return false;
    }
    let bank: QuestionBank;
    try {
      bank = JSON.parse(readFileSync(file, 'utf8')) as QuestionBank;
    } catch (error) {
      this.logger.error(`${file}: not valid JSON (${(error as Error).message})`);
      return false;
    }
    try {
      const target = family === 'examiner' ? familyDefinition(family) : family;
      const { categories, questions } = await this.seedBank(bank, target);
      this.logger.log(`${family}: ${categories} categories, ${questions} questions`);
      return true;
    } catch (error) {
      this.logger.error(`${file}: ${(error as Error).message}`);
      return false;
    }
  }

  /** Upserts one bank. Throws, changing nothing, when the bank is malformed. */
  async seedBank(
    bank: QuestionBank,
    /** The family it is for: its id, or its definition (a family the registry does not list, in tests). */
    target: BankFamily = bank.family,
  ): Promise<{ categories: number; questions: number }> {
    const family = (typeof target === 'string' ? target : target.id) as ExamFamilyId;
    // The bank schema (libs/contracts/src/validation/question-bank.ts), as tools/seed-data/check-banks.mjs uses it.
    const problems = bankProblems(bank, target);
    if (problems.length) throw new Error(`bank rejected:\n - ${problems.slice(0, 20).join('\n - ')}`);

    const existingCategories = new Map((await this.categories.findBy({ family })).map((c) => [c.value, c]));
    const categoryIds = new Map<string, number>();
    for (const [order, c] of bank.categories.entries()) {
      const row = existingCategories.get(c.value) ?? this.categories.create({ family, value: c.value });
      Object.assign(row, {
        type: c.type ?? c.value,
        ...toColumns('label', c.labels, ''),
        disabled: !!c.disabled,
        sortOrder: order,
      });
      categoryIds.set(c.value, (await this.categories.save(row)).id);
    }

    const existing = new Map((await this.questions.findBy({ family })).map((q) => [q.ref, q]));
    const rows = bank.questions.map((q) => {
      const row = existing.get(q.ref) ?? this.questions.create({ family, ref: q.ref });
      return Object.assign(row, {
        topic: q.topic ?? null,
        ...toColumns('text', q.text, ''),
        answers: q.answers.map(answerTexts),
        correct: [...q.correct].sort((a, b) => a - b),
        weight: q.weight ?? 1,
        image: q.image ?? null,
        ...toColumns('explanation', q.explanation, null),
      });
    });
    for (const part of chunks(rows)) await this.questions.save(part);

    const ids = rows.map((r) => r.id);
    for (const part of chunks(ids)) await this.links.delete({ questionId: In(part) });
    const links = bank.questions.flatMap((q, i) =>
      [...new Set(q.categories)].map((value) => ({
        questionId: rows[i].id,
        categoryId: categoryIds.get(value)!,
      })),
    );
    for (const part of chunks(links)) await this.links.insert(part);
    // Instances already serving tests read the new bank at their cache's next check.
    await raiseBankRevision(this.questions.manager);
    return { categories: bank.categories.length, questions: rows.length };
  }
}
