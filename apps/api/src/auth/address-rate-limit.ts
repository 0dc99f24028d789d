import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';

/** E-mails one address may be sent per hour for each purpose (sign-up, reset): enough for a retry or two. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const WINDOW_MS = 3600_000;

/**
 * Per-address limit of sign-up and forgot-password requests, so nobody can flood someone's mailbox. The same for
 * addresses with and without an account (429 `rate-limited` reveals nothing). Kept in memory: one API process.
 */
@Injectable()
export class AddressRateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Counts one request for `key`; 429 when the hour's allowance is used up. */
  take(key: string): void {
    const now = this.clock.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    if (recent.length >= MAILS_PER_ADDRESS_PER_HOUR) {
      this.hits.set(key, recent);
      throw new ApiError(429, 'rate-limited', 'Per daug bandymų šiuo adresu. Pabandykite vėliau.');
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) if (!times.some((t) => t > now - WINDOW_MS)) this.hits.delete(key);
  }
}
