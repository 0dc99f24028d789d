import { Injectable } from '@nestjs/common';
import { RateLimits, rateLimited, takeAll, type RateLimit } from '../infra/rate-limit/rate-limits';

/** Refused exam starts allowed per address, and per registration number, in the window. */
export const EXAMINER_REFUSALS_PER_WINDOW = 10;
const WINDOW_SECONDS = 15 * 60;

/**
 * Guessing birth dates against a registration number (or numbers against the roster) is slowed down: at most
 * EXAMINER_REFUSALS_PER_WINDOW refused exam starts from one address, or for one registration number, in the
 * window; further ones are 429 `rate-limited`. Every exam start takes its point BEFORE the roster is asked and an
 * admitted one gives it back, so parallel guesses cannot all be checked before any is counted (rate-limits.ts).
 */
@Injectable()
export class ExaminerRefusalLimit {
  private readonly byAddress: RateLimit;
  private readonly byRegnr: RateLimit;

  constructor(limits: RateLimits) {
    const spec = { points: EXAMINER_REFUSALS_PER_WINDOW, windowSeconds: WINDOW_SECONDS };
    this.byAddress = limits.create({ name: 'examiner-address', ...spec });
    this.byRegnr = limits.create({ name: 'examiner-regnr', ...spec });
  }

  /**
   * Takes this start's points; 429 `rate-limited` when the address or the registration number used up its
   * refusals (the web app words the code in the candidate's language).
   */
  async take(address: string, regnr: string): Promise<void> {
    const within = await takeAll([
      [this.byAddress, address],
      [this.byRegnr, regnr],
    ]);
    if (!within) throw rateLimited('Per daug nepavykusių bandymų. Pabandykite vėliau.');
  }

  /** The start was not refused for its person (admitted, or refused for another reason): not a guess. */
  async notRefused(address: string, regnr: string): Promise<void> {
    await Promise.all([this.byAddress.giveBack(address), this.byRegnr.giveBack(regnr)]);
  }
}
