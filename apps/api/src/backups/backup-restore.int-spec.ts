import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { createTestApp, testConfig, testDatabaseUrl, TEST_DB, type TestContext } from '../../test/test-app';
import { AccountsService } from '../accounts/accounts.service';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { type BackupManifest, createBackup, MANIFEST, verifyBackup, writeManifest } from './backup-archive';
import { BackupsService } from './backups.service';
import { restoreBackup } from './restore';

// The restore drill: data written, a backup, more data, the restore: the first data back exactly, the later data
// gone; a damaged backup refused with nothing changed; a restore failing part-way rolled back. On the database the
// suite runs on (SQLite file, or MariaDB), with the uploaded images.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sqlite = require('better-sqlite3') as new (file: string) => {
  exec(sql: string): void;
  close(): void;
};

let root: string;
let env: Record<string, string>;
let config: AppConfig;
let dropDatabase: () => Promise<void>;

// On MariaDB twice: with mariadb-dump (installed here) and with the logical export used where it is not.
const DUMP_TOOL = process.env.BACKUP_TEST_DUMP_TOOL ?? 'true';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const db =
    TEST_DB === 'sqlite'
      ? { url: join(root, 'db/portal.sqlite'), drop: async () => undefined }
      : await testDatabaseUrl();
  dropDatabase = db.drop;
  env = {
    DATABASE_URL: db.url,
    UPLOADS_DIR: join(root, 'uploads'),
    BACKUP_DIR: join(root, 'backups'),
    BACKUP_MYSQL_DUMP: DUMP_TOOL,
  };
  config = testConfig(env);
});

afterAll(async () => {
  await dropDatabase();
  rmSync(root, { recursive: true, force: true });
});

/** The table rows that matter for the drill (the accounts' identity), read through a connection of its own. */
async function accountRows(): Promise<unknown[]> {
  const dataSource = await new DataSource(dataSourceOptions(config)).initialize();
  try {
    const rows = (await dataSource.query(
      'SELECT id, username, name, email, password_hash FROM accounts ORDER BY id',
    )) as Record<string, unknown>[];
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  } finally {
    await dataSource.destroy();
  }
}

async function auditActions(): Promise<string[]> {
  const dataSource = await new DataSource(dataSourceOptions(config)).initialize();
  try {
    const rows = (await dataSource.query(
      "SELECT action FROM audit_entries WHERE target = 'backups' ORDER BY id",
    )) as { action: string }[];
    return rows.map((r) => r.action);
  } finally {
    await dataSource.destroy();
  }
}

const uploads = () => (existsSync(env.UPLOADS_DIR) ? readdirSync(join(env.UPLOADS_DIR, 'ket')).sort() : []);
const restorePoints = () =>
  existsSync(join(env.BACKUP_DIR, 'restore-points'))
    ? readdirSync(join(env.BACKUP_DIR, 'restore-points'))
    : [];

