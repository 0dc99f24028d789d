import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EmailLinkDoneResponse, EmailSentResponse } from '@portal/contracts';
import { Public } from '../common/public.decorator';
import { ConfirmEmailDto, ForgotPasswordDto, ResetPasswordDto, SignupDto } from './email-account.dto';
import { EmailAccountService } from './email-account.service';

/**
 * Sign-up with e-mail and "forgot password". Only with SMTP configured (`email` in GET /api/auth/providers);
 * otherwise every route answers 404 `email-not-configured`.
 */
@ApiTags('auth')
@Controller('auth')
export class EmailAccountController {
  constructor(private readonly service: EmailAccountService) {}

  @Public()
  @Post('signup')
  @HttpCode(202)
  signup(@Body() body: SignupDto, @Ip() client: string): Promise<EmailSentResponse> {
    return this.service.signup(body, client);
  }

  @Public()
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: ConfirmEmailDto): Promise<EmailLinkDoneResponse> {
    return this.service.confirm(body.token);
  }

  @Public()
  @Post('forgot')
  @HttpCode(202)
  forgot(@Body() body: ForgotPasswordDto, @Ip() client: string): Promise<EmailSentResponse> {
    return this.service.forgot(body, client);
  }

  @Public()
  @Post('reset')
  @HttpCode(200)
  reset(@Body() body: ResetPasswordDto): Promise<EmailLinkDoneResponse> {
    return this.service.reset(body);
  }
}
