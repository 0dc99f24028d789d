import {
  BIRTH_DATE_PATTERN,
  BRANCHES,
  NAME_PATTERN,
  type Branch,
  type FieldErrorCode,
  type RegistrationForm,
  type RegistrationRecord,
} from '@portal/contracts';

/**
 * Registration rules (core spec section 5, second spec section 5): vardas, pavarde, gdata, telefonas,
 * email and filialas are required; agree must be ticked; names allow letters (Lithuanian too), hyphen
 * and space; gdata is YYYY-MM-DD (mask 0000-M0-d0); the e-mail must be valid. The form and its unit
 * tests use these functions, so the two cannot drift apart.
 */
export const REGISTRATION_FIELDS = [
  'vardas',
  'pavarde',
  'gdata',
  'telefonas',
  'email',
  'filialas',
  'agree',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** What the form holds while it is being filled (everything may still be empty). */
export interface RegistrationValues {
  vardas?: string;
  pavarde?: string;
  gdata?: string;
  telefonas?: string;
  email?: string;
  filialas?: number | null;
  agree?: boolean;
}

export type RegistrationIssues = Partial<Record<RegistrationField, FieldErrorCode>>;

/**
 * Not shown in the spec: a practical address check close to the API's (class-validator isEmail): dot-separated
 * local part without quotes or brackets, domain labels of letters, digits and inner hyphens, a top-level domain
 * of two or more letters.
 */
const LOCAL_ATOM = '[^\\s@."(),:;<>[\\]\\\\]+';
const LABEL = '[\\p{L}\\d](?:[\\p{L}\\d-]*[\\p{L}\\d])?';
export const EMAIL_PATTERN = new RegExp(
  `^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,}$`,
  'u',
);
/** Not shown in the spec: an optional +, then 6 to 15 digits; spaces, hyphens and brackets are allowed between. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const EARLIEST_BIRTH_YEAR = 1900;

/** Branches offered: all of BRANCHES, or only the given ids in the given order (kodas: 15 and 10). */
export function branchOptions(ids?: readonly number[] | null): Branch[] {
  if (!ids || ids.length === 0) return BRANCHES;
  return ids.map((id) => BRANCHES.find((b) => b.id === id)).filter((b): b is Branch => Boolean(b));
}

/** Applies the 0000-M0-d0 mask as the user types: digits only, month tens 0–1, day tens 0–3. */
export function maskBirthDate(input: string | null | undefined): string {
  const digits: string[] = [];
  for (const ch of String(input ?? '')) {
    if (digits.length >= 8) break;
    if (ch < '0' || ch > '9') continue;
    const pos = digits.length;
    if (pos === 4 && ch > '1') continue;
    if (pos === 6 && ch > '3') continue;
    digits.push(ch);
  }
  let out = digits.slice(0, 4).join('');
  if (digits.length > 4) out += '-' + digits.slice(4, 6).join('');
  if (digits.length > 6) out += '-' + digits.slice(6, 8).join('');
  return out;
}

/** YYYY-MM-DD, a real calendar date, not before 1900 and before today (the API refuses today and later). */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  if (!BIRTH_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  if (y < EARLIEST_BIRTH_YEAR) return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() < todayUtc;
}

function phoneDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The first rule a field breaks, or null. */
export function validateField(
  field: RegistrationField,
  value: unknown,
  allowedBranchIds?: readonly number[] | null,
  today?: Date,
): FieldErrorCode | null {
  if (field === 'agree') return value === true ? null : 'consent';
  if (blank(value)) return 'required';
  const text = typeof value === 'string' ? value.trim() : value;
  switch (field) {
    case 'vardas':
    case 'pavarde':
      if (typeof text !== 'string') return 'type';
      if (text.length > NAME_MAX_LENGTH) return 'range';
      return NAME_PATTERN.test(text) && /\p{L}/u.test(text) ? null : 'pattern';
    case 'gdata':
      return typeof text === 'string' && isValidBirthDate(text, today) ? null : 'date';
    case 'telefonas': {
      if (typeof text !== 'string' || !PHONE_PATTERN.test(text) || text.indexOf('+') > 0) return 'format';
      const n = phoneDigits(text);
      return n >= 6 && n <= 15 ? null : 'format';
    }
    case 'email':
      return typeof text === 'string' && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text)
        ? null
        : 'email';
    case 'filialas': {
      const id = Number(value);
      if (!Number.isInteger(id)) return 'type';
      return branchOptions(allowedBranchIds).some((b) => b.id === id) ? null : 'range';
    }
  }
  return null;
}

export function validateRegistration(
  values: RegistrationValues,
  allowedBranchIds?: readonly number[] | null,
  today?: Date,
): RegistrationIssues {
  const issues: RegistrationIssues = {};
  for (const field of REGISTRATION_FIELDS) {
    const code = validateField(field, values[field], allowedBranchIds, today);
    if (code) issues[field] = code;
  }
  return issues;
}

export function isRegistrationValid(
  values: RegistrationValues,
  allowedBranchIds?: readonly number[] | null,
  today?: Date,
): boolean {
  return Object.keys(validateRegistration(values, allowedBranchIds, today)).length === 0;
}

/** The body sent to `register` (trimmed). Call only when valid. */
export function toRegistrationForm(values: RegistrationValues): RegistrationForm {
  const s = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
  return {
    vardas: s(values.vardas),
    pavarde: s(values.pavarde),
    gdata: s(values.gdata),
    telefonas: s(values.telefonas),
    email: s(values.email),
    filialas: Number(values.filialas),
    agree: values.agree === true,
  };
}

/** Rejected with -1 / -4: the form prefilled with the stored details (consent must be given again). */
export function prefillFromRecord(
  user: RegistrationRecord | null | undefined,
  allowedBranchIds?: readonly number[] | null,
): RegistrationValues {
  if (!user) return {};
  const branchOk = branchOptions(allowedBranchIds).some((b) => b.id === Number(user.filialas));
  return {
    vardas: user.vardas ?? '',
    pavarde: user.pavarde ?? '',
    gdata: user.gdata ?? '',
    telefonas: user.telefonas ?? '',
    email: user.email ?? '',
    filialas: branchOk ? Number(user.filialas) : null,
    agree: false,
  };
}

/** Translation key for a field's problem (the e-mail one is 'Blogas el. pašto formatas'). */
export function issueMessageKey(field: RegistrationField, code: FieldErrorCode): string {
  if (code === 'required')
    return field === 'filialas' ? 'form.errors.branchRequired' : 'form.errors.required';
  if (code === 'consent') return 'form.errors.consent';
  if (field === 'email') return 'form.errors.email';
  if (field === 'gdata') return 'form.errors.date';
  if (field === 'telefonas') return 'form.errors.phone';
  if (field === 'filialas') return 'form.errors.branch';
  if (code === 'range') return 'form.errors.tooLong';
  return 'form.errors.name';
}
