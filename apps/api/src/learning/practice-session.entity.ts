import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId, Flag, Language, PracticeSource } from '@portal/contracts';
import { epochMs, jsonText } from '../database/epoch-ms.transformer';

/**
 * One practice or review session (issue 26): the engine's 'practice' kind. Its questions in order, the ticks of
 * the answers checked so far and each one's verdict. Never one of the learner's tests: no result, no count.
 */
@Entity('practice_sessions')
@Index('ix_practice_sessions_account', ['accountId', 'family'])
export class PracticeSessionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  /** The category whose questions the session drew from (the test draw's pool). */
  @Column({ type: 'varchar', length: 50 })
  category!: string;

  @Column({ type: 'varchar', length: 10 })
  source!: PracticeSource;

  /** The topic ids asked for (source 'topics'), else []. */
  @Column({ type: 'text', transformer: jsonText<string[]>() })
  topics!: string[];

  /** The session's language: the questions' and the explanations' (Lithuanian where one is missing). */
  @Column({ type: 'varchar', length: 2 })
  language!: Language;

  @Column({ name: 'question_ids', type: 'text', transformer: jsonText<number[]>() })
  questionIds!: number[];

  /** The ticks of each question as checked (all '0' until then). */
  @Column({ type: 'text', transformer: jsonText<Flag[][]>() })
  answers!: Flag[][];

  /** Each question's verdict when it was checked: null (not yet), true or false. Checked once per session. */
  @Column({ type: 'text', transformer: jsonText<(boolean | null)[]>() })
  verdicts!: (boolean | null)[];

  @Column({ name: 'started_at', type: 'bigint', transformer: epochMs })
  startedAt!: number;

  @Column({ name: 'deadline_at', type: 'bigint', transformer: epochMs })
  deadlineAt!: number;

  @Column({ name: 'finished_at', type: 'bigint', nullable: true, transformer: epochMs })
  finishedAt!: number | null;

  /** `practice:<account>:<family>` while the session is open (one open session per learner and family). */
  @Index('uq_practice_sessions_open_key', { unique: true })
  @Column({ name: 'open_key', type: 'varchar', length: 64, nullable: true })
  openKey!: string | null;
}
