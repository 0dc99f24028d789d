import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** A learner's question to staff about one question of an ended attempt; one per attempt (unique attempt_id). */
@Entity('learner_questions')
@Index('ix_learner_questions_question', ['questionId'])
@Index('ix_learner_questions_account_family', ['accountId', 'family'])
export class LearnerQuestionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_learner_questions_attempt', { unique: true })
  @Column({ name: 'attempt_id', type: 'int' })
  attemptId!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  @Column({ name: 'question_id', type: 'int' })
  questionId!: number;

  @Column({ type: 'varchar', length: 2000 })
  text!: string;

  @Column({ type: 'varchar', length: 4000, nullable: true })
  reply!: string | null;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;

  @Column({ name: 'replied_at', type: 'bigint', nullable: true, transformer: epochMs })
  repliedAt!: number | null;

  /** When the learner last opened it: the reply is unread while it is newer than this (or this is null). */
  @Column({ name: 'read_at', type: 'bigint', nullable: true, transformer: epochMs })
  readAt!: number | null;
}
