import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

/** What kind of answer a review row records. */
export type ReviewSource = 'test' | 'practice' | 'review';

/**
 * One answer a learner gave to one question (a test's, a practice's or a review's): the memory model's input.
 * Card states (card.entity.ts) are derived from these rows and can be recomputed from them.
 */
@Entity('learning_reviews')
@Index('ix_learning_reviews_account', ['accountId', 'family', 'answeredAt'])
@Index('ix_learning_reviews_question', ['questionId'])
export class ReviewEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: string;

  @Column({ name: 'question_id', type: 'int' })
  questionId!: number;

  /** Fully right (every correct answer ticked, no wrong one). */
  @Column({ type: 'smallint' })
  correct!: number;

  @Column({ type: 'varchar', length: 10 })
  source!: ReviewSource;

  /** The test's or session's id the answer belongs to (null when none). */
  @Column({ name: 'session_id', type: 'int', nullable: true })
  sessionId!: number | null;

  @Column({ name: 'answered_at', type: 'bigint', transformer: epochMs })
  answeredAt!: number;
}
