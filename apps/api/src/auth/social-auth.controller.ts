import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SOCIAL_CALLBACK_ROUTE } from '@portal/contracts';
import type { Request, Response } from 'express';
import { ApiError, FieldValidationError } from '../common/api-error';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SwitchesService } from '../switches/switches.service';
import { SocialAuthService } from './social-auth.service';

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
  google(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.start('google', req, res);
  }

  @Get('facebook')
  facebook(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.start('facebook', req, res);
  }

  @Get('google/callback')
  googleCallback(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.callback('google', req, res);
  }

  @Get('facebook/callback')
  facebookCallback(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.callback('facebook', req, res);
  }

  private async start(provider: string, req: Request, res: Response): Promise<void> {
    if (!this.social.isConfigured(provider)) throw notConfigured();
    const family = typeof req.query.family === 'string' && req.query.family ? req.query.family : 'ket';
    if (!(await this.switches.enabledFamilies()).includes(family as never)) {
      throw FieldValidationError.of('family', 'range', 'Tokia testų rūšis nesiūloma');
    }
    this.social.start(provider, family, req, res);
  }

  private async callback(provider: string, req: Request, res: Response): Promise<void> {
    if (!this.social.isConfigured(provider)) throw notConfigured();
    const base = `${this.config.publicUrl}${SOCIAL_CALLBACK_ROUTE}`;
    // Without a code (or an error from the provider) passport would start a new flow: refuse instead.
    if (typeof req.query.code !== 'string' && typeof req.query.error !== 'string')
      return res.redirect(302, `${base}#error=missing-code`);
    const outcome = await this.social.finish(provider, req, res);
    const family = encodeURIComponent(outcome.family ?? '');
    if (!outcome.ok) return res.redirect(302, `${base}#error=${outcome.error}&family=${family}`);
    const signedIn = await this.social.signIn(outcome.profile);
    if ('error' in signedIn) return res.redirect(302, `${base}#error=${signedIn.error}&family=${family}`);
    res.redirect(302, `${base}#accessToken=${encodeURIComponent(signedIn.accessToken)}&family=${family}`);
  }
}

function notConfigured(): ApiError {
  return new ApiError(404, 'provider-not-configured', 'Šis prisijungimo būdas nenaudojamas');
}