describe('backups and restore', () => {
  let backupPath: string;
  let firstAccounts: unknown[];

  it('staff take a backup while learners write; the later data is gone after the restore', async () => {
    let ctx: TestContext = await createTestApp(env);
    const accounts = ctx.app.get(AccountsService);
    const learner = await ctx.newLearner('before');
    mkdirSync(join(env.UPLOADS_DIR, 'ket'), { recursive: true });
    writeFileSync(join(env.UPLOADS_DIR, 'ket', 'first.png'), 'first image');
    const staff = await ctx.staffToken();
    firstAccounts = await accountRows();

    // A backup never holds learners' writes up for long: writes go on while it runs, each answered within 1 s.
    await ctx.http().post('/api/staff/backups').auth(staff, { type: 'bearer' }).expect(202);
    const latencies: number[] = [];
    let writing = true;
    const done = ctx.app
      .get(BackupsService)
      .settled()
      .then(() => (writing = false));
    while (writing) {
      const t = Date.now();
      await ctx.dataSource.query('UPDATE accounts SET disabled = disabled WHERE id = ?', [learner.id]);
      latencies.push(Date.now() - t);
      // A learner's next save comes over the network: the event loop turns in between.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await done;
    expect(Math.max(0, ...latencies)).toBeLessThan(1000);

    const list = await ctx.http().get('/api/staff/backups').auth(staff, { type: 'bearer' }).expect(200);
    const [run] = (
      list.body as { items: { outcome: string; path: string; sizeBytes: number; trigger: string }[] }
    ).items;
    expect(run).toMatchObject({ outcome: 'ok', trigger: 'staff' });
    expect(run.sizeBytes).toBeGreaterThan(0);
    backupPath = run.path;
    const { manifest } = await verifyBackup(backupPath);
    expect(manifest.files.map((f) => f.path)).toContain('uploads/ket/first.png');
    expect(manifest.migrations.length).toBeGreaterThan(5);
    expect(manifest.database.method).toBe(
      TEST_DB === 'sqlite' ? 'sqlite-online-backup' : DUMP_TOOL === 'false' ? 'logical' : 'mysqldump',
    );

    // Later data: an account and an image the restore must take away.
    await accounts.createLocal({ username: 'after-backup', password: 'learner-pass', name: 'Later Person' });
    writeFileSync(join(env.UPLOADS_DIR, 'ket', 'later.png'), 'later image');
    await ctx.close();
    expect((await accountRows()).length).toBe(firstAccounts.length + 1);

    const result = await restoreBackup(config, backupPath);
    expect(result.outcome).toBe('restored');
    expect(await accountRows()).toEqual(firstAccounts);
    expect(uploads()).toEqual(['first.png']);
    expect(readFileSync(join(env.UPLOADS_DIR, 'ket', 'first.png'), 'utf8')).toBe('first image');

    // The application starts on the restored database, and staff see the restored backup as complete.
    ctx = await createTestApp(env);
    const again = await ctx
      .http()
      .get('/api/staff/backups')
      .auth(await ctx.staffToken(), { type: 'bearer' });
    expect((again.body as { items: { outcome: string }[] }).items.every((r) => r.outcome !== 'running')).toBe(
      true,
    );
    const audit = (await ctx.dataSource.query(
      "SELECT action, after FROM audit_entries WHERE target = 'backups' ORDER BY id",
    )) as { action: string; after: string }[];
    // The staff's start (in the backup) and the restore.
    expect(audit.map((a) => a.action)).toEqual(['backup.start', 'backup.restore']);
    expect(audit[1].after).toContain(backupPath);
    await ctx.close();
  });

  it('refuses a damaged backup and changes nothing (no restore point either)', async () => {
    const damaged = join(root, 'damaged');
    rmSync(damaged, { recursive: true, force: true });
    const { manifest } = await verifyBackup(backupPath);
    copyFolder(backupPath, damaged);
    const file = join(damaged, manifest.database.file);
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(file, bytes);
    writeFileSync(join(env.UPLOADS_DIR, 'ket', 'current.png'), 'current image');
    const before = await accountRows();
    const points = restorePoints();

    const result = await restoreBackup(config, damaged);
    expect(result).toMatchObject({ outcome: 'refused' });
    expect((result as { reason: string }).reason).toMatch(/damaged|checksum/);
    expect(await accountRows()).toEqual(before);
    expect(uploads()).toEqual(['current.png', 'first.png']);
    expect(restorePoints()).toEqual(points);

    // Not a backup at all, or a backup of the other kind of database: refused too.
    expect((await restoreBackup(config, root)).outcome).toBe('refused');
  });

  it('rolls back to the restore point when the restore fails part-way', async () => {
    const broken = join(root, 'broken');
    rmSync(broken, { recursive: true, force: true });
    copyFolder(backupPath, broken);
    const manifest = JSON.parse(readFileSync(join(broken, MANIFEST), 'utf8')) as BackupManifest;
    const file = join(broken, manifest.database.file);
    if (manifest.database.method === 'sqlite-online-backup') {
      // A database that loads but is not this application's any more: the check after migrating fails.
      const db = new Sqlite(file);
      db.exec('DROP TABLE accounts');
      db.close();
    } else if (manifest.database.method === 'mysqldump') {
      // The dump stops with an error after its tables were loaded.
      writeFileSync(
        file,
        gzipSync(Buffer.concat([gunzipSync(readFileSync(file)), Buffer.from('\nTHIS IS NOT SQL;\n')])),
      );
    } else {
      writeFileSync(
        file,
        gzipSync(
          Buffer.concat([gunzipSync(readFileSync(file)), Buffer.from('{"table":"x","create":"NOT SQL"}\n')]),
        ),
      );
    }
    const { files: _files, ...head } = manifest;
    await writeManifest(broken, head);
    const before = await accountRows();

    const result = await restoreBackup(config, broken);
    expect(result.outcome).toBe('rolled-back');
    expect((await auditActions()).pop()).toBe('backup.rollback');
    expect(await accountRows()).toEqual(before);
    expect(uploads()).toEqual(['current.png', 'first.png']);
  });

  it('makes a backup with the application stopped (npm run backup) that restores', async () => {
    const path = await createBackup(config, null);
    expect((await verifyBackup(path)).manifest.database.type).toBe(TEST_DB);
    expect((await restoreBackup(config, path)).outcome).toBe('restored');
  });
});

function copyFolder(from: string, to: string): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('node:fs') as typeof import('node:fs')).cpSync(from, to, { recursive: true });
}

