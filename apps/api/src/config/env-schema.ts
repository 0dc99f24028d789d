import { createPublicKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import {
  FAMILY_IDS,
  LANGUAGES,
  REGITRA_EXAM_LANGUAGES,
  type FamilyId,
  type Language,
  type SchoolLinks,
} from '@portal/contracts';
import * as z from 'zod';
import type { AppConfig, DatabaseConfig, LogLevelName, OAuthProviderConfig } from './app-config';

/** Used only outside production, and said so in docs/api.md and .env.example. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me';
export const DEV_STAFF_USERNAME = 'staff';
export const DEV_STAFF_PASSWORD = 'staff-dev-password';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The exam languages a school may offer: Regitra examines in them and the portal has their translations. */
export const OFFERABLE_EXAM_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) =>
  (REGITRA_EXAM_LANGUAGES as readonly string[]).includes(l),
);
export const DEFAULT_EXAM_LANGUAGES = 'lt,en,uk,pl';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  }
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

/** `3600`, `90s`, `15m`, `12h`, `7d` → seconds; anything else → null. */
export function durationSeconds(value: string): number | null {
  const match = /^(\d+)([smhd]?)$/.exec(value.trim());
  if (!match || Number(match[1]) <= 0) return null;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

// ---------------------------------------------------------------------------------------------------------------
// One variable each. A value left out or empty takes the default. A problem's message follows the variable's name
// (`PORT must be ...`) unless it is `whole` (a rule across variables, said in its own words).

type Ctx = z.core.$RefinementCtx<unknown>;
const problem = (ctx: Ctx, message: string, whole = false) =>
  ctx.addIssue({ code: 'custom', message, params: { whole } });

/** A variable read by `read`: undefined and '' give `fallback`; `read` reports a problem and returns undefined. */
const variable = <T>(read: (value: string, ctx: Ctx) => T | undefined, fallback: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx): T => {
      if (value === undefined || value === '') return fallback;
      const out = read(value, ctx as Ctx);
      return out === undefined ? fallback : out;
    });

const text = (fallback = '') => variable((value) => value, fallback);
const optionalText = () => variable<string | undefined>((value) => value, undefined);

const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  variable((value, ctx) => {
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
    problem(
      ctx,
      max === Number.MAX_SAFE_INTEGER
        ? `must be a whole number >= ${min}`
        : `must be a whole number from ${min} to ${max}`,
    );
    return undefined;
  }, fallback);

const bool = <F extends boolean | undefined>(fallback: F) =>
  variable<boolean | F>((value, ctx) => {
    if (/^(1|true|yes|on)$/i.test(value)) return true;
    if (/^(0|false|no|off)$/i.test(value)) return false;
    problem(ctx, 'must be true or false');
    return undefined;
  }, fallback);

const duration = (fallback: string, example = '') =>
  variable((value, ctx) => {
    if (durationSeconds(value) !== null) return value;
    problem(ctx, `must be a number of seconds or a number with s, m, h or d${example}`);
    return undefined;
  }, fallback);

const httpAddress = () =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const address = value?.trim();
      if (!address) return undefined;
      if (/^https?:\/\/\S+$/.test(address)) return address;
      problem(ctx, 'must be an http(s) address');
      return undefined;
    });

/** A 5-field cron expression in the school's time zone; `off`: none. */
const cron = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const schedule = value?.trim() || fallback;
      if (/^(off|false|none)$/i.test(schedule)) return null;
      if (/^(\S+\s+){4}\S+$/.test(schedule)) return schedule;
      problem(ctx, `must be a cron expression of 5 fields (e.g. ${fallback}) or off`);
      return null;
    });

const pathIn = (repoRoot: string, fallback: string) =>
  variable((value) => resolve(repoRoot, value), resolve(repoRoot, fallback));

/** EXAM_LANGUAGES: a comma list, each one of OFFERABLE_EXAM_LANGUAGES (a problem names the others). */
const examLanguages = () =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const wanted = (value?.trim() ? value : DEFAULT_EXAM_LANGUAGES)
        .split(',')
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean);
      const offerable = OFFERABLE_EXAM_LANGUAGES as readonly string[];
      for (const l of wanted.filter((l) => !offerable.includes(l)))
        problem(
          ctx,
          (REGITRA_EXAM_LANGUAGES as readonly string[]).includes(l)
            ? `: ${l} is a Regitra exam language the portal has no translation for yet (offerable: ${offerable.join(', ')})`
            : `: ${l} is not a language Regitra examines in that the portal has (offerable: ${offerable.join(', ')})`,
        );
      if (!wanted.length) problem(ctx, `must name at least one of ${offerable.join(', ')}`);
      return OFFERABLE_EXAM_LANGUAGES.filter((l) => wanted.includes(l));
    });

