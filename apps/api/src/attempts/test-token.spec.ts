import { FakeClock } from '../clock/clock.service';
import { loadConfig } from '../config/app-config';
import { TokenService } from '../auth/token.service';
import { TestTokenCodec, type TestTokenClaims } from './test-token';

describe('TestTokenCodec: one signed token for every kind of test', () => {
  const clock = new FakeClock(Date.parse('2026-03-10T09:00:00Z'));
  const tokens = new TokenService(clock, loadConfig({ JWT_SECRET: 'unit-test-secret-0123456789' }, '/repo'));
  const codec = new TestTokenCodec(tokens);
  const deadlineAt = clock.now() + 1800_000;
  const enrolled: TestTokenClaims = {
    kind: 'enrolled',
    attemptId: 3,
    accountId: 7,
    family: 'kodas',
    tokenVersion: 2,
    shape: '43a',
    deadlineAt,
  };
  const contest: TestTokenClaims = {
    ...enrolled,
    kind: 'contest',
    accountId: 0,
    tokenVersion: 0,
    family: 'competition',
  };

  it('round-trips the claims of each kind', () => {
    expect(codec.verify(codec.sign(enrolled, deadlineAt), 'enrolled')).toEqual(enrolled);
    expect(codec.verify(codec.sign(contest, deadlineAt), 'contest')).toEqual(contest);
  });

  it("never accepts one kind's token as another's, nor an access token, nor a changed one", () => {
    const token = codec.sign(contest, deadlineAt);
    expect(codec.verify(token, 'examiner')).toBeNull();
    expect(codec.verify(token, 'enrolled')).toBeNull();
    expect(codec.verify(codec.sign(enrolled, deadlineAt), 'contest')).toBeNull();
    expect(
      codec.verify(tokens.signAccess({ id: 7, roles: ['learner'], tokenVersion: 2 }), 'enrolled'),
    ).toBeNull();
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), att: 4 }),
    ).toString('base64url');
    expect(codec.verify(`${head}.${forged}.${signature}`, 'contest')).toBeNull();
  });

  it('gives the same test the same token (a resume anywhere), valid until a week after the deadline', () => {
    const first = codec.sign(contest, deadlineAt);
    clock.advance(60_000);
    expect(codec.sign(contest, deadlineAt)).toBe(first);
    clock.set(deadlineAt + 7 * 86400_000 - 1000);
    expect(codec.verify(first, 'contest')).not.toBeNull();
    clock.advance(2000);
    expect(codec.verify(first, 'contest')).toBeNull();
  });

  it('reads enrolled tokens signed before kinds were named (no `knd`) as enrolled', () => {
    clock.set(deadlineAt - 1800_000);
    const old = tokens.signFixed(
      'test',
      { sub: 7, tv: 2, att: 3, fam: 'kodas', dl: deadlineAt },
      Math.floor(deadlineAt / 1000) + 60,
    );
    expect(codec.verify(old, 'enrolled')).toEqual({ ...enrolled, shape: undefined });
    expect(codec.verify(old, 'contest')).toBeNull();
  });
});
