import type { ContestDifficulty, Flag, Language } from '@portal/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs, jsonText } from '../database/epoch-ms.transformer';

/** One entrant's test in a contest: who (name, birth date), the questions in their order, ticks, times, result. */
@Entity('contest_entries')
@Index('ix_contest_entries_rank', ['contestId', 'difficulty', 'correct'])
@Index('ix_contest_entries_person', ['contestId', 'personKey'])
export class ContestEntryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'contest_id', type: 'int' })
  contestId!: number;

  @Column({ type: 'varchar', length: 10 })
  difficulty!: ContestDifficulty;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 10 })
  gdata!: string;

  /** The normalised name and the birth date: one person, however the name was typed. */
  @Column({ name: 'person_key', type: 'varchar', length: 120 })
  personKey!: string;

  /**
   * `<contest>:<person key>` on the person's first entry (the counted one), null on later ones. Unique, so two
   * simultaneous first starts cannot both count (NULLs do not collide on SQLite or MySQL).
   */
  @Index('uq_contest_entries_counted', { unique: true })
  @Column({ name: 'counted_key', type: 'varchar', length: 140, nullable: true })
  countedKey!: string | null;

  /**
   * `<contest>:<person key>` while the entry runs, null once it ended. Unique: a person has at most one running
   * entry per contest, however many starts arrive at once (on MySQL too).
   */
  @Index('uq_contest_entries_open', { unique: true })
  @Column({ name: 'open_key', type: 'varchar', length: 140, nullable: true })
  openKey!: string | null;

  /** SHA-256 of the entry's secret (the test token is `<id>.<secret>`). */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

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

  @Column({ type: 'int', nullable: true })
  correct!: number | null;

  @Column({ type: 'int' })
  total!: number;

  /** Server-measured milliseconds from start to end (capped at the time limit). */
  @Column({ name: 'duration_ms', type: 'int', nullable: true })
  durationMs!: number | null;

  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @Column({ type: 'boolean', default: false })
  disqualified!: boolean;
}
