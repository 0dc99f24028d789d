import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../app/redis.module';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MemoryFailureCounter, RedisFailureCounter, type FailureCounter } from './failed-login-counter';

export const LOGIN_WINDOW_MS = 60_000;

/**
 * Limits FAILED sign-ins, per address (LOGIN_RATE_LIMIT) and per username (LOGIN_USERNAME_RATE_LIMIT) a minute:
 * a classroom of learners behind one address signing in correctly is never refused, a password guesser is.
 * Counters live in Redis when configured (shared by every instance), else in this process.
 */
@Injectable()
export class LoginLimiter {
  private readonly logger = new Logger('LoginLimiter');
  private readonly counter: FailureCounter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis | null,
  ) {
    this.counter = redis ? new RedisFailureCounter(redis) : new MemoryFailureCounter();
  }

  /** 429 when the address or the username has used up its failures for the minute. */
  async assertAllowed(address: string, username: string): Promise<void> {
    const [byAddress, byUsername] = await this.safely(
      () => Promise.all([this.counter.count(addressKey(address)), this.counter.count(usernameKey(username))]),
      [0, 0],
    );
    if (byAddress >= this.config.loginRateLimit || byUsername >= this.config.loginUsernameRateLimit)
      throw new ApiError(429, 'rate-limited', 'Per daug bandymų. Pabandykite po minutės.');
  }

  async recordFailure(address: string, username: string): Promise<void> {
    await this.safely(
      () =>
        Promise.all([
          this.counter.add(addressKey(address), LOGIN_WINDOW_MS),
          this.counter.add(usernameKey(username), LOGIN_WINDOW_MS),
        ]),
      undefined,
    );
  }

  /** Redis away: sign-in keeps working unlimited rather than failing for everyone (logged). */
  private async safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`login limit not applied: ${(error as Error).message}`);
      return fallback;
    }
  }
}

function addressKey(address: string): string {
  return `login-failures:address:${address}`;
}

function usernameKey(username: string): string {
  return `login-failures:username:${username.trim().toLowerCase().slice(0, 200)}`;
}
