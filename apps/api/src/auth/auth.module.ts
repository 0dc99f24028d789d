import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginLimiter } from './login-limiter';
import { SocialAuthController } from './social-auth.controller';
import { SocialAuthService } from './social-auth.service';

@Module({
  controllers: [AuthController, SocialAuthController],
  providers: [AuthService, SocialAuthService, LoginLimiter],
})
export class AuthModule {}