/** FAMILIES: `all` (the default) or a comma list of the registry's families. */
const families = () =>
  z
    .string()
    .optional()
    .transform((value, ctx): FamilyId[] => {
      const list = value?.trim();
      if (!list || list === 'all') return [...FAMILY_IDS];
      const wanted = list
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean);
      const unknown = wanted.filter((f) => !(FAMILY_IDS as readonly string[]).includes(f));
      if (unknown.length)
        problem(ctx, `has unknown families: ${unknown.join(', ')} (known: ${FAMILY_IDS.join(', ')})`);
      return FAMILY_IDS.filter((f) => wanted.includes(f));
    });

const remoteUrls = () =>
  Object.fromEntries(
    FAMILY_IDS.map((f) => [`REMOTE_URL_${f.toUpperCase()}`, text(`/remotes/${f}/remoteEntry.js`)]),
  ) as Record<`REMOTE_URL_${Uppercase<FamilyId>}`, ReturnType<typeof text>>;

const OAUTH_DEFAULTS = {
  GOOGLE: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://www.googleapis.com/oauth2/v4/token',
    profileUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
  },
  FACEBOOK: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v19.0/me',
  },
};

const oauth = <P extends 'GOOGLE' | 'FACEBOOK'>(prefix: P) => {
  const urls = OAUTH_DEFAULTS[prefix];
  return {
    [`${prefix}_CLIENT_ID`]: optionalText(),
    [`${prefix}_CLIENT_SECRET`]: optionalText(),
    [`${prefix}_AUTHORIZATION_URL`]: text(urls.authorizationUrl),
    [`${prefix}_TOKEN_URL`]: text(urls.tokenUrl),
    [`${prefix}_PROFILE_URL`]: text(urls.profileUrl),
  } as Record<`${P}_CLIENT_ID` | `${P}_CLIENT_SECRET`, ReturnType<typeof optionalText>> &
    Record<`${P}_AUTHORIZATION_URL` | `${P}_TOKEN_URL` | `${P}_PROFILE_URL`, ReturnType<typeof text>>;
};

export const PAYSERA_REQUIRED = [
  'PAYSERA_PROJECT_ID',
  'PAYSERA_SIGN_PASSWORD',
  'PAYSERA_PUBLIC_KEY_FILE',
  'PAYSERA_PAY_URL',
] as const;

const trimmed = (read: (value: string, ctx: Ctx) => string | undefined) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => (value?.trim() ? read(value.trim(), ctx as Ctx) : undefined));

