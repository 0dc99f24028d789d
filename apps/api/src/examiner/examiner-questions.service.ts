import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  fromColumns,
  toColumns,
  EXAMINER_TOPICS,
  examinerTopicOf,
  type ExaminerCategoryRef,
  type ExaminerSubTopicMapping,
  type ExaminerTopicValue,
} from '@portal/contracts';
import { DataSource, In, Repository } from 'typeorm';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import { inTransaction } from '../database/transactions';
import { CategoryEntity } from '../exam/category.entity';
import { drawAny } from '../exam/family-policy';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { DEFAULT_SUB_TOPIC_CATEGORIES } from './default-mapping';
import type { ExamQuestionSnapshot } from './examiner-exam.entity';
import { ExaminerSubTopicEntity } from './examiner-sub-topic.entity';

/** Which bank categories each sub-topic draws from (staff-editable), and the draw of a test's questions. */
@Injectable()
export class ExaminerQuestionsService {
  constructor(
    @InjectRepository(ExaminerSubTopicEntity) private readonly mappings: Repository<ExaminerSubTopicEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Every sub-topic, in the spec's order, with its categories (staff's, or the default). */
  async list(): Promise<ExaminerSubTopicMapping[]> {
    const rows = new Map((await this.mappings.find()).map((r) => [r.sub, r]));
    return EXAMINER_TOPICS.flatMap((topic) =>
      topic.subTopics.map(({ value }) => this.toMapping(topic.value, value, rows.get(value))),
    );
  }

  async categoriesOf(sub: string): Promise<readonly ExaminerCategoryRef[]> {
    const row = await this.mappings.findOneBy({ sub });
    return row?.categories ?? DEFAULT_SUB_TOPIC_CATEGORIES[sub] ?? [];
  }

  /** Staff set a sub-topic's categories: each must exist in its bank (400 otherwise); audited. */
  async set(
    sub: string,
    categories: ExaminerCategoryRef[],
    actor: AuditActor,
  ): Promise<ExaminerSubTopicMapping> {
    const unique = [...new Map(categories.map((c) => [`${c.family}:${c.value}`, c])).values()];
    for (const [i, c] of unique.entries()) {
      if (!(await this.categories.existsBy({ family: c.family as never, value: c.value })))
        throw FieldValidationError.of(
          `categories[${i}].value`,
          'range',
          `Kategorijos ${c.family}:${c.value} nėra`,
        );
    }
    const before = await this.categoriesOf(sub);
    const updatedBy = await this.audit.nameOf(actor);
    const row = this.mappings.create({ sub, categories: unique, updatedAt: this.clock.now(), updatedBy });
    await inTransaction(this.dataSource, async (manager) => {
      await manager.getRepository(ExaminerSubTopicEntity).save(row);
      await this.audit.record(
        { ...actor, name: updatedBy },
        { action: 'examiner.sub-topic.set', target: `examiner-sub-topic:${sub}`, before, after: unique },
        manager,
      );
    });
    return this.toMapping(examinerTopicOf(sub)!.value, sub, row);
  }

  /**
   * A test's questions for a sub-topic: `count` at random from its categories' pool (fewer when the pool is
   * smaller: the runner uses the loaded list's length, second spec section 9); 409 when the pool is empty.
   */
  async draw(sub: string, count: number): Promise<ExamQuestionSnapshot[]> {
    const refs = await this.categoriesOf(sub);
    const rows = refs.length
      ? await this.categories.find({
          where: refs.map((r) => ({ family: r.family as never, value: r.value })),
          select: { id: true },
        })
      : [];
    const pool = rows.length
      ? await this.questions
          .createQueryBuilder('q')
          .innerJoin(QuestionCategoryEntity, 'qc', 'qc.question_id = q.id')
          .where('qc.category_id IN (:...ids)', { ids: rows.map((r) => r.id) })
          .select(['q.id', 'q.weight'])
          .distinct(true)
          .getMany()
      : [];
    const unique = [...new Map(pool.map((q) => [q.id, { id: q.id, weight: q.weight }])).values()];
    if (!unique.length) throw new ApiError(409, 'no-questions', 'Šiai potemei klausimų dar nėra');
    const ids = drawAny(Math.min(count, unique.length))(unique, Math.random)!;
    const loaded = new Map((await this.questions.findBy({ id: In(ids) })).map((q) => [q.id, q]));
    return ids.map((id) => snapshot(loaded.get(id)!));
  }

  private toMapping(
    tema: ExaminerTopicValue,
    sub: string,
    row: ExaminerSubTopicEntity | undefined,
  ): ExaminerSubTopicMapping {
    return {
      tema,
      sub,
      categories: [...(row?.categories ?? DEFAULT_SUB_TOPIC_CATEGORIES[sub] ?? [])],
      custom: !!row,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }
}

function snapshot(q: QuestionEntity): ExamQuestionSnapshot {
  return {
    id: q.id,
    family: q.family,
    ref: q.ref,
    ...toColumns('text', fromColumns(q, 'text'), ''),
    answers: q.answers,
    correct: q.correct,
    weight: q.weight,
    image: q.image,
  };
}
