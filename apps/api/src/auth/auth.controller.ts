import { Body, Controller, Get, HttpCode, Inject, Ip, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthProvidersResponse, AuthUser, LoginResponse } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../common/api-error';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LoginDto } from './auth.dto';
import { AuthService } from './auth.service';
import { LOGIN_WINDOW_MS, LoginLimiter } from './login-limiter';
import { AuthProvidersResponseDto, LoginResponseDto } from '../common/response-schemas';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly limiter: LoginLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Local sign-in; failed attempts are limited per address and per username (see LoginLimiter; 429 beyond). */
  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  async login(
    @Body() body: LoginDto,
    @Ip() address: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponse> {
    try {
      // Taken before the password is checked (see LoginLimiter), given back when it is right.
      await this.limiter.take(address, body.username);
    } catch (error) {
      void res.header('Retry-After', String(LOGIN_WINDOW_MS / 1000));
      throw error;
    }
    try {
      const answer = await this.auth.login(body.username, body.password);
      await this.limiter.notFailed(address, body.username);
      return answer;
    } catch (error) {
      // Only a wrong username or password counts (a disabled account, a database away do not).
      if (!(error instanceof ApiError && error.getStatus() === 401))
        await this.limiter.notFailed(address, body.username);
      throw error;
    } finally {
      this.limiter.settled(address);
    }
  }

  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: RequestUser): Promise<AuthUser> {
    return this.auth.me(user.id, this.config.examLanguages);
  }

  @Public()
  @Get('providers')
  @ApiOkResponse({ type: AuthProvidersResponseDto })
  providers(): AuthProvidersResponse {
    return {
      local: true,
      google: !!this.config.google,
      facebook: !!this.config.facebook,
      email: !!this.config.mail,
    };
  }
}