/** Each variable of the environment, parsed on its own; problems are reported in this order. */
function envShape(repoRoot: string) {
  return {
    NODE_ENV: z
      .string()
      .optional()
      .transform((value) => value === 'production'),
    TEST_CLOCK_CONTROL: z
      .string()
      .optional()
      .transform((value) => value === '1'),
    PORT: int(3000, 0, 65535),
    DATABASE_URL: variable<DatabaseConfig>(
      (value, ctx) => {
        try {
          return parseDatabaseUrl(value, repoRoot);
        } catch (error) {
          problem(
            ctx,
            error instanceof ConfigError ? error.problems.join('; ') : 'DATABASE_URL is not a valid URL',
            true,
          );
          return undefined;
        }
      },
      { type: 'sqlite', database: join(repoRoot, 'data/portal.sqlite') },
    ),
    JWT_SECRET: variable<string | undefined>((value, ctx) => {
      if (value.length < 16) problem(ctx, 'must be at least 16 characters');
      return value;
    }, undefined),
    JWT_EXPIRES_IN: duration('12h', ' (e.g. 12h)'),
    STAFF_USERNAME: text(DEV_STAFF_USERNAME),
    STAFF_PASSWORD: text(DEV_STAFF_PASSWORD),
    FAMILIES: families(),
    EXAM_LANGUAGES: examLanguages(),
    ...remoteUrls(),
    REMOTE_URL_STAFF: text('/remotes/staff/remoteEntry.js'),
    PUBLIC_URL: variable<string | undefined>((value, ctx) => {
      const url = value.replace(/\/+$/, '');
      if (URL.canParse(url)) return url;
      problem(ctx, 'must be an absolute URL');
      return undefined;
    }, undefined),
    PORTAL_ADDRESSES: z
      .string()
      .optional()
      .transform((value, ctx) =>
        (value ?? '').split(',').flatMap((address) => {
          if (!address.trim()) return [];
          if (URL.canParse(address.trim())) return [new URL(address.trim()).origin];
          problem(ctx, `: ${address.trim()} is not an absolute URL`);
          return [];
        }),
      ),
    ...oauth('GOOGLE'),
    ...oauth('FACEBOOK'),
    LOG_LEVEL: variable<LogLevelName>((value, ctx) => {
      if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevelName;
      problem(ctx, `must be one of ${LOG_LEVELS.join(', ')}`);
      return undefined;
    }, 'info'),
    REDIS_URL: variable<string | null>((value, ctx) => {
      if (!/^rediss?:\/\//i.test(value))
        problem(ctx, 'must be redis://[:password@]host:port[/db] or rediss://...');
      return value;
    }, null),
    REDIS_KEY_PREFIX: text('portal:'),
    DATABASE_SSL: bool(false),
    DATABASE_SSL_REJECT_UNAUTHORIZED: bool(true),
    DATABASE_SSL_CA: variable<string | null>((value) => resolve(repoRoot, value), null),
    DATABASE_POOL_SIZE: int(10, 1, 1000),
    DATABASE_CONNECT_TIMEOUT_MS: int(3000, 100),
    DATABASE_QUERY_TIMEOUT_MS: int(5000, 100),
    TIME_ZONE: variable((value, ctx) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: value });
        return value;
      } catch {
        problem(ctx, `${value} is not a known time zone`);
        return undefined;
      }
    }, 'Europe/Vilnius'),
    SMTP_URL: variable<string | undefined>((value, ctx) => {
      if (/^smtps?:\/\/[^/?#]+/i.test(value)) return value;
      problem(ctx, 'must be an smtp:// or smtps:// URL (e.g. smtp://user:pass@mail.example.lt:587)');
      return value;
    }, undefined),
    MAIL_FROM: optionalText(),
    SIGNUP_LINK_TTL: duration('24h'),
    RESET_LINK_TTL: duration('1h'),
    SCHOOL_SITE_URL: httpAddress(),
    SCHOOL_REVIEWS_URL: httpAddress(),
    SCHOOL_INFO_URL: httpAddress(),
    API_WORKERS: variable((value, ctx) => {
      if (value === 'auto') return availableParallelism();
      if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 64) return Number(value);
      problem(ctx, 'must be a whole number from 1 to 64');
      return undefined;
    }, 1),
    PAYSERA_PROJECT_ID: trimmed((value, ctx) => {
      if (!/^\d{1,11}$/.test(value)) problem(ctx, 'must be a number');
      return value;
    }),
    PAYSERA_SIGN_PASSWORD: optionalText(),
    PAYSERA_PUBLIC_KEY_FILE: trimmed((value, ctx) => {
      const file = resolve(repoRoot, value);
      try {
        const pem = readFileSync(file, 'utf8');
        createPublicKey(pem);
      } catch {
        problem(ctx, `${file} is not a readable PEM public key`);
      }
      return file;
    }),
    PAYSERA_PAY_URL: trimmed((value, ctx) => {
      if (!/^https?:\/\/\S+$/.test(value)) problem(ctx, 'must be an http(s) address');
      return value;
    }),
    PAYSERA_TEST: bool(false),
    SCHOOL_SELLER_NAME: trimmed((value) => value),
    SCHOOL_SELLER_DETAILS: trimmed((value) => value),
    SCHOOL_VAT_RATE: trimmed((value, ctx) => {
      if (/^\d{1,2}(\.\d{1,2})?$/.test(value)) return value;
      problem(ctx, 'must be a percentage such as 21');
      return undefined;
    }),
    MIGRATE_ON_START: bool(true),
    SHUTDOWN_DELAY_MS: int(0),
    WEB_ROOT: pathIn(repoRoot, 'dist/apps'),
    ASSETS_DIR: pathIn(repoRoot, 'apps/api/assets'),
    UPLOADS_DIR: pathIn(repoRoot, 'data/uploads'),
    BANKS_DIR: pathIn(repoRoot, 'apps/api/src/seed/banks'),
    IMAGE_BASE_URL: variable((value) => value.replace(/\/+$/, ''), ''),
    LOGIN_RATE_LIMIT: int(10, 1),
    LOGIN_USERNAME_RATE_LIMIT: int(5, 1),
    MAIL_CLIENT_RATE_LIMIT: int(20, 1),
    SEED_ON_START: bool(undefined),
    SEED_SAMPLE_LEARNERS: bool(undefined),
    BCRYPT_ROUNDS: int(10, 4),
    GRACE_SECONDS: int(10),
    STATISTICS_INTERVAL_SECONDS: int(5, 0, 3600),
    METRICS_TOKEN: trimmed((value, ctx) => {
      if (value.length < 16) problem(ctx, 'must be at least 16 characters');
      return value;
    }),
    BACKUP_DIR: pathIn(repoRoot, 'data/backups'),
    BACKUP_SCHEDULE: cron('0 2 * * *'),
    BACKUP_KEEP: int(14, 1, 10000),
    BACKUP_MYSQL_DUMP: bool(true),
    ERASURE_GRACE_DAYS: int(7, 0, 365),
    EXAM_RECORD_RETENTION_DAYS: int(365, 0),
    PAYMENT_RECORD_RETENTION_DAYS: int(3650, 0),
    ERASURE_SCHEDULE: cron('17 * * * *'),
  };
}

