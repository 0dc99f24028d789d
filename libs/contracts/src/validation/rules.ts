import * as z from 'zod';
import { fieldGate, fieldRule } from './field-errors';

/** Building blocks the shapes share. */

/** YYYY-MM-DD (the form's 0000-M0-d0 mask, the activation dates). */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const DATE_FORMAT_MESSAGE_LT = 'Data turi būti formatu YYYY-MM-DD';
export const EMAIL_FORMAT_MESSAGE_LT = 'Blogas el. pašto formatas';
export const EMAIL_MAX_LENGTH = 254;

/**
 * Not shown in the spec: a practical address check: dot-separated local part without quotes or brackets, domain
 * labels of letters, digits and inner hyphens, a top-level domain of two or more letters.
 */
const LOCAL_ATOM = '[^\\s@."(),:;<>[\\]\\\\]+';
const LABEL = '[\\p{L}\\d](?:[\\p{L}\\d-]*[\\p{L}\\d])?';
export const EMAIL_PATTERN = /* @__PURE__ */ new RegExp(
  `^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,}$`,
  'u',
);

/** Is `date` (YYYY-MM-DD) a real calendar date? */
export function isRealDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}

/** In a `u` regex a paired surrogate is one code point, so this matches only a lone one. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Is `text` well-formed UTF-16, i.e. without a lone surrogate (String.prototype.isWellFormed, which the ES2023 lib
 * does not type)? A lone surrogate cannot be stored as UTF-8: the API refuses it anywhere in its input.
 */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Text that must be filled in: trimmed, and blanks alone are 'required'. */
export const requiredText = (max: number, requiredMessage?: string) =>
  z
    .string()
    .trim()
    .refine((s) => s !== '', fieldGate('required', requiredMessage))
    .max(max);

/** A real YYYY-MM-DD date: a malformed one says which format; an impossible one (02-30) is 'date'. */
export const dateText = () =>
  z
    .string()
    .refine((s) => s.trim() !== '', fieldGate('required'))
    .refine((s) => DATE_PATTERN.test(s), fieldGate('date', DATE_FORMAT_MESSAGE_LT))
    .refine(isRealDate, fieldGate('date'));

/** An e-mail address: every failure (too long too) reads 'Blogas el. pašto formatas'. */
export const emailText = () =>
  z
    .string()
    .trim()
    .refine((s) => s !== '', fieldGate('required'))
    .refine(
      (s) => s.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(s) && isWellFormedText(s),
      fieldRule('email', EMAIL_FORMAT_MESSAGE_LT),
    );

/** An optional field: absent or null is accepted and comes out as undefined (as the API's optional fields always were). */
export const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? undefined);
