import {
  confirmEmailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signupSchema,
} from '@portal/contracts';
import { zodDto } from '../common/zod-schema';

export class SignupDto extends zodDto(signupSchema()) {}

export class ForgotPasswordDto extends zodDto(forgotPasswordSchema()) {}

export class ConfirmEmailDto extends zodDto(confirmEmailSchema()) {}

export class ResetPasswordDto extends zodDto(resetPasswordSchema()) {}
