import { createSecretKey } from 'node:crypto';
import * as jsonwebtoken from 'jsonwebtoken';
import { signHs256 } from './hs256';

describe('signHs256', () => {
  const secret = 'unit-test-secret-0123456789';
  const key = createSecretKey(Buffer.from(secret, 'utf8'));

  it.each([
    { typ: 'access', sub: 7, roles: ['staff'], iat: 1_770_000_000, exp: 1_770_043_200 },
    { typ: 'test', sub: 1, att: 42, fam: 'ket', shp: '43a', dl: 1_770_001_800_000, iat: 1, exp: 2 },
    { typ: 'oauth-state', prv: 'google', fam: 'ket', non: 'ąčęėįšųūž Ё 🚗 "\\/', iat: 5, exp: 605 },
  ])('makes the token jsonwebtoken makes, byte for byte, and jsonwebtoken accepts it (%#)', (payload) => {
    const token = signHs256(payload, key);
    expect(token).toBe(jsonwebtoken.sign(payload, secret, { algorithm: 'HS256' }));
    expect(jsonwebtoken.verify(token, key, { algorithms: ['HS256'], ignoreExpiration: true })).toEqual(
      payload,
    );
  });

  it('is refused under another secret', () => {
    const token = signHs256({ sub: 1, iat: 1, exp: 2 }, key);
    expect(() =>
      jsonwebtoken.verify(token, 'another-secret-0123456789', {
        algorithms: ['HS256'],
        ignoreExpiration: true,
      }),
    ).toThrow('invalid signature');
  });
});
