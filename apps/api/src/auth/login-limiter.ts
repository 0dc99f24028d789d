import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimits, rateLimited, type RateLimit } from '../infra/rate-limit/rate-limits';

export const LOGIN_WINDOW_MS = 60_000;
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
  /** Sign-ins of each address whose password is being checked in this process, and who waits for one to end. */
  private readonly inFlight = new Map<string, { count: number; waiters: (() => void)[] }>();

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
   * limit (one account's password guessed) refuses at once. The address's points include sign-ins still in flight,
   * so a classroom signing in at once can hold more points than the limit for a moment, though each right password
   * gives its point back: a sign-in refused by the address's limit while others of its address are being checked
   * here waits for one of them to end and tries again. Only when none is in flight are the points failures, and the
   * sign-in is refused. No clock is involved, so a busy server does not turn a classroom away. Call `settled` after
   * the check of every sign-in that got its points.
   */
  async take(address: string, username: string): Promise<void> {
    const user = usernameKey(username);
    if (!(await this.byUsername.take(user))) {
      await this.byUsername.giveBack(user);
      throw rateLimited(MESSAGE);
    }
    for (;;) {
      if (await this.byAddress.take(address)) {
        this.enter(address);
        return;
      }
      await this.byAddress.giveBack(address);
      const checking = this.inFlight.get(address);
      if (!checking) break;
      await new Promise<void>((resolve) => checking.waiters.push(resolve));
    }
    await this.byUsername.giveBack(user);
    throw rateLimited(MESSAGE);
  }

  /** The sign-in did not fail on its password: its points come back (only failures count). */
  async notFailed(address: string, username: string): Promise<void> {
    await Promise.all([this.byAddress.giveBack(address), this.byUsername.giveBack(usernameKey(username))]);
  }

  /** The password of a sign-in that got its points has been checked (right or wrong): its waiters try again. */
  settled(address: string): void {
    const checking = this.inFlight.get(address);
    if (!checking) return;
    if (--checking.count === 0) this.inFlight.delete(address);
    const waiters = checking.waiters.splice(0);
    for (const wake of waiters) wake();
  }

  private enter(address: string): void {
    const checking = this.inFlight.get(address) ?? { count: 0, waiters: [] };
    checking.count++;
    this.inFlight.set(address, checking);
  }
}

function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}
