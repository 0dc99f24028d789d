import { FakeClock } from '../../clock/clock.service';
import { RateLimits, takeAll } from './rate-limits';

// The limiter's rules in memory (Redis is covered by the integration suites: login-limit, examiner).
describe('rate limits', () => {
  const limits = (clock = new FakeClock(0)) => ({ clock, factory: new RateLimits(null, clock) });

  it('takes first: of many parallel requests, exactly the limit get through', async () => {
    const { factory } = limits();
    const limit = factory.create({ name: 't', points: 5, windowSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 60 }, () => limit.take('k')));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('a point given back lets one more through; keys are separate', async () => {
    const { factory } = limits();
    const limit = factory.create({ name: 't', points: 1, windowSeconds: 60 });
    expect(await limit.take('a')).toBe(true);
    expect(await limit.take('a')).toBe(false);
    expect(await limit.take('b')).toBe(true);
    await limit.giveBack('a');
    await limit.giveBack('a');
    expect(await limit.take('a')).toBe(true);
  });

  it("windows follow the server's clock", async () => {
    const { clock, factory } = limits();
    const limit = factory.create({ name: 't', points: 1, windowSeconds: 60 });
    expect(await limit.take('a')).toBe(true);
    expect(await limit.take('a')).toBe(false);
    clock.advance(60_000);
    expect(await limit.take('a')).toBe(true);
  });

  it('takeAll: a request refused by one limit gives back what it took from the others', async () => {
    const { factory } = limits();
    const wide = factory.create({ name: 'wide', points: 10, windowSeconds: 60 });
    const narrow = factory.create({ name: 'narrow', points: 1, windowSeconds: 60 });
    expect(
      await takeAll([
        [wide, 'x'],
        [narrow, 'y'],
      ]),
    ).toBe(true);
    for (let i = 0; i < 20; i++)
      expect(
        await takeAll([
          [wide, 'x'],
          [narrow, 'y'],
        ]),
      ).toBe(false);
    // The refused requests did not use up the wide limit: 9 left.
    for (let i = 0; i < 9; i++) expect(await wide.take('x')).toBe(true);
    expect(await wide.take('x')).toBe(false);
  });
});
