import * as z from 'zod';
import { LANGUAGES } from '../families';
import { fieldRule, schemaOnce } from './field-errors';
import { emailText, isWellFormedText, optional, requiredText } from './rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGE_LT, PASSWORD_MIN_LENGTH } from './staff-account';

/**
 * Sign-up with e-mail and "forgot password" (`/api/auth/signup`, `/confirm`, `/forgot`, `/reset`). The address
 * becomes the account's username, so it is bounded by the username column (100) and compared in lower case.
 */
export const SIGNUP_EMAIL_MAX_LENGTH = 100;
/** The link tokens: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** Latin letters, digits and the address's punctuation only (RFC 5322's printable ASCII). */
const ASCII_ADDRESS = /^[\x21-\x7e]+$/;
export const ADDRESS_LATIN_MESSAGE_LT = 'El. pašto adresą rašykite lotyniškomis raidėmis';

/**
 * An address that becomes a username: compatibility-normalised first (NFKC: full-width `ｏｎａ＠…` is `ona@…`),
 * then ASCII only, so no account can look like another (Cyrillic `о` for Latin `o`), and lower case.
 */
const signupEmail = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && isWellFormedText(value) ? value.normalize('NFKC') : value),
    emailText()
      .refine((s) => s.length <= SIGNUP_EMAIL_MAX_LENGTH, fieldRule('range'))
      .refine((s) => ASCII_ADDRESS.test(s), fieldRule('email', ADDRESS_LATIN_MESSAGE_LT))
      .transform((s) => s.toLowerCase()),
  );
// Never trimmed: a password is what was typed (the same rule as staff-created accounts).
const newPassword = () => z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE_LT).max(PASSWORD_MAX_LENGTH);
const language = () => optional(z.enum(LANGUAGES));
const token = () => z.string().regex(TOKEN_PATTERN, 'Netinkama nuoroda');

export const signupSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    email: signupEmail(),
    password: newPassword(),
    name: requiredText(200),
    language: language(),
  }),
);
export const forgotPasswordSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({ email: signupEmail(), language: language() }),
);
export const confirmEmailSchema = /* @__PURE__ */ schemaOnce(() => z.strictObject({ token: token() }));
export const resetPasswordSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({ token: token(), password: newPassword() }),
);

export type SignupRequest = z.input<ReturnType<typeof signupSchema>>;
export type ForgotPasswordRequest = z.input<ReturnType<typeof forgotPasswordSchema>>;
export type ConfirmEmailRequest = z.input<ReturnType<typeof confirmEmailSchema>>;
export type ResetPasswordRequest = z.input<ReturnType<typeof resetPasswordSchema>>;

/** The answer of sign-up and forgot-password: the same whether the address has an account or not. */
export interface EmailSentResponse {
  sent: true;
}

/** The answer of confirm and reset: the username to sign in with (the address, for accounts made by sign-up). */
export interface EmailLinkDoneResponse {
  username: string;
}
