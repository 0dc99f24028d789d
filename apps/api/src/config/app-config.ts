import { createPublicKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import {
  EXAM_FAMILIES,
  FAMILY_IDS,
  LANGUAGES,
  REGITRA_EXAM_LANGUAGES,
  type ExamFamilyId,
  type FamilyId,
  type Language,
  type SchoolLinks,
} from '@portal/contracts';

/** Used only outside production, and said so in docs/api.md and .env.example. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me';
export const DEV_STAFF_USERNAME = 'staff';
export const DEV_STAFF_PASSWORD = 'staff-dev-password';

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

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  }
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

type Env = Record<string, string | undefined>;

function parseBoolean(
  value: string | undefined,
  fallback: boolean,
  name: string,
  problems: string[],
): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  problems.push(`${name} must be true or false`);
  return fallback;
}

function parseInteger(
  value: string | undefined,
  fallback: number,
  name: string,
  problems: string[],
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    problems.push(
      max === Number.MAX_SAFE_INTEGER
        ? `${name} must be a whole number >= ${min}`
        : `${name} must be a whole number from ${min} to ${max}`,
    );
    return fallback;
  }
  return Number(value);
}

export function parseDatabaseUrl(url: string, repoRoot: string): DatabaseConfig {
  if (/^(mysql|mariadb):\/\//i.test(url)) {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!database)
      throw new ConfigError(['DATABASE_URL must name the database: mysql://user:pass@host:port/db']);
    return {
      type: 'mysql',
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : 3306,
      username: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      database,
    };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  // A bare path is a SQLite file; any other scheme than these is a mistake, not a file name.
  if (scheme && scheme.length > 1 && !/^(sqlite|file)$/i.test(scheme))
    throw new ConfigError([
      `DATABASE_URL scheme ${scheme}: is not supported (mysql://, mariadb:// or sqlite:)`,
    ]);
  const file = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (file === ':memory:') return { type: 'sqlite', database: ':memory:' };
  return { type: 'sqlite', database: isAbsolute(file) ? file : resolve(repoRoot, file) };
}

function oauthProvider(
  env: Env,
  prefix: 'GOOGLE' | 'FACEBOOK',
  defaults: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>,
  problems: string[],
): OAuthProviderConfig | null {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    return null;
  }
  return {
    clientId,
    clientSecret,
    authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`] || defaults.authorizationUrl,
    tokenUrl: env[`${prefix}_TOKEN_URL`] || defaults.tokenUrl,
    profileUrl: env[`${prefix}_PROFILE_URL`] || defaults.profileUrl,
  };
}

/** Validates the environment once at start; every problem is reported together. */
export function loadConfig(env: Env = process.env, repoRoot = findRepoRoot()): AppConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const testClockControl = env.TEST_CLOCK_CONTROL === '1';
  if (production && testClockControl)
    problems.push('TEST_CLOCK_CONTROL moves the clock for benches and is refused in production');
  const port = parseInteger(env.PORT, 3000, 'PORT', problems, 0, 65535);

  let database: DatabaseConfig = { type: 'sqlite', database: join(repoRoot, 'data/portal.sqlite') };
  if (env.DATABASE_URL) {
    try {
      database = parseDatabaseUrl(env.DATABASE_URL, repoRoot);
    } catch (error) {
      problems.push(
        error instanceof ConfigError ? error.problems.join('; ') : `DATABASE_URL is not a valid URL`,
      );
    }
  }

  const jwtSecret = env.JWT_SECRET || (production ? '' : DEV_JWT_SECRET);
  if (production && !env.JWT_SECRET) problems.push('JWT_SECRET is required in production');
  if (jwtSecret && jwtSecret.length < 16) problems.push('JWT_SECRET must be at least 16 characters');
  if (production && jwtSecret === DEV_JWT_SECRET)
    problems.push('JWT_SECRET must not be the published development value in production');
  const jwtExpiresIn = env.JWT_EXPIRES_IN || '12h';
  if (durationSeconds(jwtExpiresIn) === null)
    problems.push('JWT_EXPIRES_IN must be a number of seconds or a number with s, m, h or d (e.g. 12h)');
  const staffPassword = env.STAFF_PASSWORD || DEV_STAFF_PASSWORD;
  if (production && staffPassword === DEV_STAFF_PASSWORD) {
    problems.push('STAFF_PASSWORD must be set to a non-default value in production');
  }

  // By default every family, each has its remote. These are only the defaults of a new database: staff switch
  // families at run time (apps/api/src/switches).
  let families: FamilyId[] = [...FAMILY_IDS];
  if (env.FAMILIES?.trim() === 'all') families = [...FAMILY_IDS];
  if (env.FAMILIES && env.FAMILIES.trim() !== '' && env.FAMILIES.trim() !== 'all') {
    const wanted = env.FAMILIES.split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const unknown = wanted.filter((f) => !(FAMILY_IDS as readonly string[]).includes(f));
    if (unknown.length)
      problems.push(`FAMILIES has unknown families: ${unknown.join(', ')} (known: ${FAMILY_IDS.join(', ')})`);
    families = FAMILY_IDS.filter((f) => wanted.includes(f));
  }
  const examLanguages = parseExamLanguages(env.EXAM_LANGUAGES, problems);
  const remoteUrls = Object.fromEntries(
    FAMILY_IDS.map((f) => [f, env[`REMOTE_URL_${f.toUpperCase()}`] || `/remotes/${f}/remoteEntry.js`]),
  ) as Record<FamilyId, string>;
  const staffRemoteUrl = env.REMOTE_URL_STAFF || '/remotes/staff/remoteEntry.js';

  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    problems.push('PUBLIC_URL must be an absolute URL');
  }

  const portalOrigins = [publicUrl, ...(env.PORTAL_ADDRESSES ?? '').split(',')].flatMap((address) => {
    if (!address.trim()) return [];
    try {
      return [new URL(address.trim()).origin];
    } catch {
      problems.push(`PORTAL_ADDRESSES: ${address.trim()} is not an absolute URL`);
      return [];
    }
  });

  const google = oauthProvider(
    env,
    'GOOGLE',
    {
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://www.googleapis.com/oauth2/v4/token',
      profileUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
    },
    problems,
  );
  const facebook = oauthProvider(
    env,
    'FACEBOOK',
    {
      authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
      profileUrl: 'https://graph.facebook.com/v19.0/me',
    },
    problems,
  );

  const logLevel = (env.LOG_LEVEL || 'info') as LogLevelName;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//i.test(redisUrl))
    problems.push('REDIS_URL must be redis://[:password@]host:port[/db] or rediss://...');
  const tls = parseBoolean(env.DATABASE_SSL, false, 'DATABASE_SSL', problems)
    ? {
        caFile: env.DATABASE_SSL_CA ? resolve(repoRoot, env.DATABASE_SSL_CA) : null,
        rejectUnauthorized: parseBoolean(
          env.DATABASE_SSL_REJECT_UNAUTHORIZED,
          true,
          'DATABASE_SSL_REJECT_UNAUTHORIZED',
          problems,
        ),
      }
    : null;
  if (tls?.caFile && !existsSync(tls.caFile)) problems.push(`DATABASE_SSL_CA ${tls.caFile} does not exist`);
  const databaseLimits: DatabaseLimits = {
    poolSize: parseInteger(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE', problems, 1, 1000),
    connectTimeoutMs: parseInteger(
      env.DATABASE_CONNECT_TIMEOUT_MS,
      3000,
      'DATABASE_CONNECT_TIMEOUT_MS',
      problems,
      100,
    ),
    queryTimeoutMs: parseInteger(
      env.DATABASE_QUERY_TIMEOUT_MS,
      5000,
      'DATABASE_QUERY_TIMEOUT_MS',
      problems,
      100,
    ),
    tls,
  };

  const timeZone = env.TIME_ZONE || 'Europe/Vilnius';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
  } catch {
    problems.push(`TIME_ZONE ${timeZone} is not a known time zone`);
  }

  let mail: MailConfig | null = null;
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\/[^/?#]+/i.test(env.SMTP_URL))
      problems.push(
        'SMTP_URL must be an smtp:// or smtps:// URL (e.g. smtp://user:pass@mail.example.lt:587)',
      );
    let host = 'localhost';
    try {
      host = new URL(publicUrl).hostname;
    } catch {
      // reported above
    }
    mail = { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM || `no-reply@${host}` };
  }
  const linkSeconds = (name: string, fallback: string) => {
    const seconds = durationSeconds(env[name] || fallback);
    if (seconds === null) problems.push(`${name} must be a number of seconds or a number with s, m, h or d`);
    return seconds ?? 0;
  };

  const school: SchoolLinks = {};
  for (const [key, name] of [
    ['site', 'SCHOOL_SITE_URL'],
    ['reviews', 'SCHOOL_REVIEWS_URL'],
    ['info', 'SCHOOL_INFO_URL'],
  ] as const) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (/^https?:\/\/\S+$/.test(value)) school[key] = value;
    else problems.push(`${name} must be an http(s) address`);
  }

  const workers =
    env.API_WORKERS === 'auto'
      ? availableParallelism()
      : parseInteger(env.API_WORKERS, 1, 'API_WORKERS', problems, 1, 64);
  if (workers > 1 && database.type !== 'mysql')
    problems.push('API_WORKERS above 1 needs a MySQL DATABASE_URL (SQLite allows one writing process)');
  if (workers > 1 && !redisUrl)
    problems.push('API_WORKERS above 1 needs REDIS_URL (the rate-limit counters are shared there)');

  const config: AppConfig = {
    paysera: payseraConfig(env, repoRoot, problems),
    seller: sellerConfig(env, problems),
    production,
    port,
    workers,
    repoRoot,
    database,
    databaseLimits,
    migrateOnStart: parseBoolean(env.MIGRATE_ON_START, true, 'MIGRATE_ON_START', problems),
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'portal:',
    logLevel,
    shutdownDelayMs: parseInteger(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS', problems),
    jwtSecret,
    jwtExpiresIn,
    staffUsername: env.STAFF_USERNAME || DEV_STAFF_USERNAME,
    staffPassword,
    families,
    remoteUrls,
    staffRemoteUrl,
    school,
    webRoot: resolve(repoRoot, env.WEB_ROOT || 'dist/apps'),
    assetsDir: resolve(repoRoot, env.ASSETS_DIR || 'apps/api/assets'),
    uploadsDir: resolve(repoRoot, env.UPLOADS_DIR || 'data/uploads'),
    banksDir: resolve(repoRoot, env.BANKS_DIR || 'apps/api/src/seed/banks'),
    imageBaseUrl: (env.IMAGE_BASE_URL || '').replace(/\/+$/, ''),
    publicUrl,
    portalOrigins: [...new Set(portalOrigins)],
    google,
    facebook,
    loginRateLimit: parseInteger(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT', problems, 1),
    loginUsernameRateLimit: parseInteger(
      env.LOGIN_USERNAME_RATE_LIMIT,
      5,
      'LOGIN_USERNAME_RATE_LIMIT',
      problems,
      1,
    ),
    mailClientRateLimit: parseInteger(env.MAIL_CLIENT_RATE_LIMIT, 20, 'MAIL_CLIENT_RATE_LIMIT', problems, 1),
    examLanguages,
    seedOnStart: parseBoolean(env.SEED_ON_START, !production, 'SEED_ON_START', problems),
    seedSampleLearners: parseBoolean(env.SEED_SAMPLE_LEARNERS, !production, 'SEED_SAMPLE_LEARNERS', problems),
    bcryptRounds: parseInteger(env.BCRYPT_ROUNDS, 10, 'BCRYPT_ROUNDS', problems, 4),
    graceSeconds: parseInteger(env.GRACE_SECONDS, 10, 'GRACE_SECONDS', problems),
    statisticsIntervalSeconds: parseInteger(
      env.STATISTICS_INTERVAL_SECONDS,
      5,
      'STATISTICS_INTERVAL_SECONDS',
      problems,
      0,
      3600,
    ),
    timeZone,
    testClockControl,
    mail,
    signupLinkSeconds: linkSeconds('SIGNUP_LINK_TTL', '24h'),
    resetLinkSeconds: linkSeconds('RESET_LINK_TTL', '1h'),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    backups: {
      dir: resolve(repoRoot, env.BACKUP_DIR || 'data/backups'),
      schedule: cronSetting(env.BACKUP_SCHEDULE, '0 2 * * *', 'BACKUP_SCHEDULE', problems),
      keep: parseInteger(env.BACKUP_KEEP, 14, 'BACKUP_KEEP', problems, 1, 10000),
      mysqlDumpTool: parseBoolean(env.BACKUP_MYSQL_DUMP, true, 'BACKUP_MYSQL_DUMP', problems),
    },
    privacy: {
      erasureGraceDays: parseInteger(env.ERASURE_GRACE_DAYS, 7, 'ERASURE_GRACE_DAYS', problems, 0, 365),
      examRetentionDays: parseInteger(
        env.EXAM_RECORD_RETENTION_DAYS,
        365,
        'EXAM_RECORD_RETENTION_DAYS',
        problems,
        0,
      ),
      paymentRetentionDays: parseInteger(
        env.PAYMENT_RECORD_RETENTION_DAYS,
        3650,
        'PAYMENT_RECORD_RETENTION_DAYS',
        problems,
        0,
      ),
      jobSchedule: cronSetting(env.ERASURE_SCHEDULE, '17 * * * *', 'ERASURE_SCHEDULE', problems),
    },
  };
  if (config.metricsToken && config.metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters');
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** The exam languages a school may offer: Regitra examines in them and the portal has their translations. */
export const OFFERABLE_EXAM_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) =>
  (REGITRA_EXAM_LANGUAGES as readonly string[]).includes(l),
);
export const DEFAULT_EXAM_LANGUAGES = 'lt,en,uk,pl';

/** EXAM_LANGUAGES: a comma list, each one of OFFERABLE_EXAM_LANGUAGES (a problem names the others). */
function parseExamLanguages(value: string | undefined, problems: string[]): Language[] {
  const wanted = (value?.trim() ? value : DEFAULT_EXAM_LANGUAGES)
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const offerable = OFFERABLE_EXAM_LANGUAGES as readonly string[];
  const refused = wanted.filter((l) => !offerable.includes(l));
  for (const l of refused)
    problems.push(
      (REGITRA_EXAM_LANGUAGES as readonly string[]).includes(l)
        ? `EXAM_LANGUAGES: ${l} is a Regitra exam language the portal has no translation for yet (offerable: ${offerable.join(', ')})`
        : `EXAM_LANGUAGES: ${l} is not a language Regitra examines in that the portal has (offerable: ${offerable.join(', ')})`,
    );
  if (!wanted.length) problems.push(`EXAM_LANGUAGES must name at least one of ${offerable.join(', ')}`);
  return OFFERABLE_EXAM_LANGUAGES.filter((l) => wanted.includes(l));
}

const PAYSERA_REQUIRED = [
  'PAYSERA_PROJECT_ID',
  'PAYSERA_SIGN_PASSWORD',
  'PAYSERA_PUBLIC_KEY_FILE',
  'PAYSERA_PAY_URL',
] as const;

/** All of PAYSERA_* or none: payments are never half-working (a missing key would take unverified callbacks). */
function payseraConfig(env: Env, repoRoot: string, problems: string[]): PayseraConfig | null {
  const set = PAYSERA_REQUIRED.filter((name) => env[name]?.trim());
  if (set.length === 0) return null;
  if (set.length < PAYSERA_REQUIRED.length) {
    problems.push(
      `Payments need all of ${PAYSERA_REQUIRED.join(', ')}; missing: ${PAYSERA_REQUIRED.filter((n) => !set.includes(n)).join(', ')}`,
    );
    return null;
  }
  const projectId = env.PAYSERA_PROJECT_ID!.trim();
  if (!/^\d{1,11}$/.test(projectId)) problems.push('PAYSERA_PROJECT_ID must be a number');
  const payUrl = env.PAYSERA_PAY_URL!.trim();
  if (!/^https?:\/\/\S+$/.test(payUrl)) problems.push('PAYSERA_PAY_URL must be an http(s) address');
  const publicKeyFile = resolve(repoRoot, env.PAYSERA_PUBLIC_KEY_FILE!.trim());
  let publicKeyPem = '';
  try {
    publicKeyPem = readFileSync(publicKeyFile, 'utf8');
    createPublicKey(publicKeyPem);
  } catch {
    problems.push(`PAYSERA_PUBLIC_KEY_FILE ${publicKeyFile} is not a readable PEM public key`);
  }
  return {
    projectId,
    signPassword: env.PAYSERA_SIGN_PASSWORD!,
    publicKeyPem,
    publicKeyFile,
    payUrl,
    test: parseBoolean(env.PAYSERA_TEST, false, 'PAYSERA_TEST', problems),
  };
}

function sellerConfig(env: Env, problems: string[]): SellerConfig {
  const rate = env.SCHOOL_VAT_RATE?.trim();
  let vatRate: number | null = null;
  if (rate) {
    if (/^\d{1,2}(\.\d{1,2})?$/.test(rate)) vatRate = Number(rate);
    else problems.push('SCHOOL_VAT_RATE must be a percentage such as 21');
  }
  return {
    name: env.SCHOOL_SELLER_NAME?.trim() || 'Vairavimo mokykla',
    details: env.SCHOOL_SELLER_DETAILS?.trim() || '',
    vatRate,
  };
}

/** A 5-field cron expression in the school's time zone (BACKUP_SCHEDULE, ERASURE_SCHEDULE); `off`: none. */
function cronSetting(
  value: string | undefined,
  fallback: string,
  name: string,
  problems: string[],
): string | null {
  const schedule = value?.trim() || fallback;
  if (/^(off|false|none)$/i.test(schedule)) return null;
  if (!/^(\S+\s+){4}\S+$/.test(schedule)) {
    problems.push(`${name} must be a cron expression of 5 fields (e.g. ${fallback}) or off`);
    return null;
  }
  return schedule;
}

/** `3600`, `90s`, `15m`, `12h`, `7d` → seconds; anything else → null. */
export function durationSeconds(value: string): number | null {
  const match = /^(\d+)([smhd]?)$/.exec(value.trim());
  if (!match || Number(match[1]) <= 0) return null;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export function offeredExamFamilies(config: AppConfig): ExamFamilyId[] {
  return EXAM_FAMILIES.filter((f) => config.families.includes(f));
}

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
