import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { ENTITIES } from '../app/entities';
import { runMigrations } from '../database/open-data-source';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { BackupRunEntity } from './backup-run.entity';
import { BackupRefused, createBackup, restoreFiles, verifyBackup } from './backup-archive';

export type RestoreOutcome =
  | { outcome: 'restored'; restorePoint: string; migrations: string[] }
  /** Nothing was changed: the backup is not valid, or no restore point could be made. */
  | { outcome: 'refused'; reason: string }
  /** The restore failed part-way; the database and uploads are back as they were (the restore point). */
  | { outcome: 'rolled-back'; reason: string; restorePoint: string };

/**
 * Opens the restored database, applies pending migrations and reads every table of the application: a backup that
 * migrates and reads back is a working database.
 */
export async function migrateAndCheck(
  config: AppConfig,
  restoredFrom?: { path: string; action: 'backup.restore' | 'backup.rollback'; reason?: string },
): Promise<string[]> {
  const dataSource = await new DataSource(dataSourceOptions(config, ENTITIES)).initialize();
  try {
    const applied = await runMigrations(dataSource);
    for (const entity of ENTITIES) await dataSource.getRepository(entity).count();
    // The backup holds its own run as "running" (the snapshot was taken mid-run): it is the backup just restored,
    // and it did complete.
    if (restoredFrom) {
      await dataSource
        .getRepository(BackupRunEntity)
        .update(
          { outcome: 'running' },
          { outcome: 'ok', path: restoredFrom.path.slice(0, 500), finishedAt: Date.now() },
        );
      // In the restored database's own audit trail: what was restored, when (the command has no staff actor).
      await dataSource.getRepository(AuditEntryEntity).insert({
        at: Date.now(),
        actorId: null,
        actorName: 'npm run restore',
        action: restoredFrom.action,
        target: 'backups',
        before: null,
        after: JSON.stringify({ from: restoredFrom.path, reason: restoredFrom.reason }),
      });
    }
    return applied;
  } finally {
    await dataSource.destroy();
  }
}

/**
 * `npm run restore -- <backup>`, with the application stopped: checks the backup (refused: nothing changes), makes
 * a restore point of the current database and uploads, restores, migrates and checks; on any failure restores the
 * restore point.
 */
export async function restoreBackup(
  config: AppConfig,
  path: string,
  log: (line: string) => void = () => undefined,
): Promise<RestoreOutcome> {
  let verified;
  try {
    verified = await verifyBackup(path);
    if (verified.manifest.database.type !== config.database.type)
      throw new BackupRefused(
        `the backup is of a ${verified.manifest.database.type} database; DATABASE_URL is ${config.database.type}`,
      );
    if (config.database.type === 'sqlite' && config.database.database === ':memory:')
      throw new BackupRefused('DATABASE_URL is an in-memory database');
  } catch (error) {
    return { outcome: 'refused', reason: (error as Error).message };
  }
  log(`backup ${verified.folder} checked (${verified.manifest.files.length} files)`);
  let restorePoint: string;
  try {
    restorePoint = await createBackup(config, null, join(config.backups.dir, 'restore-points'));
  } catch (error) {
    return { outcome: 'refused', reason: `no restore point could be made: ${(error as Error).message}` };
  }
  log(`restore point ${restorePoint}`);
  try {
    await restoreFiles(config, verified.folder, verified.manifest);
    const migrations = await migrateAndCheck(config, { path: verified.folder, action: 'backup.restore' });
    log(
      `restored; migrations applied: ${migrations.length ? migrations.join(', ') : 'none'}; health check ok`,
    );
    return { outcome: 'restored', restorePoint, migrations };
  } catch (error) {
    const reason = (error as Error).message;
    log(`restore failed (${reason}); rolling back to ${restorePoint}`);
    const point = await verifyBackup(restorePoint);
    await restoreFiles(config, point.folder, point.manifest);
    await migrateAndCheck(config, { path: point.folder, action: 'backup.rollback', reason });
    return { outcome: 'rolled-back', reason, restorePoint };
  }
}
