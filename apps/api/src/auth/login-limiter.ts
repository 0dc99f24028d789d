import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimits, rateLimited, type RateLimit } from '../infra/rate-limit/rate-limits';

export const LOGIN_WINDOW_MS = 60_000;
/** Waits of a sign-in refused by its address's limit before it tries again (3 s in all: many hashes' time). */
const RETRY_WAITS_MS = Array.from({ length: 15 }, () => 200);
const MESSAGE = 'Per daug bandymų. Pabandykite po minutės.';

/**
 * Limits FAILED sign-ins, per address (LOGIN_RATE_LIMIT) and per username (LOGIN_USERNAME_RATE_LIMIT) a minute:
 * a classroom of learners behind one address signing in correctly is never refused, a password guesser is.
 * Every sign-in takes its point BEFORE the password is checked and a right password gives it back, so parallel
 * guesses cannot all pass the check before any is counted (rate-limits.ts; Redis when configured).
 */
@Injectable()
export class LoginLimiter {
  private readonly byAddress: RateLimit;
  private readonly byUsername: RateLimit;

  constructor(@Inject(APP_CONFIG) config: AppConfig, limits: RateLimits) {
    const windowSeconds = LOGIN_WINDOW_MS / 1000;
    this.byAddress = limits.create({ name: 'login-address', points: config.loginRateLimit, windowSeconds });
    this.byUsername = limits.create({
      name: 'login-username',
      points: config.loginUsernameRateLimit,
      windowSeconds,
    });
  }

  /**
   * Takes this sign-in's points; 429 when the username or the address has used up its minute. The username's
   * limit (one account's password guessed) refuses at once. The address's point of a sign-in still in flight counts
   * until its password is checked, so a classroom signing in at once can hold more points than the limit for a
   * moment, though each gives its point back: a sign-in refused by the address's limit tries again for a while
   * (RETRY_WAITS_MS). Right passwords in flight give their points back within a hash's time; failures keep theirs,
   * so a guesser waits and is refused all the same.
   */
  async take(address: string, username: string): Promise<void> {
    const user = usernameKey(username);
    if (!(await this.byUsername.take(user))) {
      await this.byUsername.giveBack(user);
      throw rateLimited(MESSAGE);
    }
    for (const wait of [...RETRY_WAITS_MS, -1]) {
      if (await this.byAddress.take(address)) return;
      await this.byAddress.giveBack(address);
      if (wait < 0) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await this.byUsername.giveBack(user);
    throw rateLimited(MESSAGE);
  }

  /** The sign-in did not fail on its password: its points come back (only failures count). */
  async notFailed(address: string, username: string): Promise<void> {
    await Promise.all([this.byAddress.giveBack(address), this.byUsername.giveBack(usernameKey(username))]);
  }
}

function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}
