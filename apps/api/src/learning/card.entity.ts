import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

/**
 * A learner's memory of one question: the FSRS card state after their review rows (review.entity.ts), in time
 * order. Derived data: recomputable from the rows at any time.
 */
@Entity('learning_cards')
@Index('ix_learning_cards_due', ['accountId', 'family', 'dueAt'])
export class CardEntity {
  @PrimaryColumn({ name: 'account_id', type: 'int' })
  accountId!: number;

  @PrimaryColumn({ name: 'question_id', type: 'int' })
  questionId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: string;

  /** When the next review is due (the plan's, which may be earlier than plain FSRS's with an exam date). */
  @Column({ name: 'due_at', type: 'bigint', transformer: epochMs })
  dueAt!: number;

  @Column({ type: 'double' })
  stability!: number;

  @Column({ type: 'double' })
  difficulty!: number;

  @Column({ type: 'int' })
  reps!: number;

  @Column({ type: 'int' })
  lapses!: number;

  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
  @Column({ type: 'smallint' })
  state!: number;

  @Column({ name: 'last_review_at', type: 'bigint', transformer: epochMs })
  lastReviewAt!: number;

  /** Whether the last answer was right (practice's "questions I got wrong"). */
  @Column({ name: 'last_correct', type: 'smallint' })
  lastCorrect!: number;
}
