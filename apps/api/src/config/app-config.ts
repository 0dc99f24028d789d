import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  EXAM_FAMILIES,
  type ExamFamilyId,
  type FamilyId,
  type Language,
  type SchoolLinks,
} from '@portal/contracts';
import { ConfigError, envSchema, type LOG_LEVELS } from './env-schema';

export {
  ConfigError,
  DEFAULT_EXAM_LANGUAGES,
  DEV_JWT_SECRET,
  DEV_STAFF_PASSWORD,
  DEV_STAFF_USERNAME,
  LOG_LEVELS,
  OFFERABLE_EXAM_LANGUAGES,
  durationSeconds,
  parseDatabaseUrl,
} from './env-schema';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

export type DatabaseConfig =
  | { type: 'sqlite'; database: string }
  | { type: 'mysql'; host: string; port: number; username: string; password: string; database: string };

/** TLS to MySQL: off (null), or on with the server certificate checked against `ca` (or the system's CAs). */
export interface DatabaseTls {
  /** PEM file of the CA that signed the server's certificate (DATABASE_SSL_CA). */
  caFile: string | null;
  /** false only for a self-signed server certificate on a trusted network (DATABASE_SSL_REJECT_UNAUTHORIZED). */
  rejectUnauthorized: boolean;
}

/** Bounds on waiting for the database: a frozen database answers 503 instead of holding requests. */
export interface DatabaseLimits {
  /** Connections per instance (MySQL). */
  poolSize: number;
  /** Opening a connection, and waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** One statement (MySQL), or waiting for the write lock (SQLite busy timeout). */
  queryTimeoutMs: number;
  tls: DatabaseTls | null;
}

export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  production: boolean;
  port: number;
  /**
   * API processes on this host sharing the port (node:cluster): 1 by default. More need MySQL (SQLite has one
   * writer per file) and Redis (the counters every process must share).
   */
  workers: number;
  repoRoot: string;
  database: DatabaseConfig;
  databaseLimits: DatabaseLimits;
  /** Run pending migrations at start (under a lock, so several instances may start together). */
  migrateOnStart: boolean;
  /** Shared state of several instances (the failed-login counters); null: kept in this process. */
  redisUrl: string | null;
  /** Prefix of every Redis key of this deployment (several deployments or test runs may share one Redis). */
  redisKeyPrefix: string;
  logLevel: LogLevelName;
  /** On SIGTERM, how long readiness answers 503 before the server stops taking connections. */
  shutdownDelayMs: number;
  jwtSecret: string;
  jwtExpiresIn: string;
  staffUsername: string;
  staffPassword: string;
  /** Exam and mode families this deployment offers. */
  families: FamilyId[];
  /**
   * The languages a learner may choose to sit the theory exam in (EXAM_LANGUAGES, default lt,en,uk,pl): the school's
   * choice among Regitra's exam languages that the portal has translations for (docs/decisions.md).
   */
  examLanguages: Language[];
  remoteUrls: Record<FamilyId, string>;
  /** Where the shell loads the staff console's remote from (REMOTE_URL_STAFF); staff is not a family. */
  staffRemoteUrl: string;
  /** The driving school's pages (SCHOOL_SITE_URL, SCHOOL_REVIEWS_URL, SCHOOL_INFO_URL), sent in the manifest. */
  school: SchoolLinks;
  webRoot: string;
  assetsDir: string;
  /** Images staff upload or import (UPLOADS_DIR, default data/uploads), served beside the asset images. */
  uploadsDir: string;
  banksDir: string;
  imageBaseUrl: string;
  publicUrl: string;
  /**
   * The origins the portal is served at: PUBLIC_URL's and PORTAL_ADDRESSES' (comma-separated, e.g. the www twin).
   * A payment started at one of them returns there (a learner's session lives per origin).
   */
  portalOrigins: string[];
  google: OAuthProviderConfig | null;
  facebook: OAuthProviderConfig | null;
  /** Failed sign-ins a minute from one address (429 beyond). */
  loginRateLimit: number;
  /** Failed sign-ins a minute for one username, from any address. */
  loginUsernameRateLimit: number;
  /** Sign-up and forgot-password requests an hour from one client address, whatever e-mail addresses they name. */
  mailClientRateLimit: number;
  seedOnStart: boolean;
  /** Whether the seed creates the sample learners (published password): never in production unless asked. */
  seedSampleLearners: boolean;
  bcryptRounds: number;
  /** Seconds after the deadline during which a save or an end with answers is still taken (network latency). */
  graceSeconds: number;
  /**
   * How often this instance writes the statistics rows of ended attempts that have none yet (0: only when the
   * statistics are read). See answer-rows-recorder.ts.
   */
  statisticsIntervalSeconds: number;
  /** The school's time zone: decides what "today" is for validity dates. */
  timeZone: string;
  /**
   * TEST_CLOCK_CONTROL=1: the clock can be moved forward by a loopback request (clock/test-clock.ts), for the
   * learning simulation bench. Refused in production.
   */
  testClockControl: boolean;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); null: no sign-up or password reset by e-mail. */
  mail: MailConfig | null;
  /** How long a sign-up confirmation link and a password reset link stay valid, in seconds. */
  signupLinkSeconds: number;
  resetLinkSeconds: number;
  /** The card-payment provider (PAYSERA_*); null: the payment page says payments are not available. */
  paysera: PayseraConfig | null;
  /** The seller named on receipts (SCHOOL_SELLER_*) and the VAT rate in percent (SCHOOL_VAT_RATE; null: no VAT). */
  seller: SellerConfig;
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; null: the endpoint is off (404). */
  metricsToken: string | null;
  backups: BackupConfig;
  privacy: PrivacyConfig;
}

