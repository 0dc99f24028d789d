import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ExamFamilyId } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** One question of an ended attempt: what was ticked and whether it was right (for per-question statistics). */
@Entity('attempt_answers')
@Index('ix_attempt_answers_question', ['questionId', 'isRight'])
@Index('ix_attempt_answers_family', ['family', 'finishedAt'])
export class AttemptAnswerEntity {
  @PrimaryColumn({ name: 'attempt_id', type: 'int' })
  attemptId!: number;

  @PrimaryColumn({ type: 'int' })
  position!: number;

  @Column({ name: 'question_id', type: 'int' })
  questionId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  /** The ticks as '0'/'1' per answer ('0100'); '' when the question was left empty. */
  @Column({ type: 'varchar', length: 10 })
  ticks!: string;

  @Column({ name: 'is_right', type: 'boolean' })
  isRight!: boolean;

  @Column({ name: 'finished_at', type: 'bigint', transformer: epochMs })
  finishedAt!: number;
}
