import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/unique-violation';
import { backupSize, createBackup, pruneBackups } from './backup-archive';
import { BackupRunEntity, type BackupTrigger } from './backup-run.entity';

/** A backup still "running" after this long is taken as dead (its process stopped): another may start. */
const STALE_RUN_MS = 6 * 3600_000;

export class BackupBusy extends Error {}

/**
 * Takes a backup and records it in backup_runs (what staff and the metrics see), then prunes to BACKUP_KEEP. Used
 * by the application (schedule, staff) and by `npm run backup` alike.
 */
export class BackupRunner {
  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `slot` names the run: the nightly one is named by its date, so of several instances only the first to insert
   * the row takes it (null: another instance has it). Manual runs get a slot of their own.
   */
  async run(trigger: BackupTrigger, slot?: string): Promise<BackupRunEntity | null> {
    const runs = this.dataSource.getRepository(BackupRunEntity);
    const started = this.now();
    const running = await runs.findOne({ where: { outcome: 'running' }, order: { id: 'DESC' } });
    if (running && started - running.startedAt < STALE_RUN_MS) {
      if (slot) return null;
      throw new BackupBusy('a backup is already running');
    }
    const row = runs.create({
      slot: slot ?? `${trigger}:${started}:${randomBytes(4).toString('hex')}`,
      trigger,
      startedAt: started,
      finishedAt: null,
      outcome: 'running',
      path: null,
      sizeBytes: null,
      error: null,
    });
    try {
      await runs.insert(row);
    } catch (error) {
      if (slot && isUniqueViolation(error)) return null;
      throw error;
    }
    try {
      const path = await createBackup(
        this.config,
        this.dataSource,
        this.config.backups.dir,
        new Date(started),
      );
      Object.assign(row, { path, sizeBytes: backupSize(path), outcome: 'ok', finishedAt: this.now() });
      await runs.update(row.id, {
        path,
        sizeBytes: row.sizeBytes,
        outcome: 'ok',
        finishedAt: row.finishedAt,
      });
      pruneBackups(this.config.backups.dir, this.config.backups.keep);
      return row;
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1000);
      Object.assign(row, { outcome: 'failed', error: message, finishedAt: this.now() });
      await runs.update(row.id, { outcome: 'failed', error: message, finishedAt: row.finishedAt });
      return row;
    }
  }
}
