import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../app/redis.module';
import { MemoryFailureCounter, RedisFailureCounter, type FailureCounter } from '../auth/failed-login-counter';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';

/** Contest starts allowed per hour: from one network address (a classroom shares one), and for one person. */
export const STARTS_PER_ADDRESS_PER_HOUR = 60;
export const STARTS_PER_PERSON_PER_HOUR = 10;
const WINDOW_MS = 3600_000;

/**
 * Limits contest starts per address and per person, counted like failed sign-ins: in Redis when configured (shared
 * by every instance), else in this process. Keeps anyone from flooding the contest with entries.
 */
@Injectable()
export class ContestRateLimit {
  private readonly logger = new Logger('ContestRateLimit');
  private readonly counter: FailureCounter;

  constructor(clock: Clock, @Inject(REDIS) redis: Redis | null) {
    this.counter = redis ? new RedisFailureCounter(redis) : new MemoryFailureCounter(() => clock.now());
  }

  /** Counts one start for the address and the person; 429 when either has used up its hour. */
  async take(address: string, person: string): Promise<void> {
    const keys: [string, number][] = [
      [`contest-starts:address:${address}`, STARTS_PER_ADDRESS_PER_HOUR],
      [`contest-starts:person:${person}`, STARTS_PER_PERSON_PER_HOUR],
    ];
    try {
      for (const [key, limit] of keys)
        if ((await this.counter.count(key)) >= limit)
          throw new ApiError(429, 'rate-limited', 'Per daug bandymų. Pabandykite vėliau.');
      for (const [key] of keys) await this.counter.add(key, WINDOW_MS);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Redis away: the start goes on unlimited rather than failing (logged), as sign-in does.
      this.logger.warn(`contest limit not applied: ${(error as Error).message}`);
    }
  }
}
