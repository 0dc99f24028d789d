import {
  REGISTRATION_FIELDS,
  isRealDate,
  registrationFieldSchemas,
  registrationFormSchema,
  validateFields,
  EARLIEST_BIRTH_DATE,
  type FieldErrorCode,
  type RegistrationField,
  type RegistrationForm,
} from '@portal/contracts';

/**
 * The registration form's logic (core spec section 5, second spec section 5). The rules are the shared schema
 * (registrationFormSchema in @portal/contracts), the same one the API checks the body with, so the form and the
 * server cannot drift apart; here they are only applied to what the form holds and mapped to messages.
 */
export { REGISTRATION_FIELDS, type RegistrationField };
export { branchOptions, prefillFromRecord } from './registration-prefill';

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

/** Today as YYYY-MM-DD where the user is (the birth date must be before it). */
function localDay(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/**
 * Applies the 0000-M0-d0 mask as the user types (or pastes): digits only, month tens 0–1, day tens 0–3. A month
 * or day digit that cannot be a tens digit (5 in 1990-5) is that field's single digit (05), and a separator after
 * one digit closes the field (1990-1-6): so 1990-5-6 becomes 1990-05-06 instead of losing its month and day.
 */
export function maskBirthDate(input: string | null | undefined): string {
  const fields = ['', '', ''];
  const width = [4, 2, 2];
  const maxTens = [null, '1', '3'];
  let at = 0;
  for (const ch of String(input ?? '')) {
    if (at > 2) break;
    const isDigit = ch >= '0' && ch <= '9';
    if (!isDigit) {
      // a separator closes a started month or day; the year needs its four digits
      if (at > 0 && fields[at].length === 1) {
        fields[at] = `0${fields[at]}`;
        at++;
      }
      continue;
    }
    const tens = maxTens[at];
    fields[at] += fields[at] === '' && tens !== null && ch > tens ? `0${ch}` : ch;
    if (fields[at].length === width[at]) at++;
  }
  return [fields[0], fields[1], fields[2]].filter((f, i) => i === 0 || f !== '').join('-');
}

/**
 * The message key of a birth date the rules refuse: a future (or today's) date and one before 1900 are told so, not
 * called a format error.
 */
export function birthDateIssueKey(value: unknown, today: Date = new Date()): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!isRealDate(text)) return 'form.errors.date';
  if (text >= localDay(today)) return 'form.errors.dateFuture';
  return text < EARLIEST_BIRTH_DATE ? 'form.errors.dateEarly' : 'form.errors.date';
}

/** YYYY-MM-DD, a real calendar date, not before 1900 and before today (the API refuses today and later). */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  return isRealDate(value) && value >= EARLIEST_BIRTH_DATE && value < localDay(today);
}

/** The first rule a field breaks, or null (the schema's own rule for that field). */
export function validateField(
  field: RegistrationField,
  value: unknown,
  allowedBranchIds?: readonly number[] | null,
  today?: Date,
): FieldErrorCode | null {
  const schema = registrationFieldSchemas({ branchIds: allowedBranchIds, today: localDay(today) })[field];
  const result = validateFields(schema, value);
  return result.ok ? null : result.fields[0].code;
}

export function validateRegistration(
  values: RegistrationValues,
  allowedBranchIds?: readonly number[] | null,
  today?: Date,
): RegistrationIssues {
  const schema = registrationFormSchema({ branchIds: allowedBranchIds, today: localDay(today) });
  const known = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, values[f] ?? undefined]));
  const result = validateFields(schema, known);
  const issues: RegistrationIssues = {};
  if (!result.ok) for (const e of result.fields) issues[e.field as RegistrationField] = e.code;
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

/**
 * Translation key for a field's problem (the e-mail one is 'Blogas el. pašto formatas'). With the value, a
 * birth date in the future is told so rather than called a format error.
 */
export function issueMessageKey(
  field: RegistrationField,
  code: FieldErrorCode,
  value?: unknown,
  today?: Date,
): string {
  if (code === 'required')
    return field === 'filialas' ? 'form.errors.branchRequired' : 'form.errors.required';
  if (code === 'consent') return 'form.errors.consent';
  if (field === 'email') return 'form.errors.email';
  if (field === 'gdata') return birthDateIssueKey(value, today);
  if (field === 'telefonas') return 'form.errors.phone';
  if (field === 'filialas') return 'form.errors.branch';
  if (code === 'range') return 'form.errors.tooLong';
  return 'form.errors.name';
}
