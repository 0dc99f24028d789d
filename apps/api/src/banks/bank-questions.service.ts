import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  BANK_FAMILIES,
  LANGUAGES,
  columnKey,
  fromColumns,
  type BankQuestion,
  type BankQuestionInput,
  type BankFamilyId,
  type Page,
  type StaffBankQuestion,
  type StaffBankSummary,
} from '@portal/contracts';
import { DataSource, In, IsNull, Repository, type EntityManager, type FindOptionsSelect } from 'typeorm';
import { coverageOf } from './bank-coverage';
import { BankWrites } from './bank-writes';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import { pageWindow, toPage } from '../common/paging';
import { NO_TX } from '../database/no-tx';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import type { BankQuestionsQueryDto } from './banks.dto';
import { answerTexts, familyProblems, questionColumns, toBankQuestion } from './bank-mapping';
import { ImageStore } from './image-store';

const CHUNK = 200;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `%word%` for LIKE with `!` as the escape character (the same on SQLite and MySQL). */
const likeWord = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** A family's questions for staff: find, read, create, edit, retire and restore (each change audited). */
@Injectable()
export class BankQuestionsService {
  constructor(
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly writes: BankWrites,
    private readonly images: ImageStore,
    private readonly clock: Clock,
  ) {}

  /** Every bank: its questions not retired, and per language how many of them are fully translated. */
  async summaries(): Promise<StaffBankSummary[]> {
    const rows = await this.questions.find({
      select: {
        family: true,
        answers: true,
        ...Object.fromEntries(
          LANGUAGES.flatMap((l) => [
            [columnKey('text', l), true],
            [columnKey('explanation', l), true],
          ]),
        ),
      } as FindOptionsSelect<QuestionEntity>,
      where: { retiredAt: IsNull() },
    });
    return BANK_FAMILIES.map((family) => {
      const questions = rows
        .filter((r) => r.family === family)
        .map((r) => ({
          text: fromColumns(r, 'text'),
          answers: r.answers.map(answerTexts),
          explanation: fromColumns(r, 'explanation'),
        }));
      return { family, questions: questions.length, coverage: coverageOf(questions) };
    });
  }

  async list(family: BankFamilyId, query: BankQuestionsQueryDto): Promise<Page<StaffBankQuestion>> {
    const qb = this.questions.createQueryBuilder('q').where('q.family = :family', { family });
    const retired = query.retired ?? 'active';
    if (retired === 'active') qb.andWhere('q.retired_at IS NULL');
    if (retired === 'retired') qb.andWhere('q.retired_at IS NOT NULL');
    if (query.category)
      qb.andWhere(
        'q.id IN (SELECT qc.question_id FROM question_categories qc INNER JOIN categories c ON c.id = qc.category_id WHERE c.family = :family AND c.value = :category)',
        { category: query.category },
      );
    if (query.hasImage !== undefined) qb.andWhere(query.hasImage ? 'q.image IS NOT NULL' : 'q.image IS NULL');
    if (query.weight !== undefined) qb.andWhere('q.weight = :weight', { weight: query.weight });
    if (query.topic) qb.andWhere('q.topic = :topic', { topic: query.topic });
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
    // MySQL's collation ignores case; SQLite's LIKE only for ASCII, so the word is also tried in lower case.
    words.forEach((word, i) => {
      const columns = ['q.ref', 'q.topic', ...LANGUAGES.map((l) => `q.text_${l}`), 'q.answers'];
      const tests = columns.flatMap((c) => [`${c} LIKE :w${i} ESCAPE '!'`, `${c} LIKE :l${i} ESCAPE '!'`]);
      qb.andWhere(`(${tests.join(' OR ')})`, {
        [`w${i}`]: likeWord(word),
        [`l${i}`]: likeWord(word.toLowerCase()),
      });
    });
    const { skip, take } = pageWindow(query);
    const [rows, total] = await qb.orderBy('q.id', 'ASC').skip(skip).take(take).getManyAndCount();
    const categories = await this.categoriesOf(rows.map((r) => r.id));
    return toPage(
      rows.map((r) => this.toStaff(r, categories.get(r.id) ?? [])),
      total,
      query,
    );
  }

  async get(family: BankFamilyId, id: number): Promise<StaffBankQuestion> {
    const row = await this.find(family, id);
    return this.toStaff(row, (await this.categoriesOf([id])).get(id) ?? []);
  }

  async create(
    actor: AuditActor,
    family: BankFamilyId,
    input: BankQuestionInput,
  ): Promise<StaffBankQuestion> {
    const ref = input.ref?.trim() || `${family}-${randomUUID().slice(0, 8)}`; // the DTO makes one up already
    if (await this.questions.existsBy({ family, ref }))
      throw new ApiError(409, 'ref-taken', 'A question with this ref is already in the bank');
    const question: BankQuestion = { ...input, ref };
    const categoryIds = await this.checked(family, question);
    const id = await this.writes.run(async (manager) => {
      const row = await manager
        .getRepository(QuestionEntity)
        .save(
          manager
            .getRepository(QuestionEntity)
            .create({ family, ref, retiredAt: null, ...questionColumns(question) }),
          NO_TX,
        );
      await this.link(manager, [row.id], [question.categories.map((c) => categoryIds.get(c)!)]);
      await this.audit.record(
        actor,
        { action: 'bank.question.create', target: `question:${family}/${ref}`, after: question },
        manager,
      );
      return row.id;
    });
    return this.get(family, id);
  }

