import * as z from 'zod';
import { fieldRule, schemaOnce } from './field-errors';
import { EMAIL_FORMAT_MESSAGE_LT, emailText, optional, requiredText } from './rules';

/** `POST /api/staff/accounts`: the staff console's new-account form. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,100}$/;
export const USERNAME_MESSAGE_LT = 'Vardas: 3–100 raidžių, skaitmenų arba . _ @ -';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_MESSAGE_LT = `Slaptažodis turi būti bent ${PASSWORD_MIN_LENGTH} simbolių`;

export const createAccountSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    username: z.string().regex(USERNAME_PATTERN, USERNAME_MESSAGE_LT),
    // Never trimmed: a password is what was typed.
    password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE_LT).max(PASSWORD_MAX_LENGTH),
    name: requiredText(200),
    // Optional, but a blank address is a bad address, not a missing one.
    email: optional(
      z
        .string()
        .refine((s) => s.trim() !== '', fieldRule('email', EMAIL_FORMAT_MESSAGE_LT))
        .pipe(emailText()),
    ),
  }),
);
