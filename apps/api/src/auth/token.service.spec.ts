import { KeyObject } from 'node:crypto';
import * as jsonwebtoken from 'jsonwebtoken';
import { FakeClock } from '../clock/clock.service';
import { loadConfig } from '../config/app-config';
import { TokenService } from './token.service';

// Spies on the library under @nestjs/jwt (which checks the tokens), to see which secret it is handed.
jest.mock('jsonwebtoken', () => {
  const actual = jest.requireActual<typeof import('jsonwebtoken')>('jsonwebtoken');
  return { ...actual, verify: jest.fn(actual.verify) };
});

describe('TokenService', () => {
  const clock = new FakeClock(Date.parse('2026-03-10T09:00:00Z'));
  const config = loadConfig({ JWT_SECRET: 'unit-test-secret-0123456789' }, '/repo');
  const tokens = new TokenService(clock, config);

  it('round-trips each kind of token', () => {
    expect(tokens.verifyAccess(tokens.signAccess({ id: 7, roles: ['staff'], tokenVersion: 0 }))).toEqual({
      id: 7,
      roles: ['staff'],
      tokenVersion: 0,
    });
    const exp = Math.floor(clock.now() / 1000) + 60;
    expect(tokens.verifyTyped(tokens.signFixed('test', { att: 3 }, exp), 'test')).toMatchObject({
      att: 3,
      exp,
    });
    expect(tokens.verifyOAuthState(tokens.signOAuthState('google', 'ket', 'n1'))).toEqual({
      provider: 'google',
      family: 'ket',
      nonce: 'n1',
    });
  });

  it('never accepts one kind of token as another', () => {
    const access = tokens.signAccess({ id: 7, roles: ['learner'], tokenVersion: 0 });
    const test = tokens.signFixed('test', { att: 3 }, Math.floor(clock.now() / 1000) + 60);
    const state = tokens.signOAuthState('google', 'ket', 'n1');
    expect(tokens.verifyTyped(access, 'test')).toBeNull();
    expect(tokens.verifyOAuthState(access)).toBeNull();
    expect(tokens.verifyAccess(test)).toBeNull();
    expect(tokens.verifyAccess(state)).toBeNull();
  });

  it('expires by the injectable clock; refuses other secrets', () => {
    const state = tokens.signOAuthState('facebook', 'ket', 'n2');
    clock.advance(601_000);
    expect(tokens.verifyOAuthState(state)).toBeNull();
    const other = new TokenService(clock, { ...config, jwtSecret: 'another-secret-0123456789' });
    expect(tokens.verifyAccess(other.signAccess({ id: 1, roles: ['staff'], tokenVersion: 0 }))).toBeNull();
    const access = tokens.signAccess({ id: 1, roles: ['learner'], tokenVersion: 0 });
    clock.advance(12 * 3600_000 + 1000);
    expect(tokens.verifyAccess(access)).toBeNull();
  });

  it('hands jsonwebtoken one prebuilt key object (a string secret costs a failed PEM parse per call)', () => {
    const verify = jest.mocked(jsonwebtoken.verify);
    verify.mockClear();
    tokens.verifyAccess(tokens.signAccess({ id: 1, roles: ['learner'], tokenVersion: 0 }));
    tokens.verifyTyped(tokens.signFixed('test', { att: 2 }, Math.floor(clock.now() / 1000) + 60), 'test');
    const keys = verify.mock.calls.map((call) => call[1]);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toBeInstanceOf(KeyObject);
    expect(new Set(keys).size).toBe(1);
  });

  it('refuses a token signed with another algorithm', () => {
    const none = jsonwebtoken.sign({ typ: 'access', sub: 1, roles: ['staff'] }, '', { algorithm: 'none' });
    expect(tokens.verifyAccess(none)).toBeNull();
    const hs512 = jsonwebtoken.sign(
      { typ: 'access', sub: 1, roles: ['staff'] },
      'unit-test-secret-0123456789',
      { algorithm: 'HS512' },
    );
    expect(tokens.verifyAccess(hs512)).toBeNull();
  });

  it("checks a token's signature once, its expiry on every use, and never serves a changed token from memory", () => {
    const verify = jest.mocked(jsonwebtoken.verify);
    const access = tokens.signAccess({ id: 7, roles: ['learner'], tokenVersion: 0 });
    verify.mockClear();
    expect(tokens.verifyAccess(access)).toEqual({ id: 7, roles: ['learner'], tokenVersion: 0 });
    expect(tokens.verifyAccess(access)).toEqual({ id: 7, roles: ['learner'], tokenVersion: 0 });
    expect(verify).toHaveBeenCalledTimes(1);
    const [header, payload, signature] = access.split('.');
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verifyAccess(flipped)).toBeNull();
    clock.advance(12 * 3600_000 + 1000);
    expect(tokens.verifyAccess(access)).toBeNull();
  });
});
