import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InitialSchema1763780000000 } from './migrations/1763780000000-initial-schema';
import { LearnerReview1764000000000 } from './migrations/1764000000000-learner-review';
import { EmailTokens1764000001000 } from './migrations/1764000001000-email-tokens';
import { AuditAndSwitches1764050000000 } from './migrations/1764050000000-audit-and-switches';
import { Contests1764100000000 } from './migrations/1764100000000-contests';
import { Examiner1764150000000 } from './migrations/1764150000000-examiner';
import { Payments1764200000000 } from './migrations/1764200000000-payments';
import { QuestionBanks1764300000000 } from './migrations/1764300000000-question-banks';
import { HandledRequests1764350000000 } from './migrations/1764350000000-handled-requests';
import { StatisticsRecorded1764400000000 } from './migrations/1764400000000-statistics-recorded';
import { BankRevision1764450000000 } from './migrations/1764450000000-bank-revision';
import { EntryTokens1764500000000 } from './migrations/1764500000000-entry-tokens';
import { TokenVersion1764600000000 } from './migrations/1764600000000-token-version';
import { BackupsAndErasure1764700000000 } from './migrations/1764700000000-backups-and-erasure';
import { LanguagesUkPl1764800000000 } from './migrations/1764800000000-languages-uk-pl';
import { Learning1764900000000 } from './migrations/1764900000000-learning';
import { QuestionTopics1764910000000 } from './migrations/1764910000000-question-topics';
import { PracticeSessions1764930000000 } from './migrations/1764930000000-practice-sessions';
import { Readiness1764940000000 } from './migrations/1764940000000-readiness';
import { QuestionFacility1764950000000 } from './migrations/1764950000000-question-facility';
import { ModelChance1764960000000 } from './migrations/1764960000000-model-chance';

export const MIGRATIONS = [
  InitialSchema1763780000000,
  LearnerReview1764000000000,
  EmailTokens1764000001000,
  AuditAndSwitches1764050000000,
  Contests1764100000000,
  Examiner1764150000000,
  Payments1764200000000,
  QuestionBanks1764300000000,
  HandledRequests1764350000000,
  StatisticsRecorded1764400000000,
  BankRevision1764450000000,
  EntryTokens1764500000000,
  TokenVersion1764600000000,
  BackupsAndErasure1764700000000,
  LanguagesUkPl1764800000000,
  Learning1764900000000,
  QuestionTopics1764910000000,
  PracticeSessions1764930000000,
  Readiness1764940000000,
  QuestionFacility1764950000000,
  ModelChance1764960000000,
];

/**
 * TypeORM options from the validated configuration. The schema is never synchronized; migrations run under a lock
 * (open-data-source.ts), not by TypeORM's migrationsRun. `entities` comes from above (the application's list is
 * app/entities.ts, gathered from the modules that own the tables): the database layer knows no table of its own.
 * Without it, the data source runs migrations and plain SQL only.
 */
export function dataSourceOptions(
  config: AppConfig,
  entities: NonNullable<DataSourceOptions['entities']> = [],
): DataSourceOptions {
  const { poolSize, connectTimeoutMs, queryTimeoutMs, tls } = config.databaseLimits;
  const common = {
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
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
      poolSize,
      // Prepared statements (prepared-statements.ts) kept per pooled connection: the hot paths use a handful;
      // the bound keeps the server's count (max_prepared_stmt_count, for all clients) far from its limit.
      extra: { maxPreparedStatements: 100 },
      // The handshake with a server that accepts the TCP connection but never answers (frozen) gives up here;
      // statements and waiting for a pooled connection are bounded by bounded-pool.ts.
      connectTimeout: connectTimeoutMs,
      ssl: tls
        ? {
            ...(tls.caFile ? { ca: readFileSync(tls.caFile, 'utf8') } : {}),
            rejectUnauthorized: tls.rejectUnauthorized,
          }
        : undefined,
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
      db.pragma(`busy_timeout = ${queryTimeoutMs}`);
    },
  };
}
