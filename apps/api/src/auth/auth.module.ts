import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';

import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailAccountController } from './email-account.controller';
import { EmailAccountService } from './email-account.service';
import { ExamLanguageController } from './exam-language.controller';
import { LoginLimiter } from './login-limiter';
import { MailRateLimit } from './mail-rate-limit';
import { SocialAuthController } from './social-auth.controller';
import { SocialAuthService } from './social-auth.service';
import { EmailTokenEntity } from './email-token.entity';
import { TokensModule } from './tokens.module';

export const AUTH_ENTITIES = [EmailTokenEntity];

@Module({
  imports: [TypeOrmModule.forFeature(AUTH_ENTITIES), AccountsModule, TokensModule, MailModule],
  controllers: [AuthController, SocialAuthController, EmailAccountController, ExamLanguageController],
  providers: [AuthService, SocialAuthService, EmailAccountService, MailRateLimit, LoginLimiter],
  // Staff send a reset link on a learner's behalf (staff/staff-accounts.service.ts).
  exports: [EmailAccountService],
})
export class AuthModule {}
