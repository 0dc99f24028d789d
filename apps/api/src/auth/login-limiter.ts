import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimits, rateLimited, takeAll, type RateLimit } from '../infra/rate-limit/rate-limits';

export const LOGIN_WINDOW_MS = 60_000;

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

  /** Takes this sign-in's points; 429 when the address or the username has used up its minute. */
  async take(address: string, username: string): Promise<void> {
    const within = await takeAll([
      [this.byAddress, address],
      [this.byUsername, usernameKey(username)],
    ]);
    if (!within) throw rateLimited('Per daug bandymų. Pabandykite po minutės.');
  }

  /** The sign-in did not fail on its password: its points come back (only failures count). */
  async notFailed(address: string, username: string): Promise<void> {
    await Promise.all([this.byAddress.giveBack(address), this.byUsername.giveBack(usernameKey(username))]);
  }
}

function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}
