import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const driverError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises timeouts and lost connections, raw or wrapped by TypeORM', () => {
    expect(isDatabaseUnavailable(driverError('POOL_ACQUIRE_TIMEOUT'))).toBe(true);
    expect(isDatabaseUnavailable(driverError('ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], driverError('PROTOCOL_SEQUENCE_TIMEOUT'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state"))).toBe(
      true,
    );
  });

  it('leaves real errors alone (they stay 500 or 4xx)', () => {
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], driverError('ER_DUP_ENTRY')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('boom')).toBe(false);
  });
});
