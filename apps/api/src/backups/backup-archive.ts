import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gunzipSync } from 'node:zlib';
import { createConnection, type Connection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import type { AppConfig, DatabaseConfig } from '../config/app-config';

/**
 * A backup is a folder: `manifest.json` (what the backup holds and each file's size and SHA-256), the database
 * (`database.sqlite`, `database.sql.gz` or `database.jsonl.gz`) and `uploads/` (the images staff uploaded). The
 * folder is written as `<name>.partial` and renamed when complete, so a half-written backup is never listed or
 * restored.
 */
export const MANIFEST = 'manifest.json';
export const BACKUP_FORMAT = 'portal-backup';
export const BACKUP_VERSION = 1;

export type DatabaseMethod = 'sqlite-online-backup' | 'mysqldump' | 'logical';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: { type: DatabaseConfig['type']; method: DatabaseMethod; file: string; name: string };
  /** Migrations applied to the database when it was backed up. */
  migrations: string[];
  files: { path: string; bytes: number; sha256: string }[];
}

export class BackupRefused extends Error {}

interface SqliteHandle {
  backup(destination: string, options?: { progress: () => number }): Promise<unknown>;
  close(): void;
  prepare(sql: string): { all(): unknown[] };
}
type SqliteConstructor = new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteHandle;
// better-sqlite3 ships no types here; TypeORM's driver uses the same module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sqlite = require('better-sqlite3') as SqliteConstructor;

