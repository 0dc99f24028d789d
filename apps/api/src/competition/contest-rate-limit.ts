import { Injectable } from '@nestjs/common';
import { RateLimits, rateLimited, takeAll, type RateLimit } from '../infra/rate-limit/rate-limits';

/** Contest starts allowed per hour: from one network address (a classroom shares one), and for one person. */
export const STARTS_PER_ADDRESS_PER_HOUR = 60;
export const STARTS_PER_PERSON_PER_HOUR = 10;
const HOUR_SECONDS = 3600;

/**
 * Limits contest starts per address and per person (rate-limits.ts: taken atomically before the start, on Redis
 * when configured). Keeps anyone from flooding the contest with entries.
 */
@Injectable()
export class ContestRateLimit {
  private readonly byAddress: RateLimit;
  private readonly byPerson: RateLimit;

  constructor(limits: RateLimits) {
    this.byAddress = limits.create({
      name: 'contest-address',
      points: STARTS_PER_ADDRESS_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    });
    this.byPerson = limits.create({
      name: 'contest-person',
      points: STARTS_PER_PERSON_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    });
  }

  /** Counts one start for the address and the person; 429 when either has used up its hour. */
  async take(address: string, person: string): Promise<void> {
    const within = await takeAll([
      [this.byAddress, address],
      [this.byPerson, person],
    ]);
    if (!within) throw rateLimited();
  }
}
