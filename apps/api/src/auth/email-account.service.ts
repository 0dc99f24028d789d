import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_LANGUAGE,
  EMAIL_ACCOUNT_ROUTES,
  type EmailSentResponse,
  type EmailLinkDoneResponse,
  type Language,
} from '@portal/contracts';
import { IsNull, Repository } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { NO_TX } from '../database/no-tx';
import { accountExistsMail, confirmSignupMail, lifetimeText, resetPasswordMail } from '../mail/account-mails';
import { MailService } from '../mail/mail.service';
import { MailRateLimit } from './mail-rate-limit';
import { hashLinkToken, linkTo, newLinkToken } from './email-links';
import { EmailTokenEntity, type EmailTokenKind } from './email-token.entity';

const SENT: EmailSentResponse = { sent: true };

/**
 * Sign-up with e-mail and password (confirmed by a link) and "forgot password" (a reset link). Both answer the
 * same whether the address has an account or not; what differs is only the e-mail that address receives.
 */
@Injectable()
export class EmailAccountService {
  constructor(
    @InjectRepository(EmailTokenEntity) private readonly tokens: Repository<EmailTokenEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly limit: MailRateLimit,
  ) {}

  get available(): boolean {
    return this.mail.available;
  }

  /** `client`: the caller's network address, for the per-client limit. */
  async signup(
    input: {
      email: string;
      password: string;
      name: string;
      language?: Language;
    },
    client: string,
  ): Promise<EmailSentResponse> {
    this.requireMail();
    const email = input.email;
    await this.limit.take(client, `signup:${email}`);
    // Everything that depends on the address (the hash, the lookup, the token, the e-mail) runs after the answer,
    // so the answer takes as long whether the address has an account or not.
    this.mail.later('sign-up', () => this.signupLater({ ...input, email }));
    return SENT;
  }

  private async signupLater(input: {
    email: string;
    password: string;
    name: string;
    language?: Language;
  }): Promise<void> {
    const language = input.language ?? DEFAULT_LANGUAGE;
    const passwordHash = await this.accounts.hashPassword(input.password);
    const owner = await this.accounts.addressOwner(input.email);
    if (owner) {
      const mail = accountExistsMail(language, {
        loginUrl: linkTo(this.config.publicUrl, '/'),
        forgotUrl: linkTo(this.config.publicUrl, EMAIL_ACCOUNT_ROUTES.forgot),
      });
      this.mail.sendLater({ to: owner, ...mail });
      return;
    }
    const token = await this.issue('signup', input.email, language, this.config.signupLinkSeconds, {
      name: input.name,
      passwordHash,
    });
    const mail = confirmSignupMail(language, {
      name: input.name,
      link: linkTo(this.config.publicUrl, EMAIL_ACCOUNT_ROUTES.confirm, token),
      lifetime: lifetimeText(this.config.signupLinkSeconds, language),
    });
    this.mail.sendLater({ to: input.email, ...mail });
  }

