import { QueryFailedError } from 'typeorm';
import { POOL_ACQUIRE_TIMEOUT, QUERY_TIMEOUT } from './bounded-pool';

/** Seconds a client is asked to wait (Retry-After) when the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Errors that say the database is unreachable, frozen or busy, not that the request or the code is wrong. */
const UNAVAILABLE_CODES = new Set([
  POOL_ACQUIRE_TIMEOUT,
  QUERY_TIMEOUT,
  'ETIMEDOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
]);

/** Whether an error (a TypeORM QueryFailedError or a raw driver error) means "the database is unavailable". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // mysql2 raises this plain Error when a statement is sent on a connection that was closed (fatal error).
  return typeof message === 'string' && /connection is in closed state/i.test(message);
}
