// Starts and stops the built portal (API + built shell and remotes) for the benchmarks, on a free loopback
// port, with either a fresh SQLite file under tmp/bench/ or a fresh MySQL/MariaDB database portal_test_bench*
// (created and dropped here, as the `portal` user, which may manage databases named portal\_test%).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const API_MAIN = join(ROOT, 'dist/apps/api/apps/api/src/main.js');
export const WEB_ROOT = join(ROOT, 'dist/apps');

/** MySQL server and the bench user (override with BENCH_MYSQL_URL=mysql://user:pass@host:port). */
const MYSQL_SERVER = new URL(process.env.BENCH_MYSQL_URL || 'mysql://portal:portal@127.0.0.1:3306');

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function mysqlConnection() {
  return mysql.createConnection({
    host: MYSQL_SERVER.hostname,
    port: Number(MYSQL_SERVER.port || 3306),
    user: decodeURIComponent(MYSQL_SERVER.username),
    password: decodeURIComponent(MYSQL_SERVER.password),
  });
}

function checkBenchDbName(name) {
  if (!/^portal_test_bench[a-z0-9_]*$/.test(name)) throw new Error(`refusing database name ${name}`);
}

/** Drops (if present) and creates an empty utf8mb4 database; returns its DATABASE_URL. */
export async function createMysqlDatabase(name = 'portal_test_bench') {
  checkBenchDbName(name);
  const conn = await mysqlConnection();
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
  const url = new URL(MYSQL_SERVER.href);
  url.pathname = `/${name}`;
  return url.href;
}

export async function dropMysqlDatabase(name = 'portal_test_bench') {
  checkBenchDbName(name);
  const conn = await mysqlConnection();
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
}

/** A fresh SQLite file under tmp/bench/<name>/; returns its DATABASE_URL. */
export function createSqliteFile(name) {
  const dir = join(ROOT, 'tmp/bench', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return `sqlite:${join(dir, 'portal.sqlite')}`;
}

/**
 * Starts `node dist/apps/api/apps/api/src/main.js` with the given DATABASE_URL (sample data seeded, login rate
 * limit lifted) and waits until GET /api/health answers 200. Returns { url, port, pid, databaseUrl, stop(), output() }.
 */
export async function startPortal({ databaseUrl, env = {}, nodeArgs = [], timeoutMs = 90_000, root = ROOT }) {
  // `root`: another checkout with its own node_modules and dist (an earlier build to compare with)
  const apiMain = root === ROOT ? API_MAIN : join(root, 'dist/apps/api/apps/api/src/main.js');
  if (!existsSync(apiMain)) throw new Error(`${apiMain} is missing: run \`npx nx run-many -t build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, apiMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      WEB_ROOT: root === ROOT ? WEB_ROOT : join(root, 'dist/apps'),
      SEED_ON_START: 'true',
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`portal did not answer /api/health in ${timeoutMs / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, pid: child.pid, databaseUrl, stop, output: () => log };
}

/**
 * Starts the portal on a fresh database of the given kind; stop() also drops the MySQL database, restart() (MySQL)
 * starts a new API on it. `nodeArgs` go to the API's node (e.g. --cpu-prof).
 */
export async function startBenchPortal(kind, name = 'bench', { nodeArgs = [], env = {}, root } = {}) {
  if (kind === 'sqlite') return startPortal({ databaseUrl: createSqliteFile(name), nodeArgs, env, root });
  if (kind !== 'mysql') throw new Error(`unknown database kind ${kind}`);
  // BENCH_DB_SUFFIX: two benches on one server (two checkouts compared) each get their own database.
  const suffix = process.env.BENCH_DB_SUFFIX ?? '';
  const dbName = `portal_test_${`${name}${suffix}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
  const databaseUrl = await createMysqlDatabase(dbName);
  /** An API on that database whose stop() drops it, and whose restart() starts a new one on it. */
  const owning = (portal) => ({
    ...portal,
    stop: async () => {
      await portal.stop();
      await dropMysqlDatabase(dbName);
    },
    restart: async () => {
      await portal.stop();
      return owning(await startPortal({ databaseUrl, nodeArgs, env, root }));
    },
  });
  try {
    return owning(await startPortal({ databaseUrl, nodeArgs, env, root }));
  } catch (error) {
    await dropMysqlDatabase(dbName);
    throw error;
  }
}
