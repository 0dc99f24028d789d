import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CardEntity } from './card.entity';
import { ReviewEntity, type ReviewSource } from './review.entity';

/** One answer to record: a test's question at its end, a practice's or a review's answer when checked. */
export interface AnswerRecord {
  questionId: number;
  correct: boolean;
  answeredAt: number;
  source: ReviewSource;
  /** The test's or session's id. */
  sessionId: number | null;
}

/**
 * The memory model (issue 26, item 3): every answer a learner gives becomes a review row, and the learner's card
 * state per question follows from the rows. The other modules record answers and read the queue only through here.
 */
@Injectable()
export class MemoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records the learner's answers (review rows) and moves their cards. */
  async record(accountId: number, family: string, answers: readonly AnswerRecord[]): Promise<void> {
    if (answers.length === 0) return;
    await this.dataSource.getRepository(ReviewEntity).insert(
      answers.map((a) => ({
        accountId,
        family,
        questionId: a.questionId,
        correct: a.correct ? 1 : 0,
        source: a.source,
        sessionId: a.sessionId,
        answeredAt: a.answeredAt,
      })),
    );
  }

  /** The question ids due for review now, most overdue first, at most `limit`. */
  async dueQuestionIds(accountId: number, family: string, now: number, limit: number): Promise<number[]> {
    const cards = await this.dataSource
      .getRepository(CardEntity)
      .createQueryBuilder('c')
      .select('c.question_id', 'id')
      .where('c.account_id = :accountId AND c.family = :family AND c.due_at <= :now', {
        accountId,
        family,
        now,
      })
      .orderBy('c.due_at', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number }>();
    return cards.map((c) => Number(c.id));
  }
}