  /** Creates the account of a sign-up link (used once); it can sign in at once with the address as username. */
  async confirm(token: string): Promise<EmailLinkDoneResponse> {
    this.requireMail();
    const link = await this.consume('signup', token);
    if (await this.accounts.addressOwner(link.email)) throw emailTaken();
    try {
      await this.accounts.createLocal({
        username: link.email,
        passwordHash: link.passwordHash!,
        name: link.name!,
        email: link.email,
      });
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === 409) throw emailTaken();
      throw error;
    }
    return { username: link.email };
  }

  async forgot(input: { email: string; language?: Language }, client: string): Promise<EmailSentResponse> {
    this.requireMail();
    const email = input.email;
    await this.limit.take(client, `reset:${email}`);
    // The lookup, the tokens and the e-mails run after the answer: an unknown address answers no faster.
    this.mail.later('password reset', () => this.forgotLater(email, input.language ?? DEFAULT_LANGUAGE));
    return SENT;
  }

  private async forgotLater(email: string, language: Language): Promise<void> {
    for (const account of await this.accounts.findResettable(email)) {
      const to = account.email ?? email;
      const token = await this.issue('reset', to, language, this.config.resetLinkSeconds, {
        accountId: account.id,
      });
      const mail = resetPasswordMail(language, {
        username: account.username ?? to,
        link: linkTo(this.config.publicUrl, EMAIL_ACCOUNT_ROUTES.reset, token),
        lifetime: lifetimeText(this.config.resetLinkSeconds, language),
      });
      this.mail.sendLater({ to, ...mail });
    }
  }

  /**
   * A reset link for one account, sent at staff's request to the account's own address (the same link and e-mail
   * as "forgot password"). The caller checked that the account is local, enabled and has an address.
   */
  async sendResetLink(account: { id: number; username: string | null; email: string }, language: Language) {
    this.requireMail();
    const token = await this.issue('reset', account.email, language, this.config.resetLinkSeconds, {
      accountId: account.id,
    });
    const mail = resetPasswordMail(language, {
      username: account.username ?? account.email,
      link: linkTo(this.config.publicUrl, EMAIL_ACCOUNT_ROUTES.reset, token),
      lifetime: lifetimeText(this.config.resetLinkSeconds, language),
    });
    this.mail.sendLater({ to: account.email, ...mail });
  }

  /** Ends every open reset link of an account (its password was just set another way). */
  async endResetLinks(accountId: number): Promise<void> {
    await this.tokens.update({ kind: 'reset', accountId, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }

  /** Sets the new password of a reset link (used once); the account's other reset links stop working. */
  async reset(input: { token: string; password: string }): Promise<EmailLinkDoneResponse> {
    this.requireMail();
    const link = await this.consume('reset', input.token);
    const account = link.accountId ? await this.accounts.findById(link.accountId) : null;
    if (!account || account.disabled) throw invalidLink();
    await this.accounts.setPasswordHash(account.id, await this.accounts.hashPassword(input.password));
    await this.tokens.update(
      { kind: 'reset', accountId: account.id, usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
    return { username: account.username ?? link.email };
  }

  private requireMail(): void {
    if (!this.mail.available)
      throw new ApiError(
        404,
        'email-not-configured',
        'Registracija ir slaptažodžio atkūrimas el. paštu neįjungti: paskyras kuria vairavimo mokykla',
      );
  }

  private async issue(
    kind: EmailTokenKind,
    email: string,
    language: Language,
    lifetimeSeconds: number,
    extra: Partial<Pick<EmailTokenEntity, 'accountId' | 'name' | 'passwordHash'>>,
  ): Promise<string> {
    const { token, hash } = newLinkToken();
    const now = this.clock.now();
    await this.tokens.save(
      this.tokens.create({
        kind,
        tokenHash: hash,
        email,
        accountId: extra.accountId ?? null,
        name: extra.name ?? null,
        passwordHash: extra.passwordHash ?? null,
        language,
        expiresAt: now + lifetimeSeconds * 1000,
        usedAt: null,
        createdAt: now,
      }),
      NO_TX,
    );
    return token;
  }

  /**
   * The link of a token, marked used; 410 `invalid-link` when unknown, expired or used (also by a racing call).
   * (Not 400: a 400 names the fields of a malformed request; this one is well formed but no longer valid.)
   */
  private async consume(kind: EmailTokenKind, token: string): Promise<EmailTokenEntity> {
    const now = this.clock.now();
    const link = await this.tokens.findOneBy({ kind, tokenHash: hashLinkToken(token) });
    if (!link || link.usedAt !== null || link.expiresAt <= now) throw invalidLink();
    const taken = await this.tokens.update({ id: link.id, usedAt: IsNull() }, { usedAt: now });
    if (taken.affected !== 1) throw invalidLink();
    return link;
  }
}

function invalidLink(): ApiError {
  return new ApiError(410, 'invalid-link', 'Nuoroda negalioja: ji pasenusi arba jau panaudota');
}

function emailTaken(): ApiError {
  return new ApiError(409, 'email-taken', 'Paskyra šiuo el. pašto adresu jau yra');
}
