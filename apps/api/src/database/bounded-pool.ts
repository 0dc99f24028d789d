import type { DataSource } from 'typeorm';
import { mysqlPool } from './dialect';

/** Codes of the errors raised below; database-unavailable.ts maps them to 503. */
export const POOL_ACQUIRE_TIMEOUT = 'POOL_ACQUIRE_TIMEOUT';
export const QUERY_TIMEOUT = 'PROTOCOL_SEQUENCE_TIMEOUT';

type Callback = (err: Error | null, ...rest: unknown[]) => void;

interface PoolConnection {
  query: (...args: unknown[]) => unknown;
  execute: (...args: unknown[]) => unknown;
  destroy(): void;
  release(): void;
}

interface Pool {
  getConnection(cb: (err: Error | null, conn?: PoolConnection) => void): void;
}

const BOUNDED = Symbol('bounded');

function timeoutError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * Bounds every wait on MySQL, which mysql2 leaves unbounded against a server that is frozen (not down): waiting
 * for a pooled connection (its queue has no timeout), and a statement (mysql2's own per-query `timeout` only starts
 * when the statement reaches the server, so statements queued behind a stuck one wait forever). A statement that
 * times out destroys its connection, so it is not reused with a reply still pending. No-op on SQLite.
 */
export function boundMysqlPool(
  dataSource: DataSource,
  limits: { acquireTimeoutMs: number; queryTimeoutMs: number },
): void {
  const pool = mysqlPool<Pool & { [BOUNDED]?: true }>(dataSource);
  if (!pool || pool[BOUNDED]) return;
  pool[BOUNDED] = true;
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (cb) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      cb(timeoutError(`No database connection within ${limits.acquireTimeoutMs} ms`, POOL_ACQUIRE_TIMEOUT));
    }, limits.acquireTimeoutMs);
    getConnection((err, conn) => {
      if (settled) {
        conn?.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (conn) boundQueries(conn, limits.queryTimeoutMs);
      cb(err, conn);
    });
  };
}

function boundQueries(conn: PoolConnection & { [BOUNDED]?: true }, timeoutMs: number): void {
  if (conn[BOUNDED]) return;
  conn[BOUNDED] = true;
  // A prepared statement (prepared-statements.ts) is bounded like a plain one.
  conn.query = bounded(conn, conn.query, timeoutMs);
  conn.execute = bounded(conn, conn.execute, timeoutMs);
}

function bounded(
  conn: PoolConnection,
  send: (...args: unknown[]) => unknown,
  timeoutMs: number,
): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    const cb = args[args.length - 1];
    if (typeof cb !== 'function') return send.apply(this, args);
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      conn.destroy();
      (cb as Callback)(timeoutError(`Query took more than ${timeoutMs} ms`, QUERY_TIMEOUT));
    }, timeoutMs);
    args[args.length - 1] = (err: Error | null, ...rest: unknown[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      (cb as Callback)(err, ...rest);
    };
    return send.apply(this, args);
  };
}
