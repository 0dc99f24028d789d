import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Flag, Language, LocalizedText, TestResult } from '@portal/contracts';
import { epochMs, jsonText } from '../database/epoch-ms.transformer';

/** A question as it was when the test was drawn (the record keeps it even if the bank changes later). */
export interface ExamQuestionSnapshot {
  id: number;
  family: string;
  ref: string;
  textLt: string;
  textRu: string;
  textEn: string;
  /** Absent in records made before issue 28 (read as untranslated). */
  textUk?: string | null;
  textPl?: string | null;
  answers: LocalizedText[];
  /** 0-based indexes of the correct answers: server-only until the end. */
  correct: number[];
  weight: number;
  image: string | null;
}

/**
 * One examiner test (training or exam): who (exam: registration number and birth date), which sub-topic, the
 * questions as drawn, the ticks, the server's clock and the result. A record: ended rows are never changed.
 */
@Entity('examiner_exams')
@Index('ix_examiner_exams_started', ['startedAt'])
@Index('uq_examiner_exams_token', ['token'], { unique: true })
@Index('uq_examiner_exams_open_key', ['openKey'], { unique: true })
export class ExaminerExamEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /**
   * SHA-256 (hex) of the test token the runner sends with save and end (random, opaque): the token itself is
   * never stored, so a leaked table lets nobody answer or end someone's exam.
   */
  @Column({ type: 'varchar', length: 64 })
  token!: string;

  @Column({ type: 'boolean' })
  egzamin!: boolean;

  @Column({ type: 'int' })
  tema!: number;

  @Column({ type: 'varchar', length: 20 })
  sub!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  regnr!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gdata!: string | null;

  @Column({ name: 'roster_id', type: 'int', nullable: true })
  rosterId!: number | null;

  @Column({ type: 'varchar', length: 2 })
  language!: Language;

  @Column({ type: 'text', transformer: jsonText<ExamQuestionSnapshot[]>() })
  questions!: ExamQuestionSnapshot[];

  @Column({ type: 'text', transformer: jsonText<Flag[][]>() })
  answers!: Flag[][];

  @Column({ name: 'started_at', type: 'bigint', transformer: epochMs })
  startedAt!: number;

  @Column({ name: 'deadline_at', type: 'bigint', transformer: epochMs })
  deadlineAt!: number;

  @Column({ name: 'finished_at', type: 'bigint', nullable: true, transformer: epochMs })
  finishedAt!: number | null;

  /** `roster:<id>` while a rostered exam runs (one running exam per roster entry), null otherwise. */
  @Column({ name: 'open_key', type: 'varchar', length: 40, nullable: true })
  openKey!: string | null;

  @Column({ type: 'int', nullable: true })
  correct!: number | null;

  @Column({ type: 'int' })
  total!: number;

  @Column({ type: 'double', nullable: true })
  percent!: number | null;

  @Column({ type: 'boolean', nullable: true })
  passed!: boolean | null;

  @Column({ type: 'text', nullable: true, transformer: jsonText<TestResult>() })
  result!: TestResult | null;
}
