import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  confirmEmailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signupSchema,
  type Language,
} from '@portal/contracts';
import { ZodSchema } from '../common/zod-schema';

@ZodSchema(signupSchema())
export class SignupDto {
  @ApiProperty({ example: 'ona@example.com', description: 'Becomes the username (in lower case)' })
  email!: string;

  @ApiProperty({ example: 'a-long-password', minLength: 8 })
  password!: string;

  @ApiProperty({ example: 'Ona Kazlauskienė' })
  name!: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the e-mail (default lt)' })
  language?: Language;
}

@ZodSchema(forgotPasswordSchema())
export class ForgotPasswordDto {
  @ApiProperty({ example: 'ona@example.com' })
  email!: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  language?: Language;
}

@ZodSchema(confirmEmailSchema())
export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token of the link in the e-mail' })
  token!: string;
}

@ZodSchema(resetPasswordSchema())
export class ResetPasswordDto {
  @ApiProperty()
  token!: string;

  @ApiProperty({ example: 'a-new-password', minLength: 8 })
  password!: string;
}
