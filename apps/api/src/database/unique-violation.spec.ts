import { QueryFailedError } from 'typeorm';
import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  const driverError = (code: string) => Object.assign(new Error(code), { code });

  it('knows a taken unique key from MySQL (raw, as prepared statements raise it) and from SQLite (through TypeORM)', () => {
    expect(isUniqueViolation(driverError('ER_DUP_ENTRY'))).toBe(true);
    expect(
      isUniqueViolation(new QueryFailedError('INSERT', [], driverError('SQLITE_CONSTRAINT_UNIQUE'))),
    ).toBe(true);
  });

  it('is false for any other failure', () => {
    expect(isUniqueViolation(driverError('ER_LOCK_WAIT_TIMEOUT'))).toBe(false);
    expect(
      isUniqueViolation(new QueryFailedError('INSERT', [], driverError('SQLITE_CONSTRAINT_NOTNULL'))),
    ).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
