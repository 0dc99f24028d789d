import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimits, rateLimited, takeAll, type RateLimit } from '../infra/rate-limit/rate-limits';

/** E-mails one address may be sent per hour for each purpose (sign-up, reset): enough for a retry or two. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_SECONDS = 3600;

/**
 * Limits sign-up and forgot-password requests per e-mail address and purpose (nobody floods someone's mailbox)
 * and per client address (MAIL_CLIENT_RATE_LIMIT an hour: one client naming many addresses, each costing a hash,
 * a token and an e-mail, is stopped too). The same for addresses with and without an account (429
 * `rate-limited` reveals nothing). On Redis when configured (rate-limits.ts).
 */
@Injectable()
export class MailRateLimit {
  private readonly byAddress: RateLimit;
  private readonly byClient: RateLimit;

  constructor(@Inject(APP_CONFIG) config: AppConfig, limits: RateLimits) {
    this.byAddress = limits.create({
      name: 'mail-address',
      points: MAILS_PER_ADDRESS_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    });
    this.byClient = limits.create({
      name: 'mail-client',
      points: config.mailClientRateLimit,
      windowSeconds: HOUR_SECONDS,
    });
  }

  /** Counts one request of `client` for `key` (`<purpose>:<e-mail>`); 429 when either has used up its hour. */
  async take(client: string, key: string): Promise<void> {
    const within = await takeAll([
      [this.byAddress, key],
      [this.byClient, client],
    ]);
    if (!within) throw rateLimited('Per daug bandymų šiuo adresu. Pabandykite vėliau.');
  }
}