// The restore drill's figures (docs/decisions.md): BACKUP_DRILL_ATTEMPTS=10000 runs it on a database of that many
// ended attempts (30 questions each, with their statistics rows), 500 of them one learner's, whose export is timed.
const DRILL_ATTEMPTS = Number(process.env.BACKUP_DRILL_ATTEMPTS ?? 0);
(DRILL_ATTEMPTS ? describe : describe.skip)('restore drill figures', () => {
  it(`backs up and restores ${DRILL_ATTEMPTS} attempts; exports a learner's 500`, async () => {
    let ctx = await createTestApp(env);
    const learner = await ctx.newLearner('drill');
    const now = ctx.clock.now();
    const answers = JSON.stringify(Array.from({ length: 30 }, () => ['1', '0', '0']));
    const questionIds = JSON.stringify(Array.from({ length: 30 }, (_, i) => i + 1));
    for (let done = 0; done < DRILL_ATTEMPTS; done += 500) {
      const rows = Array.from({ length: Math.min(500, DRILL_ATTEMPTS - done) }, (_, i) => {
        const account = done + i < 500 ? learner.id : 1;
        return `(${account}, 'ket', 'B', 'lt', '${questionIds}', '${answers}', ${now - 3600_000}, ${now}, ${now - 60_000}, 30, 30, 100, 0, 1, 1)`;
      });
      await ctx.dataSource.query(
        `INSERT INTO attempts (account_id, family, category, language, question_ids, answers, started_at, deadline_at, finished_at, correct, total, percent, points, passed, statistics_recorded) VALUES ${rows.join(',')}`,
      );
    }
    const ids = ((await ctx.dataSource.query('SELECT id FROM attempts')) as { id: number }[]).map((r) =>
      Number(r.id),
    );
    for (let i = 0; i < ids.length; i += 100) {
      const rows = ids
        .slice(i, i + 100)
        .flatMap((id) =>
          Array.from({ length: 30 }, (_, p) => `(${id}, ${p}, ${p + 1}, 'ket', '100', 1, ${now})`),
        );
      await ctx.dataSource.query(
        `INSERT INTO attempt_answers (attempt_id, position, question_id, family, ticks, is_right, finished_at) VALUES ${rows.join(',')}`,
      );
    }
    let t = Date.now();
    await ctx.http().get('/api/me/data?format=json').auth(learner.token, { type: 'bearer' }).expect(200);
    const exportJson = Date.now() - t;
    t = Date.now();
    await ctx.http().get('/api/me/data?format=html').auth(learner.token, { type: 'bearer' }).expect(200);
    const exportHtml = Date.now() - t;
    t = Date.now();
    const path = await createBackup(config, ctx.dataSource);
    const backupMs = Date.now() - t;
    await ctx.close();
    t = Date.now();
    expect((await restoreBackup(config, path)).outcome).toBe('restored');
    const restoreMs = Date.now() - t;
    ctx = await createTestApp(env);
    expect(
      Number(((await ctx.dataSource.query('SELECT COUNT(*) AS n FROM attempts')) as { n: number }[])[0].n),
    ).toBe(DRILL_ATTEMPTS);
    await ctx.close();
    const { manifest } = await verifyBackup(path);
    console.log(
      `${TEST_DB} ${DRILL_ATTEMPTS} attempts (${manifest.database.method}, ${manifest.files.reduce((s, f) => s + f.bytes, 0)} bytes): ` +
        `backup ${backupMs} ms, restore drill (check, restore point, restore, migrate, check) ${restoreMs} ms; ` +
        `export of 500 attempts: json ${exportJson} ms, html ${exportHtml} ms`,
    );
  }, 600_000);
});