export interface BackupConfig {
  /** Where backups and restore points are written (BACKUP_DIR, default data/backups): put it on another disk. */
  dir: string;
  /** Cron expression in the school's time zone (BACKUP_SCHEDULE, default nightly at 02:00); null: no schedule. */
  schedule: string | null;
  /** How many backups are kept (BACKUP_KEEP, default 14); older ones are deleted after a successful backup. */
  keep: number;
  /** Use mysqldump / mariadb-dump when installed (BACKUP_MYSQL_DUMP, default true); else a logical export. */
  mysqlDumpTool: boolean;
}

export interface PrivacyConfig {
  /** Days between asking for erasure and the erasure (ERASURE_GRACE_DAYS, default 7); signing in cancels. */
  erasureGraceDays: number;
  /** Days an ended exam attempt is kept (without the person) after an erasure (EXAM_RECORD_RETENTION_DAYS, 365). */
  examRetentionDays: number;
  /** Days payment records are kept for accounting (PAYMENT_RECORD_RETENTION_DAYS, default 3650). */
  paymentRetentionDays: number;
  /** When the erasure and purge job runs (ERASURE_SCHEDULE, cron, default hourly at :17); null: never. */
  jobSchedule: string | null;
}

export interface PayseraConfig {
  projectId: string;
  signPassword: string;
  /** PEM of the provider's public key (read from PAYSERA_PUBLIC_KEY_FILE), checks ss2. */
  publicKeyPem: string;
  publicKeyFile: string;
  /** Where the learner is sent with data and sign (PAYSERA_PAY_URL). */
  payUrl: string;
  /** Test payments (test=1) are asked for and only they are taken; off: a test payment is refused. */
  test: boolean;
}

export interface SellerConfig {
  name: string;
  details: string;
  vatRate: number | null;
}

export interface MailConfig {
  /** A nodemailer connection URL: smtp://user:pass@host:587 or smtps://user:pass@host:465. */
  smtpUrl: string;
  from: string;
}

/** The folder holding nx.json, found upwards from here (works from src/ under jest and from dist/). */
export function findRepoRoot(start = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** Loads `.env` (repo root, then apps/api) into process.env without overriding what is already set. */
export function loadEnvFiles(repoRoot = findRepoRoot()): void {
  for (const file of [join(repoRoot, '.env'), join(repoRoot, 'apps/api/.env')]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/**
 * Validates the environment once at start with the env schema (env-schema.ts): one ConfigError lists every
 * problem, production refusals included.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  repoRoot = findRepoRoot(),
): AppConfig {
  const { schema, problems } = envSchema(repoRoot);
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(problems(result.error));
  return result.data;
}

export function offeredExamFamilies(config: AppConfig): ExamFamilyId[] {
  return EXAM_FAMILIES.filter((f) => config.families.includes(f));
}

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
