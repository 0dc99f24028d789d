import type { ContestStatus, ExamFamilyId, LanguageColumns } from '@portal/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs, jsonText } from '../database/epoch-ms.transformer';

/** A contest staff run: its titles, where its questions come from, its two frozen sets and its times. */
@Entity('contests')
export class ContestEntity implements LanguageColumns<'title', string | null> {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'title_lt', type: 'varchar', length: 200 })
  titleLt!: string;

  @Column({ name: 'title_ru', type: 'varchar', length: 200 })
  titleRu!: string;

  @Column({ name: 'title_en', type: 'varchar', length: 200 })
  titleEn!: string;

  // Added with issue 28 (nullable: a title left out shows the Lithuanian one).
  @Column({ name: 'title_uk', type: 'varchar', length: 200, nullable: true })
  titleUk!: string | null;

  @Column({ name: 'title_pl', type: 'varchar', length: 200, nullable: true })
  titlePl!: string | null;

  /** The enrolled family whose bank the questions were drawn from (their images live in its folder). */
  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  @Column({ type: 'varchar', length: 50 })
  category!: string;

  @Column({ name: 'question_count', type: 'int' })
  questionCount!: number;

  @Column({ name: 'time_limit_seconds', type: 'int' })
  timeLimitSeconds!: number;

  @Column({ name: 'opens_at', type: 'bigint', transformer: epochMs })
  opensAt!: number;

  @Column({ name: 'closes_at', type: 'bigint', transformer: epochMs })
  closesAt!: number;

  @Column({ type: 'varchar', length: 10 })
  status!: ContestStatus;

  /** Frozen at creation: every entrant of a difficulty gets these questions (each in an order of their own). */
  @Column({ name: 'ordinary_ids', type: 'text', transformer: jsonText<number[]>() })
  ordinaryIds!: number[];

  @Column({ name: 'hard_ids', type: 'text', transformer: jsonText<number[]>() })
  hardIds!: number[];

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;
}
