import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthProvidersResponse, AuthUser, LoginResponse } from '@portal/contracts';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LoginDto } from './auth.dto';
import { AuthService } from './auth.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Local sign-in; rate-limited per IP (LOGIN_RATE_LIMIT a minute, 429 beyond). */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto): Promise<LoginResponse> {
    return this.auth.login(body.username, body.password);
  }

  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: RequestUser): Promise<AuthUser> {
    return this.auth.me(user.id);
  }

  @Public()
  @Get('providers')
  providers(): AuthProvidersResponse {
    return { local: true, google: !!this.config.google, facebook: !!this.config.facebook };
  }
}
