import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

export type BackupOutcome = 'running' | 'ok' | 'failed';
export type BackupTrigger = 'schedule' | 'staff' | 'command' | 'restore-point';

/** One backup: what staff see (time, size, outcome). The unique slot makes one instance take a nightly backup. */
@Entity('backup_runs')
export class BackupRunEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 80, unique: true })
  slot!: string;

  @Column({ type: 'varchar', length: 20 })
  trigger!: BackupTrigger;

  @Column({ name: 'started_at', type: 'bigint', transformer: epochMs })
  startedAt!: number;

  @Column({ name: 'finished_at', type: 'bigint', nullable: true, transformer: epochMs })
  finishedAt!: number | null;

  @Column({ type: 'varchar', length: 20 })
  outcome!: BackupOutcome;

  @Column({ type: 'varchar', length: 500, nullable: true })
  path!: string | null;

  @Column({ name: 'size_bytes', type: 'bigint', nullable: true, transformer: epochMs })
  sizeBytes!: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error!: string | null;
}
