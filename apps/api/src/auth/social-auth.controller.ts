import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SOCIAL_CALLBACK_ROUTE } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, FieldValidationError } from '../common/api-error';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SwitchesService } from '../switches/switches.service';
import { type PassportRequest, SocialAuthService } from './social-auth.service';

/**
 * `GET /api/auth/{google|facebook}?family=ket` → provider; `GET /api/auth/{provider}/callback` → the shell's
 * `/auth/callback#accessToken=...&family=...` (or `#error=...`). An unconfigured provider answers 404.
 */
@ApiTags('auth')
@Public()
@Controller('auth')
export class SocialAuthController {
  constructor(
    private readonly social: SocialAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly switches: SwitchesService,
  ) {}

  @Get('google')
  google(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<unknown> {
    return this.start('google', req, res);
  }

  @Get('facebook')
  facebook(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<unknown> {
    return this.start('facebook', req, res);
  }

  @Get('google/callback')
  googleCallback(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<unknown> {
    return this.callback('google', req, res);
  }

  @Get('facebook/callback')
  facebookCallback(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<unknown> {
    return this.callback('facebook', req, res);
  }

  private async start(provider: string, req: FastifyRequest, res: FastifyReply): Promise<unknown> {
    if (!this.social.isConfigured(provider)) throw notConfigured();
    const asked = (req.query as Record<string, unknown>).family;
    const family = typeof asked === 'string' && asked ? asked : 'ket';
    if (!(await this.switches.enabledFamilies()).includes(family as never)) {
      throw FieldValidationError.of('family', 'range', 'Tokia testų rūšis nesiūloma');
    }
    // Passport writes its redirect on Node's own response, so Fastify's onSend (where reply.setCookie would be
    // written) does not run: the cookie is serialised by @fastify/cookie and set on that response first.
    res.hijack();
    const cookie = this.social.nonceCookie(provider);
    const nonce = randomBytes(16).toString('base64url');
    res.raw.setHeader(
      'Set-Cookie',
      req.server.serializeCookie(cookie.name, nonce, { ...cookie.options, maxAge: 600 }),
    );
    this.social.start(provider, family, nonce, passportRequest(req), res.raw);
    return undefined;
  }

  private async callback(provider: string, req: FastifyRequest, res: FastifyReply): Promise<unknown> {
    if (!this.social.isConfigured(provider)) throw notConfigured();
    const base = `${this.config.publicUrl}${SOCIAL_CALLBACK_ROUTE}`;
    // Without a code (or an error from the provider) passport would start a new flow: refuse instead.
    const query = req.query as Record<string, unknown>;
    if (typeof query.code !== 'string' && typeof query.error !== 'string')
      return res.redirect(`${base}#error=missing-code`, 302);
    const cookie = this.social.nonceCookie(provider);
    void res.clearCookie(cookie.name, cookie.options);
    const outcome = await this.social.finish(provider, passportRequest(req), res.raw);
    const family = encodeURIComponent(outcome.family ?? '');
    if (!outcome.ok) return res.redirect(`${base}#error=${outcome.error}&family=${family}`, 302);
    const signedIn = await this.social.signIn(outcome.profile);
    if ('error' in signedIn) return res.redirect(`${base}#error=${signedIn.error}&family=${family}`, 302);
    return res.redirect(
      `${base}#accessToken=${encodeURIComponent(signedIn.accessToken)}&family=${family}`,
      302,
    );
  }
}

function passportRequest(req: FastifyRequest): PassportRequest {
  return Object.assign(req.raw, { query: req.query, cookies: req.cookies });
}

function notConfigured(): ApiError {
  return new ApiError(404, 'provider-not-configured', 'Šis prisijungimo būdas nenaudojamas');
}
