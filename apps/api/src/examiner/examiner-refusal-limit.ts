import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../app/redis.module';
import { MemoryFailureCounter, RedisFailureCounter, type FailureCounter } from '../auth/failed-login-counter';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';

/** Refused exam starts allowed per address, and per registration number, in the window. */
export const EXAMINER_REFUSALS_PER_WINDOW = 10;
const WINDOW_MS = 15 * 60_000;

/**
 * Guessing birth dates against a registration number (or numbers against the roster) is slowed down: after
 * EXAMINER_REFUSALS_PER_WINDOW refused exam starts from one address, or for one registration number, further exam
 * starts are 429 `rate-limited` for the window. Counted like failed sign-ins (Redis when configured).
 */
@Injectable()
export class ExaminerRefusalLimit {
  private readonly logger = new Logger('ExaminerRefusalLimit');
  private readonly counter: FailureCounter;

  constructor(clock: Clock, @Inject(REDIS) redis: Redis | null) {
    this.counter = redis ? new RedisFailureCounter(redis) : new MemoryFailureCounter(() => clock.now());
  }

  private keys(address: string, regnr: string): string[] {
    return [`examiner-refusals:ip:${address}`, `examiner-refusals:regnr:${regnr}`];
  }

  /**
   * 429 `rate-limited` when the address or the registration number used up its refusals (the web app words the
   * code in the candidate's language: every 429 carries the one Lithuanian message, all-exceptions.filter.ts).
   */
  async check(address: string, regnr: string): Promise<void> {
    try {
      for (const key of this.keys(address, regnr))
        if ((await this.counter.count(key)) >= EXAMINER_REFUSALS_PER_WINDOW)
          throw new ApiError(429, 'rate-limited', 'Per daug nepavykusių bandymų. Pabandykite vėliau.');
    } catch (error) {
      if (error instanceof ApiError) throw error;
      this.logger.warn(`examiner limit not applied: ${(error as Error).message}`);
    }
  }

  async refused(address: string, regnr: string): Promise<void> {
    try {
      for (const key of this.keys(address, regnr)) await this.counter.add(key, WINDOW_MS);
    } catch (error) {
      this.logger.warn(`examiner limit not counted: ${(error as Error).message}`);
    }
  }
}
