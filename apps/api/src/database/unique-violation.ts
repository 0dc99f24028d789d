import { QueryFailedError } from 'typeorm';

/** MySQL's and SQLite's codes for a row that would repeat a unique key. */
const UNIQUE_VIOLATION_CODES = new Set([
  'ER_DUP_ENTRY',
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

/** Whether a statement failed because a unique key was taken (from TypeORM, or from the driver directly). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' && UNIQUE_VIOLATION_CODES.has(code);
}
