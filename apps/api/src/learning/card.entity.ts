import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

/**
 * A learner's memory of one question: the FSRS card state after their review rows (review.entity.ts), in time
 * order. Derived data: recomputable from the rows at any time.
 */
@Entity('learning_cards')
@Index('ix_learning_cards_due', ['accountId', 'family', 'dueAt'])
@Index('ix_learning_cards_plan', ['accountId', 'family', 'planAt'])
export class CardEntity {
  @PrimaryColumn({ name: 'account_id', type: 'int' })
  accountId!: number;

  @PrimaryColumn({ name: 'question_id', type: 'int' })
  questionId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: string;

  /** When plain FSRS (desired retention TARGET_RECALL) wants the next review. */
  @Column({ name: 'due_at', type: 'bigint', transformer: epochMs })
  dueAt!: number;

  /**
   * With an exam date ahead: from when one right answer keeps the predicted recall on the exam date at or above
   * TARGET_RECALL (exam-plan.ts); null when the card needs no review before the exam, or there is no date.
   */
  @Column({ name: 'plan_at', type: 'bigint', nullable: true, transformer: epochMs })
  planAt!: number | null;

  @Column({ type: 'double' })
  stability!: number;

  @Column({ type: 'double' })
  difficulty!: number;

  @Column({ type: 'int' })
  reps!: number;

  @Column({ type: 'int' })
  lapses!: number;

  /** ts-fsrs's (re)learning step the card is at (short-term steps of the default parameters). */
  @Column({ name: 'learning_steps', type: 'int', default: 0 })
  learningSteps!: number;

  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
  @Column({ type: 'smallint' })
  state!: number;

  @Column({ name: 'last_review_at', type: 'bigint', transformer: epochMs })
  lastReviewAt!: number;

  /** Whether the last answer was right (practice's "questions I got wrong"). */
  @Column({ name: 'last_correct', type: 'smallint' })
  lastCorrect!: number;
}
