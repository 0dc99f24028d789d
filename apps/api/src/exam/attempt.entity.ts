import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId, Flag, Language, TestResult } from '@portal/contracts';
import { epochMs, jsonText } from '../database/epoch-ms.transformer';

/** One test taken by one account: the drawn questions in order, the saved ticks, the deadline and the result. */
@Entity('attempts')
@Index('ix_attempts_account_family', ['accountId', 'family'])
export class AttemptEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  @Column({ type: 'varchar', length: 50 })
  category!: string;

  @Column({ type: 'varchar', length: 2 })
  language!: Language;

  @Column({ name: 'question_ids', type: 'text', transformer: jsonText<number[]>() })
  questionIds!: number[];

  @Column({ type: 'text', transformer: jsonText<Flag[][]>() })
  answers!: Flag[][];

  @Column({ name: 'started_at', type: 'bigint', transformer: epochMs })
  startedAt!: number;

  @Column({ name: 'deadline_at', type: 'bigint', transformer: epochMs })
  deadlineAt!: number;

  @Column({ name: 'finished_at', type: 'bigint', nullable: true, transformer: epochMs })
  finishedAt!: number | null;

  /**
   * `<account>:<family>` while the attempt is open, null once ended. A unique index on it means two
   * simultaneous starts cannot open two attempts (NULLs do not collide on SQLite or MySQL).
   */
  @Index('uq_attempts_open_key', { unique: true })
  @Column({ name: 'open_key', type: 'varchar', length: 64, nullable: true })
  openKey!: string | null;

  @Column({ type: 'int', nullable: true })
  correct!: number | null;

  @Column({ type: 'int' })
  total!: number;

  @Column({ type: 'double', nullable: true })
  percent!: number | null;

  @Column({ type: 'int', nullable: true })
  points!: number | null;

  @Column({ type: 'boolean', nullable: true })
  passed!: boolean | null;

  /**
   * The chance to pass predicted as of the start (issue 27, calibration), calibrated as the learner sees it: written
   * just after the start, null until then (and for tests started before it existed).
   */
  @Column({ name: 'pass_chance', type: 'double', nullable: true })
  passChance?: number | null;

  /** The model's own chance at the start, before the calibration (chance-calibration.ts is fitted to these). */
  @Column({ name: 'model_chance', type: 'double', nullable: true })
  modelChance?: number | null;

  /**
   * Whether the ended attempt's per-question statistics rows (attempt_answers) are written: they follow the end
   * (answer-rows-recorder.ts). No `default` here (the table has one): with it, TypeORM reads every inserted
   * attempt back to learn the value.
   */
  @Index('ix_attempts_statistics_recorded')
  @Column({ name: 'statistics_recorded', type: 'boolean' })
  statisticsRecorded!: boolean;

  /** The scored result as given at the end, so a second end answers the same. */
  @Column({ type: 'text', nullable: true, transformer: jsonText<TestResult>() })
  result!: TestResult | null;
}
