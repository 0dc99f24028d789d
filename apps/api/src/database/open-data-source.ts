import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { boundMysqlPool } from './bounded-pool';
import { withSetupLock } from './setup-lock';

/** Applies pending migrations, one instance at a time; returns the names applied (empty when up to date). */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  return withSetupLock(dataSource, async () =>
    (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name),
  );
}

/**
 * Connects; runs the migrations when asked (MIGRATE_ON_START, the migrate command), before the time bounds are put
 * on the pool (a migration may legitimately take long); then bounds every later wait on the database.
 */
export async function openDataSource(
  config: AppConfig,
  options: DataSourceOptions,
  migrate = config.migrateOnStart,
): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    if (migrate) await runMigrations(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  const { connectTimeoutMs, queryTimeoutMs } = config.databaseLimits;
  boundMysqlPool(dataSource, { acquireTimeoutMs: connectTimeoutMs, queryTimeoutMs });
  return dataSource;
}