  async update(
    actor: AuditActor,
    family: BankFamilyId,
    id: number,
    input: BankQuestionInput,
  ): Promise<StaffBankQuestion> {
    const row = await this.find(family, id);
    const before = toBankQuestion(row, (await this.categoriesOf([id])).get(id) ?? []);
    const question: BankQuestion = { ...input, ref: row.ref };
    const categoryIds = await this.checked(family, question);
    await this.writes.run(async (manager) => {
      await manager.getRepository(QuestionEntity).update({ id }, questionColumns(question));
      await manager.getRepository(QuestionCategoryEntity).delete({ questionId: id });
      await this.link(manager, [id], [question.categories.map((c) => categoryIds.get(c)!)]);
      await this.audit.record(
        actor,
        { action: 'bank.question.update', target: `question:${family}/${row.ref}`, before, after: question },
        manager,
      );
    });
    return this.get(family, id);
  }

  /** Retired: no longer drawn for new tests; attempts that had it still load it (reviews, results). */
  async setRetired(
    actor: AuditActor,
    family: BankFamilyId,
    id: number,
    retired: boolean,
  ): Promise<StaffBankQuestion> {
    const row = await this.find(family, id);
    if ((row.retiredAt !== null) !== retired) {
      const retiredAt = retired ? this.clock.now() : null;
      await this.writes.run(async (manager) => {
        await manager.getRepository(QuestionEntity).update({ id }, { retiredAt });
        await this.audit.record(
          actor,
          {
            action: retired ? 'bank.question.retire' : 'bank.question.restore',
            target: `question:${family}/${row.ref}`,
            before: { retiredAt: row.retiredAt },
            after: { retiredAt },
          },
          manager,
        );
      });
    }
    return this.get(family, id);
  }

  /** Links questions to categories (ids), replacing nothing: callers delete the old links first. */
  async link(manager: EntityManager, questionIds: number[], categoryIds: number[][]): Promise<void> {
    const rows = questionIds.flatMap((questionId, i) =>
      [...new Set(categoryIds[i])].map((categoryId) => ({ questionId, categoryId })),
    );
    for (const part of chunks(rows)) await manager.getRepository(QuestionCategoryEntity).insert(part);
  }

  /** Category values per question id. */
  async categoriesOf(ids: number[], manager?: EntityManager): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    const source = manager ?? this.dataSource.manager;
    for (const part of chunks(ids, 500)) {
      if (!part.length) continue;
      const rows = await source
        .getRepository(QuestionCategoryEntity)
        .createQueryBuilder('qc')
        .innerJoin(CategoryEntity, 'c', 'c.id = qc.category_id')
        .select(['qc.question_id AS questionId', 'c.value AS value', 'c.sort_order AS sortOrder'])
        .where({ questionId: In(part) })
        .orderBy('c.sort_order', 'ASC')
        .addOrderBy('c.id', 'ASC')
        .getRawMany<{ questionId: number; value: string }>();
      for (const r of rows) {
        const id = Number(r.questionId);
        out.set(id, [...(out.get(id) ?? []), r.value]);
      }
    }
    return out;
  }

  toStaff(row: QuestionEntity, categories: string[]): StaffBankQuestion {
    const bank = toBankQuestion(row, categories);
    return {
      ...bank,
      id: row.id,
      family: row.family,
      weight: row.weight,
      image: row.image,
      imageUrl: row.image ? this.images.url(row.family, row.image) : null,
      retiredAt: row.retiredAt,
    };
  }

  private async find(family: BankFamilyId, id: number): Promise<QuestionEntity> {
    const row = await this.questions.findOneBy({ family, id });
    if (!row) throw new ApiError(404, 'question-not-found', 'No such question in this bank');
    return row;
  }

  /** The family's rules (categories, answer mode, image on the server): 400 naming the field; category ids. */
  private async checked(family: BankFamilyId, q: BankQuestion): Promise<Map<string, number>> {
    const rows = await this.categories.findBy({ family });
    const ids = new Map(rows.map((c) => [c.value, c.id]));
    const problems: { field: string; message: string }[] = familyProblems(family, q, new Set(ids.keys())).map(
      ({ field, message }) => ({ field, message }),
    );
    if (q.image && !this.images.exists(family, q.image))
      problems.push({ field: 'image', message: 'image: no such image on the server (upload it first)' });
    if (problems.length)
      throw new FieldValidationError(
        problems.map(({ field, message }) => ({ field, code: 'range' as const, message })),
        problems.map((p) => p.message).join('; '),
      );
    return ids;
  }
}
