import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { InitialSchema1763780000000 } from './migrations/1763780000000-initial-schema';

export const MIGRATIONS = [InitialSchema1763780000000];

/** TypeORM options from the validated configuration. Migrations run at start; the schema is never synchronized. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logging: false,
  } as const;
  if (config.database.type === 'mysql') {
    const { host, port, username, password, database } = config.database;
    return {
      ...common,
      type: 'mysql',
      host,
      port,
      username,
      password,
      database,
      charset: 'utf8mb4_unicode_ci',
      // Epoch-ms columns need no conversion, but keep any DATETIME the driver sees in UTC.
      timezone: 'Z',
      supportBigNumbers: true,
      bigNumberStrings: false,
      extra: { connectionLimit: 10 },
    };
  }
  if (config.database.database !== ':memory:')
    mkdirSync(dirname(config.database.database), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.database.database,
    // WAL lets readers proceed during a write; synchronous NORMAL (safe with WAL: no corruption, a power cut may
    // lose the last commits) avoids an fsync per save; busy wait instead of failing when another process writes.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
    },
  };
}
