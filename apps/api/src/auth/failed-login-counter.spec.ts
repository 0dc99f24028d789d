import { MemoryFailureCounter } from './failed-login-counter';

describe('MemoryFailureCounter', () => {
  it('counts per key within a window that starts at the first failure', async () => {
    let now = 1_000;
    const counter = new MemoryFailureCounter(() => now);
    await counter.add('a', 60_000);
    now += 30_000;
    await counter.add('a', 60_000);
    await counter.add('b', 60_000);
    expect(await counter.count('a')).toBe(2);
    expect(await counter.count('b')).toBe(1);
    expect(await counter.count('c')).toBe(0);
    now += 30_000; // the window of 'a' (from its first failure) has ended
    expect(await counter.count('a')).toBe(0);
    await counter.add('a', 60_000);
    expect(await counter.count('a')).toBe(1);
  });
});
