import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SerializeOptions } from '@fastify/cookie';

/**
 * What passport's OAuth strategies read: Node's request with the parsed query, plus the cookies @fastify/cookie
 * parsed (Fastify's `req.raw` with both).
 */
export type PassportRequest = IncomingMessage & {
  query: unknown;
  cookies: Record<string, string | undefined>;
};
type Request = PassportRequest;
type Response = ServerResponse;
import passport from 'passport';
import {
  Strategy as FacebookStrategy,
  type Profile as FacebookProfile,
  type StrategyOptions as FacebookOptions,
} from 'passport-facebook';
import {
  Strategy as GoogleStrategy,
  type Profile as GoogleProfile,
  type StrategyOptions as GoogleOptions,
} from 'passport-google-oauth20';
import { AccountsService, type SocialProfile } from '../accounts/accounts.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TokenService } from './token.service';

export type SocialProvider = 'google' | 'facebook';

/** What the state store reads and writes on the request while passport runs. */
interface OAuthRequest extends Request {
  oauthFamily?: string;
  oauthNonce?: string;
}

export type SocialOutcome =
  { ok: true; profile: SocialProfile; family: string } | { ok: false; error: string; family: string | null };

let instances = 0;

/**
 * Google and Facebook sign-in with passport's OAuth 2.0 strategies (authorization-code flow, verified on the server:
 * the code is exchanged and the profile read from the provider; the browser's word is never taken).
 * Strategies are registered under a per-application name because passport's registry is process-wide.
 * No session: `state` is a signed, 10-minute token carrying the family and a nonce, and the nonce must match an
 * HttpOnly cookie set on the same browser when the flow started (login CSRF protection).
 */
@Injectable()
export class SocialAuthService implements OnModuleInit, OnModuleDestroy {
  private readonly names = new Map<SocialProvider, string>();
  private readonly instance = ++instances;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsService,
  ) {}

  onModuleInit(): void {
    const { google, facebook, publicUrl } = this.config;
    if (google) {
      const strategy = new GoogleStrategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          callbackURL: `${publicUrl}/api/auth/google/callback`,
          authorizationURL: google.authorizationUrl,
          tokenURL: google.tokenUrl,
          userProfileURL: google.profileUrl,
          scope: ['openid', 'profile', 'email'],
          store: this.stateStore('google'),
        } as GoogleOptions,
        (
          _access: string,
          _refresh: string,
          profile: GoogleProfile,
          done: (err: unknown, user?: SocialProfile) => void,
        ) => done(null, toSocialProfile('google', profile)),
      );
      this.register('google', strategy);
    }
    if (facebook) {
      const strategy = new FacebookStrategy(
        {
          clientID: facebook.clientId,
          clientSecret: facebook.clientSecret,
          callbackURL: `${publicUrl}/api/auth/facebook/callback`,
          authorizationURL: facebook.authorizationUrl,
          tokenURL: facebook.tokenUrl,
          profileURL: facebook.profileUrl,
          profileFields: ['id', 'displayName', 'emails', 'photos'],
          scope: ['email', 'public_profile'],
          store: this.stateStore('facebook'),
        } as FacebookOptions,
        (
          _access: string,
          _refresh: string,
          profile: FacebookProfile,
          done: (err: unknown, user?: SocialProfile) => void,
        ) => done(null, toSocialProfile('facebook', profile)),
      );
      this.register('facebook', strategy);
    }
  }

  onModuleDestroy(): void {
    for (const name of this.names.values()) passport.unuse(name);
  }

  isConfigured(provider: string): provider is SocialProvider {
    return this.names.has(provider as SocialProvider);
  }

  private register(provider: SocialProvider, strategy: passport.Strategy): void {
    const name = `${provider}-${this.instance}`;
    passport.use(name, strategy);
    this.names.set(provider, name);
  }

  /**
   * The nonce cookie of a flow: its name and the attributes it is set and cleared with (through @fastify/cookie,
   * which also parses it from the request, quoted or encoded as RFC 6265 allows).
   */
  nonceCookie(provider: SocialProvider): { name: string; options: SerializeOptions } {
    return {
      name: `portal_oauth_${provider}`,
      options: {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.publicUrl.startsWith('https:'),
      },
    };
  }

  /** Starts the flow: passport redirects to the provider with a state naming `nonce` (the flow's cookie). */
  start(provider: SocialProvider, family: string, nonce: string, req: Request, res: Response): void {
    const oauthReq = req as OAuthRequest;
    oauthReq.oauthFamily = family;
    oauthReq.oauthNonce = nonce;
    passport.authenticate(this.names.get(provider)!, { session: false })(req, res, () => undefined);
  }

  /** The provider came back: passport checks the state, exchanges the code and reads the profile. */
  finish(provider: SocialProvider, req: Request, res: Response): Promise<SocialOutcome> {
    return new Promise((resolve) => {
      const done = (err: unknown, user: SocialProfile | false, info?: { message?: string }) => {
        const family = (req as OAuthRequest).oauthFamily ?? null;
        if (err) return resolve({ ok: false, error: 'provider-error', family });
        if (!user)
          return resolve({
            ok: false,
            error: info?.message === 'invalid-state' ? 'invalid-state' : 'access-denied',
            family,
          });
        if (!user.providerId) return resolve({ ok: false, error: 'no-profile', family });
        resolve({ ok: true, profile: user, family: family ?? 'ket' });
      };
      passport.authenticate(this.names.get(provider)!, { session: false }, done)(req, res, (err?: unknown) =>
        done(err ?? new Error('unexpected'), false),
      );
    });
  }

  async signIn(profile: SocialProfile): Promise<{ accessToken: string } | { error: string }> {
    const account = await this.accounts.findOrCreateSocial(profile);
    if (account.disabled) return { error: 'account-disabled' };
    await this.tokens.signedIn(account.id);
    return { accessToken: this.tokens.signAccess(account) };
  }

  private stateStore(provider: SocialProvider) {
    const tokens = this.tokens;
    const cookieName = this.nonceCookie(provider).name;
    return {
      store(req: OAuthRequest, _meta: unknown, cb: (err: unknown, state?: string) => void) {
        cb(null, tokens.signOAuthState(provider, req.oauthFamily ?? 'ket', req.oauthNonce ?? ''));
      },
      verify(req: OAuthRequest, state: string, cb: (err: unknown, ok: boolean, info?: unknown) => void) {
        const claims = typeof state === 'string' ? tokens.verifyOAuthState(state) : null;
        const cookie = req.cookies[cookieName];
        if (!claims || claims.provider !== provider || !claims.nonce || claims.nonce !== cookie) {
          return cb(null, false, { message: 'invalid-state' });
        }
        req.oauthFamily = claims.family;
        cb(null, true, claims);
      },
    };
  }
}

function toSocialProfile(provider: SocialProvider, profile: GoogleProfile | FacebookProfile): SocialProfile {
  return {
    provider,
    providerId: String(profile.id ?? ''),
    name: (
      profile.displayName || [profile.name?.givenName, profile.name?.familyName].filter(Boolean).join(' ')
    ).slice(0, 200),
    email: profile.emails?.[0]?.value?.slice(0, 254) ?? null,
    photoUrl: profile.photos?.[0]?.value?.slice(0, 1000) ?? null,
  };
}