type EnvValues = z.output<z.ZodObject<ReturnType<typeof envShape>>>;

/** The rules across variables. They run even when a variable failed, so every problem is reported at once. */
function acrossVariables(env: EnvValues, ctx: z.core.$RefinementCtx<EnvValues>): void {
  const refuse = (variable: keyof EnvValues, message: string) =>
    ctx.addIssue({
      code: 'custom',
      message,
      path: [variable],
      input: env[variable],
      params: { whole: true },
    });
  const production = env.NODE_ENV;
  if (production && env.TEST_CLOCK_CONTROL)
    refuse(
      'TEST_CLOCK_CONTROL',
      'TEST_CLOCK_CONTROL moves the clock for benches and is refused in production',
    );
  if (production && !env.JWT_SECRET) refuse('JWT_SECRET', 'JWT_SECRET is required in production');
  if (production && env.JWT_SECRET === DEV_JWT_SECRET)
    refuse('JWT_SECRET', 'JWT_SECRET must not be the published development value in production');
  if (production && env.STAFF_PASSWORD === DEV_STAFF_PASSWORD)
    refuse('STAFF_PASSWORD', 'STAFF_PASSWORD must be set to a non-default value in production');
  for (const prefix of ['GOOGLE', 'FACEBOOK'] as const)
    if (!env[`${prefix}_CLIENT_ID`] !== !env[`${prefix}_CLIENT_SECRET`])
      refuse(`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  if (env.DATABASE_SSL && env.DATABASE_SSL_CA && !existsSync(env.DATABASE_SSL_CA))
    refuse('DATABASE_SSL_CA', `DATABASE_SSL_CA ${env.DATABASE_SSL_CA} does not exist`);
  if (env.API_WORKERS > 1 && env.DATABASE_URL.type !== 'mysql')
    refuse(
      'API_WORKERS',
      'API_WORKERS above 1 needs a MySQL DATABASE_URL (SQLite allows one writing process)',
    );
  if (env.API_WORKERS > 1 && !env.REDIS_URL)
    refuse('API_WORKERS', 'API_WORKERS above 1 needs REDIS_URL (the rate-limit counters are shared there)');
  // All of PAYSERA_* or none: payments are never half-working (a missing key would take unverified callbacks).
  const payments = PAYSERA_REQUIRED.filter((name) => env[name]?.trim());
  if (payments.length > 0 && payments.length < PAYSERA_REQUIRED.length)
    refuse(
      'PAYSERA_PROJECT_ID',
      `Payments need all of ${PAYSERA_REQUIRED.join(', ')}; missing: ${PAYSERA_REQUIRED.filter((n) => !payments.includes(n)).join(', ')}`,
    );
}

/**
 * The environment as the API reads it: each variable parsed on its own, then the rules across variables
 * (production refusals, settings that need others), then the AppConfig. `problems` lists a failure's every problem.
 */
export function envSchema(repoRoot: string) {
  const shape = envShape(repoRoot);
  const order = Object.keys(shape);
  return {
    schema: z
      .object(shape)
      .check(z.superRefine(acrossVariables, { when: () => true }))
      .transform((env) => toAppConfig(env, repoRoot)),
    /** The problems of a failed parse, one line each, in the order of the variables above. */
    problems(error: z.ZodError): string[] {
      const at = (issue: z.core.$ZodIssue) => order.indexOf(String(issue.path[0]));
      return [...error.issues]
        .sort((a, b) => at(a) - at(b))
        .map((issue) => {
          const whole = (issue as { params?: { whole?: boolean } }).params?.whole;
          const name = String(issue.path[0] ?? '');
          if (whole || !name) return issue.message;
          return issue.message.startsWith(':') ? `${name}${issue.message}` : `${name} ${issue.message}`;
        });
    },
  };
}

function toAppConfig(env: EnvValues, repoRoot: string): AppConfig {
  const production = env.NODE_ENV;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const oauthConfig = (prefix: 'GOOGLE' | 'FACEBOOK'): OAuthProviderConfig | null => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) return null;
    return {
      clientId,
      clientSecret,
      authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`],
      tokenUrl: env[`${prefix}_TOKEN_URL`],
      profileUrl: env[`${prefix}_PROFILE_URL`],
    };
  };
  const school: SchoolLinks = {};
  if (env.SCHOOL_SITE_URL) school.site = env.SCHOOL_SITE_URL;
  if (env.SCHOOL_REVIEWS_URL) school.reviews = env.SCHOOL_REVIEWS_URL;
  if (env.SCHOOL_INFO_URL) school.info = env.SCHOOL_INFO_URL;
  const { PAYSERA_PROJECT_ID: projectId, PAYSERA_SIGN_PASSWORD: signPassword } = env;
  const { PAYSERA_PUBLIC_KEY_FILE: publicKeyFile, PAYSERA_PAY_URL: payUrl } = env;
  const paysera =
    projectId && signPassword?.trim() && publicKeyFile && payUrl
      ? {
          projectId,
          signPassword,
          publicKeyPem: readFileSync(publicKeyFile, 'utf8'),
          publicKeyFile,
          payUrl,
          test: env.PAYSERA_TEST,
        }
      : null;
  return {
    paysera,
    seller: {
      name: env.SCHOOL_SELLER_NAME ?? 'Vairavimo mokykla',
      details: env.SCHOOL_SELLER_DETAILS ?? '',
      vatRate: env.SCHOOL_VAT_RATE === undefined ? null : Number(env.SCHOOL_VAT_RATE),
    },
    production,
    port: env.PORT,
    workers: env.API_WORKERS,
    repoRoot,
    database: env.DATABASE_URL,
    databaseLimits: {
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
      tls: env.DATABASE_SSL
        ? { caFile: env.DATABASE_SSL_CA, rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED }
        : null,
    },
    migrateOnStart: env.MIGRATE_ON_START,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    logLevel: env.LOG_LEVEL,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    staffUsername: env.STAFF_USERNAME,
    staffPassword: env.STAFF_PASSWORD,
    families: env.FAMILIES,
    remoteUrls: Object.fromEntries(
      FAMILY_IDS.map((f) => [f, env[`REMOTE_URL_${f.toUpperCase() as Uppercase<FamilyId>}`]]),
    ) as Record<FamilyId, string>,
    staffRemoteUrl: env.REMOTE_URL_STAFF,
    school,
    webRoot: env.WEB_ROOT,
    assetsDir: env.ASSETS_DIR,
    uploadsDir: env.UPLOADS_DIR,
    banksDir: env.BANKS_DIR,
    imageBaseUrl: env.IMAGE_BASE_URL,
    publicUrl,
    portalOrigins: [...new Set([new URL(publicUrl).origin, ...env.PORTAL_ADDRESSES])],
    google: oauthConfig('GOOGLE'),
    facebook: oauthConfig('FACEBOOK'),
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    loginUsernameRateLimit: env.LOGIN_USERNAME_RATE_LIMIT,
    mailClientRateLimit: env.MAIL_CLIENT_RATE_LIMIT,
    examLanguages: env.EXAM_LANGUAGES,
    seedOnStart: env.SEED_ON_START ?? !production,
    seedSampleLearners: env.SEED_SAMPLE_LEARNERS ?? !production,
    bcryptRounds: env.BCRYPT_ROUNDS,
    graceSeconds: env.GRACE_SECONDS,
    statisticsIntervalSeconds: env.STATISTICS_INTERVAL_SECONDS,
    timeZone: env.TIME_ZONE,
    testClockControl: env.TEST_CLOCK_CONTROL,
    mail: env.SMTP_URL
      ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}` }
      : null,
    signupLinkSeconds: durationSeconds(env.SIGNUP_LINK_TTL)!,
    resetLinkSeconds: durationSeconds(env.RESET_LINK_TTL)!,
    metricsToken: env.METRICS_TOKEN ?? null,
    backups: {
      dir: env.BACKUP_DIR,
      schedule: env.BACKUP_SCHEDULE,
      keep: env.BACKUP_KEEP,
      mysqlDumpTool: env.BACKUP_MYSQL_DUMP,
    },
    privacy: {
      erasureGraceDays: env.ERASURE_GRACE_DAYS,
      examRetentionDays: env.EXAM_RECORD_RETENTION_DAYS,
      paymentRetentionDays: env.PAYMENT_RECORD_RETENTION_DAYS,
      jobSchedule: env.ERASURE_SCHEDULE,
    },
  };
}