/** A program on PATH (mariadb-dump, mysqldump, mariadb, mysql), or null. */
export function findProgram(...names: string[]): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of names) if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** The dump and client programs, when both are installed (a dump we could not load back is no backup). */
function mysqlTools(config: AppConfig): { dump: string; client: string } | null {
  if (!config.backups.mysqlDumpTool) return null;
  const dump = findProgram('mariadb-dump', 'mysqldump');
  const client = findProgram('mariadb', 'mysql');
  return dump && client ? { dump, client } : null;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** Writes manifest.json listing every file of the folder (its size and SHA-256) with `head` on top. */
export async function writeManifest(
  folder: string,
  head: Omit<BackupManifest, 'files'>,
): Promise<BackupManifest> {
  const files = [];
  for (const path of listFiles(folder).filter((f) => f !== MANIFEST)) {
    const full = join(folder, path);
    files.push({ path, bytes: statSync(full).size, sha256: await sha256(full) });
  }
  const manifest: BackupManifest = { ...head, files };
  writeFileSync(join(folder, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Total bytes of a backup folder. */
export function backupSize(folder: string): number {
  return listFiles(folder).reduce((sum, f) => sum + statSync(join(folder, f)).size, 0);
}

function mysqlConnection(
  config: AppConfig,
  db: Extract<DatabaseConfig, { type: 'mysql' }>,
): Promise<Connection> {
  const tls = config.databaseLimits.tls;
  return createConnection({
    host: db.host,
    port: db.port,
    user: db.username,
    password: db.password,
    database: db.database,
    charset: 'utf8mb4_unicode_ci',
    // Values travel as the server prints them: nothing is converted on the way out and back in.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    multipleStatements: false,
    ssl: tls
      ? {
          ...(tls.caFile ? { ca: readFileSync(tls.caFile, 'utf8') } : {}),
          rejectUnauthorized: tls.rejectUnauthorized,
        }
      : undefined,
  });
}

function run(
  program: string,
  args: string[],
  env: Record<string, string>,
  io: {
    stdin?: NodeJS.ReadableStream;
    stdout?: NodeJS.WritableStream;
  },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const piped: Promise<unknown>[] = [];
    if (io.stdin) piped.push(pipeline(io.stdin, child.stdin!));
    if (io.stdout) piped.push(pipeline(child.stdout!, io.stdout));
    child.on('error', reject);
    child.on('close', (code) => {
      void Promise.allSettled(piped).then(() =>
        code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${stderr.trim()}`)),
      );
    });
  });
}

function connectionArgs(db: Extract<DatabaseConfig, { type: 'mysql' }>): string[] {
  return [`--host=${db.host}`, `--port=${db.port}`, `--user=${db.username}`, '--protocol=TCP'];
}

async function baseTables(conn: Connection): Promise<string[]> {
  const [rows] = await conn.query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'");
  return (rows as Record<string, string>[]).map((r) => Object.values(r)[0]);
}

/**
 * Every table of the database in one consistent snapshot (InnoDB's: writers are not blocked), as gzipped JSON
 * lines: per table its CREATE statement, then its rows.
 */
async function logicalExport(
  config: AppConfig,
  db: Extract<DatabaseConfig, { type: 'mysql' }>,
  file: string,
) {
  const conn = await mysqlConnection(config, db);
  try {
    await conn.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await conn.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(file));
    for (const table of await baseTables(conn)) {
      const [create] = await conn.query(`SHOW CREATE TABLE \`${table}\``);
      gzip.write(
        JSON.stringify({ table, create: (create as Record<string, string>[])[0]['Create Table'] }) + '\n',
      );
      const [rows] = await conn.query({ sql: `SELECT * FROM \`${table}\``, rowsAsArray: false });
      for (const row of rows as Record<string, unknown>[]) gzip.write(JSON.stringify({ row }) + '\n');
    }
    await conn.query('COMMIT');
    gzip.end();
    await done;
  } finally {
    await conn.end();
  }
}

async function dropAllTables(conn: Connection): Promise<void> {
  await conn.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const table of await baseTables(conn)) await conn.query(`DROP TABLE \`${table}\``);
  await conn.query('SET FOREIGN_KEY_CHECKS = 1');
}

async function logicalImport(
  config: AppConfig,
  db: Extract<DatabaseConfig, { type: 'mysql' }>,
  file: string,
) {
  const conn = await mysqlConnection(config, db);
  try {
    await dropAllTables(conn);
    await conn.query('SET FOREIGN_KEY_CHECKS = 0');
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
    let table = '';
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const columns = Object.keys(batch[0]);
      await conn.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [
        batch.map((row) => columns.map((c) => row[c])),
      ]);
      batch = [];
    };
    for (const line of lines) {
      const item = JSON.parse(line) as { table?: string; create?: string; row?: Record<string, unknown> };
      if (item.table) {
        await flush();
        table = item.table;
        await conn.query(item.create!);
      } else if (item.row) {
        batch.push(item.row);
        if (batch.length >= 500) await flush();
      }
    }
    await flush();
    await conn.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await conn.end();
  }
}

/** Names of the migrations recorded in the database (what the backup's schema is). */
async function appliedMigrations(config: AppConfig, dataSource: DataSource | null): Promise<string[]> {
  try {
    if (dataSource) {
      const rows = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
      return rows.map((r) => r.name);
    }
    if (config.database.type === 'sqlite') {
      const db = new Sqlite(config.database.database, { readonly: true, fileMustExist: true });
      try {
        return (db.prepare('SELECT name FROM migrations ORDER BY id').all() as { name: string }[]).map(
          (r) => r.name,
        );
      } finally {
        db.close();
      }
    }
    const conn = await mysqlConnection(config, config.database);
    try {
      const [rows] = await conn.query('SELECT name FROM migrations ORDER BY id');
      return (rows as { name: string }[]).map((r) => r.name);
    } finally {
      await conn.end();
    }
  } catch {
    return []; // a database not migrated yet
  }
}

/**
 * Backs the database and the uploaded images up into a new folder under `parent` and returns its path. SQLite goes
 * through its online backup API (page by page between turns of the event loop: writers wait at most one step);
 * MySQL through mysqldump/mariadb-dump `--single-transaction` when installed, else a logical export in one
 * consistent snapshot. `dataSource` is the application's connection when it runs (required for SQLite in memory).
 */
export async function createBackup(
  config: AppConfig,
  dataSource: DataSource | null,
  parent = config.backups.dir,
  now = new Date(),
): Promise<string> {
  const name = `portal-${stamp(now)}-${randomBytes(3).toString('hex')}`;
  const final = join(parent, name);
  const partial = `${final}.partial`;
  mkdirSync(partial, { recursive: true });
  try {
    const db = config.database;
    let method: DatabaseMethod;
    let file: string;
    if (db.type === 'sqlite') {
      method = 'sqlite-online-backup';
      file = 'database.sqlite';
      const live = dataSource
        ? (dataSource.driver as unknown as { databaseConnection: SqliteHandle }).databaseConnection
        : null;
      // Through the application's own connection: its writes go into the copy as it proceeds, so the copy never
      // restarts; 1,000 pages (4 MB) a step between turns of the event loop. Saves are not held in WAL mode.
      if (live) await live.backup(join(partial, file), { progress: () => 1000 });
      else {
        if (db.database === ':memory:')
          throw new BackupRefused('an in-memory SQLite database has nothing to back up');
        // A database file not created yet is backed up as the empty database it would be.
        const handle = new Sqlite(db.database);
        try {
          // Another process (the running application) may write: SQLite restarts a step-wise copy after each of its
          // writes, so this one is copied in one step (a read transaction; WAL lets writers go on meanwhile).
          await handle.backup(join(partial, file), { progress: () => 0x7fffffff });
        } finally {
          handle.close();
        }
      }
    } else {
      const tools = mysqlTools(config);
      if (tools) {
        method = 'mysqldump';
        file = 'database.sql.gz';
        const gzip = createGzip();
        const written = pipeline(gzip, createWriteStream(join(partial, file)));
        await run(
          tools.dump,
          [
            ...connectionArgs(db),
            '--single-transaction',
            '--quick',
            '--skip-lock-tables',
            '--no-tablespaces',
            '--default-character-set=utf8mb4',
            '--hex-blob',
            db.database,
          ],
          { MYSQL_PWD: db.password },
          { stdout: gzip },
        );
        await written;
      } else {
        method = 'logical';
        file = 'database.jsonl.gz';
        await logicalExport(config, db, join(partial, file));
      }
    }
    if (existsSync(config.uploadsDir))
      cpSync(config.uploadsDir, join(partial, 'uploads'), { recursive: true });
    await writeManifest(partial, {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: { type: db.type, method, file, name: db.type === 'mysql' ? db.database : 'sqlite' },
      migrations: await appliedMigrations(config, dataSource),
    });
    renameSync(partial, final);
    return final;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Reads and checks a backup folder (or its manifest.json): every file present with its size and SHA-256. */
export async function verifyBackup(path: string): Promise<{ folder: string; manifest: BackupManifest }> {
  const folder = path.endsWith(MANIFEST) ? dirname(path) : path;
  if (!existsSync(join(folder, MANIFEST)))
    throw new BackupRefused(`${folder} is not a backup: no ${MANIFEST}`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${MANIFEST} is not valid JSON`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new BackupRefused(`${MANIFEST} is not a portal backup of version ${BACKUP_VERSION}`);
  if (!manifest.files?.some((f) => f.path === manifest.database?.file))
    throw new BackupRefused('the backup holds no database file');
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const extra of listFiles(folder).filter((f) => f !== MANIFEST && !listed.has(f)))
    throw new BackupRefused(`${extra} is not listed in the manifest`);
  for (const file of manifest.files) {
    const full = join(folder, file.path);
    if (file.path.split('/').includes('..')) throw new BackupRefused(`${file.path} leaves the backup folder`);
    if (!existsSync(full)) throw new BackupRefused(`${file.path} is missing`);
    if (statSync(full).size !== file.bytes) throw new BackupRefused(`${file.path} has the wrong size`);
    if ((await sha256(full)) !== file.sha256)
      throw new BackupRefused(`${file.path} is damaged (checksum differs)`);
  }
  return { folder, manifest };
}

/** Replaces the database and the uploads with the backup's (the application must be stopped). */
export async function restoreFiles(
  config: AppConfig,
  folder: string,
  manifest: BackupManifest,
): Promise<void> {
  const db = config.database;
  const source = join(folder, manifest.database.file);
  if (db.type === 'sqlite') {
    const target = db.database;
    mkdirSync(dirname(target), { recursive: true });
    cpSync(source, `${target}.restoring`);
    for (const extra of ['-wal', '-shm']) rmSync(`${target}${extra}`, { force: true });
    renameSync(`${target}.restoring`, target);
  } else if (manifest.database.method === 'mysqldump') {
    const client = findProgram('mariadb', 'mysql');
    if (!client) throw new Error('this backup needs the mariadb or mysql client to be restored');
    const conn = await mysqlConnection(config, db);
    try {
      await dropAllTables(conn);
    } finally {
      await conn.end();
    }
    await run(
      client,
      [...connectionArgs(db), '--default-character-set=utf8mb4', db.database],
      { MYSQL_PWD: db.password },
      { stdin: createReadStream(source).pipe(createGunzip()) },
    );
  } else {
    await logicalImport(config, db, source);
  }
  const uploads = join(folder, 'uploads');
  rmSync(config.uploadsDir, { recursive: true, force: true });
  if (existsSync(uploads)) cpSync(uploads, config.uploadsDir, { recursive: true });
  else mkdirSync(config.uploadsDir, { recursive: true });
}

/** Deletes the oldest complete backups beyond `keep` (and leftovers of interrupted ones) in `parent`. */
export function pruneBackups(parent: string, keep: number): string[] {
  if (!existsSync(parent)) return [];
  const names = readdirSync(parent).filter((n) => n.startsWith('portal-'));
  const removed: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.partial'))) {
    // Only leftovers older than a day: a backup may be being written by another process right now.
    if (Date.now() - statSync(join(parent, name)).mtimeMs > 86_400_000) {
      rmSync(join(parent, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  const complete = names.filter((n) => !n.endsWith('.partial')).sort();
  for (const name of complete.slice(0, Math.max(0, complete.length - keep))) {
    rmSync(join(parent, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
