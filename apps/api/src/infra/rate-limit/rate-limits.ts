import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { REDIS } from '../redis.module';
import { Clock } from '../../clock/clock.service';
import { ApiError } from '../../common/api-error';

export interface LimitSpec {
  /** Names the limit's keys (`rl:<name>:<key>`) and its log lines. */
  name: string;
  /** Points a key may use in one window. */
  points: number;
  windowSeconds: number;
}

/**
 * One limit (points per fixed window per key), on Redis when REDIS_URL is set (shared by every instance) or in this
 * process. Every call takes its point first and only then is the answer known, atomically (an INCR in Redis, one
 * map update in memory): parallel requests cannot all be checked before any is counted. A store that is away
 * lets the request through unlimited (logged) rather than refusing everyone.
 */
export class RateLimit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly spec: LimitSpec,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  /**
   * The key of the current window on the server's clock: windows follow the Clock (tests move it forward
   * instead of waiting an hour), and a new window is a new key (the store's expiry removes the old one).
   */
  private windowed(key: string): string {
    return `${key}@${Math.floor(this.now() / (this.spec.windowSeconds * 1000))}`;
  }

  get points(): number {
    return this.spec.points;
  }

  get windowSeconds(): number {
    return this.spec.windowSeconds;
  }

  /** Takes one point for `key`: true while within the limit, false once over it (the point is taken anyway). */
  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(this.windowed(key));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      this.logger.warn(`${this.spec.name} limit not applied: ${(error as Error).message}`);
      return true;
    }
  }

  /** Gives back a point taken for a request that turned out harmless (a right password, an admitted candidate). */
  async giveBack(key: string): Promise<void> {
    try {
      await this.limiter.reward(this.windowed(key));
    } catch (error) {
      this.logger.warn(`${this.spec.name} limit not given back: ${(error as Error).message}`);
    }
  }
}

/** The refusal of every limit: 429 `rate-limited` (the web apps word it in the user's language). */
export function rateLimited(message = 'Per daug bandymų. Pabandykite vėliau.'): ApiError {
  return new ApiError(429, 'rate-limited', message);
}

/**
 * Takes one point from each (limit, key) pair; true when all were within their limits. A refused request gives
 * its points back (it was never let through, so it does not count against later ones); the count never falls
 * below the requests let through, so parallel requests still cannot pass the limit.
 */
export async function takeAll(pairs: ReadonlyArray<readonly [RateLimit, string]>): Promise<boolean> {
  const results = await Promise.all(pairs.map(([limit, key]) => limit.take(key)));
  if (results.every(Boolean)) return true;
  await Promise.all(pairs.map(([limit, key]) => limit.giveBack(key)));
  return false;
}

/** Makes the limits, each on the shared Redis client when there is one. */
@Injectable()
export class RateLimits {
  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly clock: Clock,
  ) {}

  create(spec: LimitSpec): RateLimit {
    const options = { keyPrefix: `rl:${spec.name}`, points: spec.points, duration: spec.windowSeconds };
    const limiter = this.redis
      ? // Fails at once while Redis is not connected (the request then goes on unlimited) instead of queueing.
        new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true })
      : new RateLimiterMemory(options);
    return new RateLimit(limiter, spec, new Logger('RateLimit'), () => this.clock.now());
  }
}

/** Global: every module's limits come from the one factory (app.module.ts imports it once). */
@Global()
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitModule {}
