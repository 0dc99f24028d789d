import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEV_JWT_SECRET, loadConfig, parseDatabaseUrl } from './app-config';
import { FAMILY_IDS } from '@portal/contracts';

const ROOT = '/repo';

describe('configuration from the environment', () => {
  it('has development defaults', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      database: { type: 'sqlite', database: '/repo/data/portal.sqlite' },
      jwtSecret: DEV_JWT_SECRET,
      staffUsername: 'staff',
      staffPassword: 'staff-dev-password',
      webRoot: '/repo/dist/apps',
      publicUrl: 'http://localhost:3000',
      google: null,
      facebook: null,
      loginRateLimit: 10,
      mailClientRateLimit: 20,
      seedOnStart: true,
      seedSampleLearners: true,
      graceSeconds: 10,
      statisticsIntervalSeconds: 5,
      imageBaseUrl: '',
    });
    // by default every family of the registry, in its order
    expect(config.families).toEqual([...FAMILY_IDS]);
    expect(config.families).toEqual(expect.arrayContaining(['ket', 'kodas', 'competition', 'examiner']));
    expect(config.remoteUrls.kodas).toBe('/remotes/kodas/remoteEntry.js');
    expect(config.staffRemoteUrl).toBe('/remotes/staff/remoteEntry.js');
  });

  it('reads the driving school links for the manifest; none by default, a non-http one refused', () => {
    expect(loadConfig({}, ROOT).school).toEqual({});
    const config = loadConfig(
      { SCHOOL_SITE_URL: 'https://mokykla.lt', SCHOOL_REVIEWS_URL: ' https://g.page/mokykla/review ' },
      ROOT,
    );
    expect(config.school).toEqual({ site: 'https://mokykla.lt', reviews: 'https://g.page/mokykla/review' });
    expect(() => loadConfig({ SCHOOL_INFO_URL: 'javascript:alert(1)' }, ROOT)).toThrow(/SCHOOL_INFO_URL/);
  });

  it('refuses to start in production without JWT_SECRET and a non-default STAFF_PASSWORD', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, ROOT)).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', STAFF_PASSWORD: 'staff-dev-password' }, ROOT);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'JWT_SECRET is required in production',
        'STAFF_PASSWORD must be set to a non-default value in production',
      ]);
    }
    const ok = loadConfig(
      { NODE_ENV: 'production', JWT_SECRET: 'a-long-production-secret', STAFF_PASSWORD: 'S3cret-staff!' },
      ROOT,
    );
    expect(ok.seedOnStart).toBe(false);
    expect(ok.seedSampleLearners).toBe(false);
  });

  it('refuses the bench clock control (TEST_CLOCK_CONTROL) in production', () => {
    expect(loadConfig({}, ROOT).testClockControl).toBe(false);
    expect(loadConfig({ TEST_CLOCK_CONTROL: '1' }, ROOT).testClockControl).toBe(true);
    expect(() =>
      loadConfig(
        {
          NODE_ENV: 'production',
          JWT_SECRET: 'a-long-production-secret',
          STAFF_PASSWORD: 'S3cret-staff!',
          TEST_CLOCK_CONTROL: '1',
        },
        ROOT,
      ),
    ).toThrow(/TEST_CLOCK_CONTROL/);
  });

  it('lists every problem in one error: bad values and the production refusals together', () => {
    let problems: string[] = [];
    try {
      loadConfig(
        {
          NODE_ENV: 'production',
          TEST_CLOCK_CONTROL: '1',
          PORT: 'eighty',
          GOOGLE_CLIENT_SECRET: 'only-secret',
          LOG_LEVEL: 'loud',
          API_WORKERS: '3',
          BACKUP_KEEP: '0',
        },
        ROOT,
      );
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'TEST_CLOCK_CONTROL moves the clock for benches and is refused in production',
      'PORT must be a whole number from 0 to 65535',
      'JWT_SECRET is required in production',
      'STAFF_PASSWORD must be set to a non-default value in production',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'API_WORKERS above 1 needs a MySQL DATABASE_URL (SQLite allows one writing process)',
      'API_WORKERS above 1 needs REDIS_URL (the rate-limit counters are shared there)',
      'BACKUP_KEEP must be a whole number from 1 to 10000',
    ]);
  });

  it('refuses the published development secret in production', () => {
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET, STAFF_PASSWORD: 'S3cret-staff!' },
        ROOT,
      ),
    ).toThrow(/published development value/);
  });

  it('reads EXAM_LANGUAGES: lt, en, uk, pl by default; only Regitra exam languages the portal has', () => {
    expect(loadConfig({}, ROOT).examLanguages).toEqual(['lt', 'en', 'uk', 'pl']);
    expect(loadConfig({ EXAM_LANGUAGES: ' uk, LT ' }, ROOT).examLanguages).toEqual(['lt', 'uk']);
    try {
      loadConfig({ EXAM_LANGUAGES: 'lt,ru,es,xx' }, ROOT);
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'EXAM_LANGUAGES: ru is not a language Regitra examines in that the portal has (offerable: lt, en, uk, pl)',
        'EXAM_LANGUAGES: es is a Regitra exam language the portal has no translation for yet (offerable: lt, en, uk, pl)',
        'EXAM_LANGUAGES: xx is not a language Regitra examines in that the portal has (offerable: lt, en, uk, pl)',
      ]);
    }
    expect(() => loadConfig({ EXAM_LANGUAGES: ' , ' }, ROOT)).toThrow(ConfigError);
  });

  it('reports values it cannot use instead of guessing', () => {
    try {
      loadConfig({ PORT: '99999', JWT_EXPIRES_IN: '1w', DATABASE_URL: 'postgres://u:p@h/db' }, ROOT);
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535',
        expect.stringMatching(/^DATABASE_URL scheme postgres: is not supported/),
        expect.stringMatching(/^JWT_EXPIRES_IN must be/),
      ]);
    }
    expect(loadConfig({ JWT_EXPIRES_IN: '3600', PORT: '8080' }, ROOT)).toMatchObject({
      jwtExpiresIn: '3600',
      port: 8080,
    });
  });

  it('parses MySQL and SQLite URLs', () => {
    expect(parseDatabaseUrl('mysql://portal:p%40ss@db.local:3307/portal', ROOT)).toEqual({
      type: 'mysql',
      host: 'db.local',
      port: 3307,
      username: 'portal',
      password: 'p@ss',
      database: 'portal',
    });
    expect(parseDatabaseUrl('sqlite:data/x.sqlite', ROOT)).toEqual({
      type: 'sqlite',
      database: '/repo/data/x.sqlite',
    });
    expect(parseDatabaseUrl('sqlite::memory:', ROOT)).toEqual({ type: 'sqlite', database: ':memory:' });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:p@h:3306/' }, ROOT)).toThrow(/name the database/);
  });

  it('reads FAMILIES, REMOTE_URL_<FAMILY>, providers and limits, reporting every problem at once', () => {
    const config = loadConfig(
      {
        FAMILIES: 'kodas, ket',
        REMOTE_URL_KODAS: 'https://cdn/kodas.js',
        REMOTE_URL_STAFF: 'https://cdn/staff/remoteEntry.js',
        PUBLIC_URL: 'https://portal.example.lt/',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
        LOGIN_RATE_LIMIT: '3',
      },
      ROOT,
    );
    expect(config.families).toEqual(['ket', 'kodas']);
    expect(config.remoteUrls.kodas).toBe('https://cdn/kodas.js');
    expect(config.staffRemoteUrl).toBe('https://cdn/staff/remoteEntry.js');
    expect(config.publicUrl).toBe('https://portal.example.lt');
    expect(config.google).toMatchObject({
      clientId: 'id',
      tokenUrl: 'http://127.0.0.1:9/token',
      authorizationUrl: expect.stringContaining('google'),
    });
    expect(config.loginRateLimit).toBe(3);
    expect(() =>
      loadConfig(
        { FAMILIES: 'ket,moon', PORT: 'x', FACEBOOK_CLIENT_ID: 'only-id', SEED_ON_START: 'perhaps' },
        ROOT,
      ),
    ).toThrow(/PORT[\s\S]*unknown families: moon[\s\S]*FACEBOOK_CLIENT_SECRET[\s\S]*SEED_ON_START/);
  });

  it('reads the database limits, TLS, Redis, logging and start-up settings of several instances', () => {
    const defaults = loadConfig({}, ROOT);
    expect(defaults).toMatchObject({
      databaseLimits: { poolSize: 10, connectTimeoutMs: 3000, queryTimeoutMs: 5000, tls: null },
      migrateOnStart: true,
      redisUrl: null,
      redisKeyPrefix: 'portal:',
      logLevel: 'info',
      shutdownDelayMs: 0,
      loginUsernameRateLimit: 5,
    });
    const set = loadConfig(
      {
        DATABASE_POOL_SIZE: '25',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_QUERY_TIMEOUT_MS: '8000',
        DATABASE_SSL: 'true',
        DATABASE_SSL_REJECT_UNAUTHORIZED: 'false',
        MIGRATE_ON_START: 'false',
        REDIS_URL: 'redis://cache:6379/2',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_MS: '5000',
        LOGIN_USERNAME_RATE_LIMIT: '7',
      },
      ROOT,
    );
    expect(set).toMatchObject({
      databaseLimits: {
        poolSize: 25,
        connectTimeoutMs: 2000,
        queryTimeoutMs: 8000,
        tls: { caFile: null, rejectUnauthorized: false },
      },
      migrateOnStart: false,
      redisUrl: 'redis://cache:6379/2',
      logLevel: 'warn',
      shutdownDelayMs: 5000,
      loginUsernameRateLimit: 7,
    });
    try {
      loadConfig(
        {
          DATABASE_POOL_SIZE: '0',
          DATABASE_SSL: 'true',
          DATABASE_SSL_CA: 'no/such/ca.pem',
          REDIS_URL: 'cache:6379',
          LOG_LEVEL: 'loud',
        },
        ROOT,
      );
      throw new Error('accepted');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
        'REDIS_URL must be redis://[:password@]host:port[/db] or rediss://...',
        'DATABASE_SSL_CA /repo/no/such/ca.pem does not exist',
        'DATABASE_POOL_SIZE must be a whole number from 1 to 1000',
      ]);
    }
  });

  it('reads API_WORKERS: one by default, more only on MySQL with Redis', () => {
    expect(loadConfig({}, ROOT).workers).toBe(1);
    const mysql = { DATABASE_URL: 'mysql://u:p@db:3306/portal', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...mysql, API_WORKERS: '4' }, ROOT).workers).toBe(4);
    expect(loadConfig({ ...mysql, API_WORKERS: 'auto' }, ROOT).workers).toBeGreaterThanOrEqual(1);
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env, ROOT);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ API_WORKERS: '2' })).toEqual([
      'API_WORKERS above 1 needs a MySQL DATABASE_URL (SQLite allows one writing process)',
      'API_WORKERS above 1 needs REDIS_URL (the rate-limit counters are shared there)',
    ]);
    expect(problems({ ...mysql, API_WORKERS: '0' })).toEqual([
      'API_WORKERS must be a whole number from 1 to 64',
    ]);
    expect(problems({ ...mysql, API_WORKERS: 'two' })).toEqual([
      'API_WORKERS must be a whole number from 1 to 64',
    ]);
  });

  it('reads SMTP_URL, MAIL_FROM and the link lifetimes; no SMTP_URL means no mail', () => {
    const none = loadConfig({}, ROOT);
    expect(none.mail).toBeNull();
    expect([none.signupLinkSeconds, none.resetLinkSeconds]).toEqual([86400, 3600]);
    const config = loadConfig(
      {
        SMTP_URL: 'smtps://user:pass@mail.example.lt:465',
        PUBLIC_URL: 'https://portal.example.lt',
        SIGNUP_LINK_TTL: '2d',
        RESET_LINK_TTL: '30m',
      },
      ROOT,
    );
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.lt:465',
      from: 'no-reply@portal.example.lt',
    });
    expect([config.signupLinkSeconds, config.resetLinkSeconds]).toEqual([172800, 1800]);
    expect(loadConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'School <s@x.lt>' }, ROOT).mail?.from).toBe(
      'School <s@x.lt>',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail', RESET_LINK_TTL: 'soon' }, ROOT)).toThrow(
      /SMTP_URL[\s\S]*RESET_LINK_TTL/,
    );
  });

  it('reads PAYSERA_* all together or not at all (never half-working), and the seller with its VAT rate', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paysera-config-'));
    const keyFile = join(dir, 'public.pem');
    writeFileSync(
      keyFile,
      generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }),
    );
    const full = {
      PAYSERA_PROJECT_ID: '123',
      PAYSERA_SIGN_PASSWORD: 'secret',
      PAYSERA_PUBLIC_KEY_FILE: keyFile,
      PAYSERA_PAY_URL: 'https://www.paysera.com/pay/',
    };
    expect(loadConfig({}, ROOT).paysera).toBeNull();
    expect(loadConfig(full, ROOT).paysera).toMatchObject({ projectId: '123', test: false });
    expect(() => loadConfig({ ...full, PAYSERA_SIGN_PASSWORD: '' }, ROOT)).toThrow(
      /missing: PAYSERA_SIGN_PASSWORD/,
    );
    expect(() => loadConfig({ ...full, PAYSERA_PUBLIC_KEY_FILE: join(dir, 'none.pem') }, ROOT)).toThrow(
      /PAYSERA_PUBLIC_KEY_FILE/,
    );
    expect(loadConfig({}, ROOT).seller.vatRate).toBeNull();
    expect(loadConfig({ SCHOOL_VAT_RATE: '21' }, ROOT).seller.vatRate).toBe(21);
    expect(() => loadConfig({ SCHOOL_VAT_RATE: 'lots' }, ROOT)).toThrow(/SCHOOL_VAT_RATE/);
  });
});
