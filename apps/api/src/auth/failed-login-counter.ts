import type Redis from 'ioredis';

/** Counts events per key in fixed windows: the failed sign-ins of an address or of a username. */
export interface FailureCounter {
  /** Failures recorded for the key in its current window. */
  count(key: string): Promise<number>;
  /** Records one failure; the window starts with the first failure. */
  add(key: string, windowMs: number): Promise<void>;
}

/** One process's counters (the embedded default, and any single instance). */
export class MemoryFailureCounter implements FailureCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async count(key: string): Promise<number> {
    const window = this.windows.get(key);
    if (!window) return 0;
    if (window.endsAt <= this.now()) {
      this.windows.delete(key);
      return 0;
    }
    return window.count;
  }

  async add(key: string, windowMs: number): Promise<void> {
    const now = this.now();
    if (this.windows.size > 10_000) {
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    }
    const window = this.windows.get(key);
    if (window && window.endsAt > now) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: now + windowMs });
  }
}

/** Counters shared by every instance on one Redis (REDIS_URL). */
export class RedisFailureCounter implements FailureCounter {
  constructor(private readonly redis: Redis) {}

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(key)) ?? 0);
  }

  async add(key: string, windowMs: number): Promise<void> {
    // SET NX starts the window (with its expiry) only for the first failure; INCR counts atomically.
    await this.redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).exec();
  }
}
