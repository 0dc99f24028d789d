import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fromColumns, withFallback, type Category, type ExamFamilyId } from '@portal/contracts';
import { Repository } from 'typeorm';
import { ApiError, FieldValidationError } from '../common/api-error';
import { hydrateRow } from '../database/find-one-row';
import { CategoryEntity } from './category.entity';
import type { DrawCandidate, FamilyPolicy } from './family-policy';
import { QuestionCache } from './question-cache';
import { QuestionCategoryEntity } from './question-category.entity';
import { QuestionEntity } from './question.entity';

/**
 * A new test's questions: the family's categories, the draw from a category's pool, and questions by id in order.
 * Reads for tests go through QuestionCache (a bank change shows within its few seconds on other instances).
 */
/** Questions remembered with their rows (a bank of 10,000 fits); past it, the memory starts again. */
const REMEMBERED_MAX = 20_000;

@Injectable()
export class QuestionDrawService {
  /**
   * The last object made for each question, with the row it came from. The cache reads the bank again every few
   * seconds; a row found unchanged gives back the same object, so the runner's JSON made from it once
   * (test-question.ts) still serves: remaking it for every question of a category cost a class's start burst
   * more than its database reads.
   */
  private readonly remembered = new Map<number, { row: string; question: QuestionEntity }>();

  constructor(
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    private readonly cache: QuestionCache,
  ) {}

  async listCategories(family: ExamFamilyId): Promise<Category[]> {
    const rows = await this.categories.find({ where: { family }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map((c) => ({
      value: c.value,
      type: c.type,
      viewValue: c.labelLt,
      disabled: c.disabled,
      // A label the category lacks shows the Lithuanian one.
      ...withFallback(fromColumns(c, 'label')).text,
    }));
  }

  /** Draws a test in the category `kate` by the family's rule: 400 for an unknown or disabled category, 409 when
   * its pool cannot fill a test. The time limit is the test's shape's (KET: 35 minutes for 35 questions). */
  async draw(
    policy: FamilyPolicy,
    kate: string,
  ): Promise<{ category: string; ids: number[]; questions: QuestionEntity[]; timeLimitSeconds: number }> {
    const { category, pool } = await this.pool(policy.family, kate);
    const ids = policy.draw(pool, Math.random, category.value);
    if (!ids) throw new ApiError(409, 'not-enough-questions', 'Šioje kategorijoje per mažai klausimų testui');
    const timeLimitSeconds = policy.shape?.(category.value, pool).timeLimitSeconds ?? policy.timeLimitSeconds;
    return { category: category.value, ids, questions: await this.inOrder(ids), timeLimitSeconds };
  }

  /** The questions a test in the category `kate` may draw (from the cache); 400 for an unknown or disabled one. */
  async pool(
    family: ExamFamilyId,
    kate: string,
  ): Promise<{ category: CategoryEntity; pool: DrawCandidate[] }> {
    const category = await this.cache.get(`category:${family}:${kate}`, () =>
      this.categories.findOneBy({ family, value: kate }),
    );
    if (!category || category.disabled)
      throw FieldValidationError.of('kate', 'range', 'Tokios kategorijos nėra');
    const pool = await this.cache.get(`pool:${category.id}`, () =>
      this.questions
        .createQueryBuilder('q')
        .innerJoin(QuestionCategoryEntity, 'qc', 'qc.question_id = q.id')
        .where('qc.category_id = :categoryId', { categoryId: category.id })
        // Retired questions are no longer drawn (past attempts still load them by id in inOrder).
        .andWhere('q.retired_at IS NULL')
        // The topic for a draw by the blueprint's quotas (KET).
        .select(['q.id', 'q.weight', 'q.topic'])
        .getMany(),
    );
    return { category, pool };
  }

  /**
   * The questions of an attempt, in its order (whole, from the cache: the start, resume, end and review of a test
   * all read them); 409 if one was removed from the bank since.
   */
  async inOrder(ids: number[]): Promise<QuestionEntity[]> {
    return (await this.found(ids)).map((q) => {
      if (!q) throw new ApiError(409, 'question-removed', 'Testo klausimas nebeegzistuoja');
      return q;
    });
  }

  /** The questions with these ids, in their order (from the cache); undefined where one was removed from the bank. */
  found(ids: readonly number[]): Promise<(QuestionEntity | undefined)[]> {
    return this.cache.many('question', ids, (missing) => this.load(missing));
  }

  private async load(ids: number[]): Promise<QuestionEntity[]> {
    const rows = (await this.questions.manager.query(
      `SELECT * FROM questions WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    )) as Record<string, unknown>[];
    return rows.map((row) => {
      const text = JSON.stringify(row);
      const id = Number(row.id);
      const known = this.remembered.get(id);
      if (known?.row === text) return known.question;
      const question = hydrateRow(this.questions, row);
      if (this.remembered.size >= REMEMBERED_MAX) this.remembered.clear();
      this.remembered.set(id, { row: text, question });
      return question;
    });
  }
}
