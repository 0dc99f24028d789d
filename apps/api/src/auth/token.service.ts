import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '@portal/contracts';
import { APP_CONFIG, durationSeconds, type AppConfig } from '../config/app-config';
import { Clock } from '../clock/clock.service';
import type { RequestUser } from '../common/current-user.decorator';
import { signHs256 } from './hs256';

/** About 4 MB of payloads at most: every learner signed in at a large school, with a test open. */
const VERIFIED_TOKENS_MAX = 10_000;

type Expiry = number | `${number}${'s' | 'm' | 'h' | 'd'}`;

/**
 * Signs and checks every token the API hands out. Each kind carries `typ`, so an access token cannot be
 * replayed as a test token or an OAuth state, and the other way round. Times come from the injectable clock.
 */
@Injectable()
export class TokenService {
  /**
   * HS256 with a key object built once: given the secret as a string, jsonwebtoken first tries (and fails) to
   * parse it as a PEM public or private key on every sign and verify, which cost about 0.8 ms a call and 40 % of
   * the API's CPU under save load. Only HS256 is accepted. Tokens are signed by hs256.ts, checked by the library.
   */
  private readonly key: KeyObject;
  private readonly jwt: JwtService;

  /**
   * Payloads of tokens whose signature was checked: a learner's access and test tokens come back on every call
   * (a save a minute each), and the signature check was the costliest step left. Keyed by the exact token text;
   * the expiry is checked on every use. Bounded: the oldest entry goes first.
   */
  private readonly verified = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    this.jwt = new JwtService({ secret: this.key, verifyOptions: { algorithms: ['HS256'] } });
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  private sign(claims: Record<string, unknown>, expiresIn: Expiry): string {
    const seconds = typeof expiresIn === 'number' ? expiresIn : toSeconds(expiresIn);
    const iat = this.nowSeconds();
    return signHs256({ ...claims, iat, exp: iat + seconds }, this.key);
  }

  private verify<T>(token: string, typ: string): T | null {
    const now = this.nowSeconds();
    let payload = this.verified.get(token);
    if (!payload) {
      try {
        payload = this.jwt.verify<Record<string, unknown>>(token, {
          clockTimestamp: now,
          ignoreExpiration: true,
        });
      } catch {
        return null;
      }
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, payload);
    }
    // Expired when the clock reaches `exp` (as jsonwebtoken decides); every token we sign has one.
    if (typeof payload.exp !== 'number' || now >= payload.exp) return null;
    return payload.typ === typ ? (payload as T) : null;
  }

  private readonly signInListeners: ((accountId: number) => Promise<void>)[] = [];

  /** Called on every sign-in (password or social), before the token is given: a pending erasure is cancelled. */
  onSignIn(listener: (accountId: number) => Promise<void>): void {
    this.signInListeners.push(listener);
  }

  async signedIn(accountId: number): Promise<void> {
    for (const listener of this.signInListeners) await listener(accountId);
  }

  /** `account.tokenVersion` goes in as `tv`: a password reset raises the account's, and the token is refused. */
  signAccess(account: { id: number; roles: Role[]; tokenVersion: number }): string {
    return this.sign(
      { typ: 'access', sub: account.id, roles: account.roles, tv: account.tokenVersion },
      this.config.jwtExpiresIn as Expiry,
    );
  }

  verifyAccess(token: string): RequestUser | null {
    const payload = this.verify<{ sub: number; roles: Role[]; tv?: unknown }>(token, 'access');
    if (!payload || typeof payload.sub !== 'number' || !Array.isArray(payload.roles)) return null;
    return { id: payload.sub, roles: payload.roles, tokenVersion: tokenVersionOf(payload.tv) };
  }

  /**
   * Claims of type `typ` signed with no issue time: the same claims give the same token, so a test resumed anywhere
   * gets its token back (attempts/test-token.ts). `exp` in epoch seconds.
   */
  signFixed(typ: string, claims: Record<string, unknown>, exp: number): string {
    return signHs256({ typ, ...claims, exp }, this.key);
  }

  /** The claims of a valid, unexpired token of type `typ` (signature checked once per token text), or null. */
  verifyTyped<T>(token: string, typ: string): T | null {
    return this.verify<T>(token, typ);
  }

  /** OAuth `state`: short-lived (10 minutes), carries the family and a nonce that must match the browser's cookie. */
  signOAuthState(provider: string, family: string, nonce: string): string {
    return this.sign({ typ: 'oauth-state', prv: provider, fam: family, non: nonce }, 600);
  }

  verifyOAuthState(token: string): { provider: string; family: string; nonce: string } | null {
    const payload = this.verify<{ prv: string; fam: string; non: string }>(token, 'oauth-state');
    return payload ? { provider: payload.prv, family: payload.fam, nonce: payload.non } : null;
  }
}

/** A token's `tv`: tokens signed before there was one count as version 0, every account's first. */
function tokenVersionOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/** The configuration validated the value at start. */
function toSeconds(value: string): number {
  return durationSeconds(value) ?? 3600;
}
