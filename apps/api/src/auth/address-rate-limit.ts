import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../app/redis.module';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { MemoryFailureCounter, RedisFailureCounter, type FailureCounter } from './failed-login-counter';

/** E-mails one address may be sent per hour for each purpose (sign-up, reset): enough for a retry or two. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const WINDOW_MS = 3600_000;

/**
 * Per-address limit of sign-up and forgot-password requests, so nobody can flood someone's mailbox. The same for
 * addresses with and without an account (429 `rate-limited` reveals nothing). Counted like failed sign-ins: in
 * Redis when configured (shared by every instance), else in this process (on the server's clock).
 */
@Injectable()
export class AddressRateLimit {
  private readonly logger = new Logger('AddressRateLimit');
  private readonly counter: FailureCounter;

  constructor(clock: Clock, @Inject(REDIS) redis: Redis | null) {
    this.counter = redis ? new RedisFailureCounter(redis) : new MemoryFailureCounter(() => clock.now());
  }

  /** Counts one request for `key`; 429 when the hour's allowance is used up. */
  async take(key: string): Promise<void> {
    const redisKey = `mail-requests:${key}`;
    try {
      if ((await this.counter.count(redisKey)) >= MAILS_PER_ADDRESS_PER_HOUR)
        throw new ApiError(429, 'rate-limited', 'Per daug bandymų šiuo adresu. Pabandykite vėliau.');
      await this.counter.add(redisKey, WINDOW_MS);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Redis away: the request goes on unlimited rather than failing (logged), as sign-in does.
      this.logger.warn(`mail limit not applied: ${(error as Error).message}`);
    }
  }
}
