// The staff console's rules, kept apart from the screens so that they can be tested without a DOM.
import {
  BRANCHES,
  isExamFamily,
  REJECTED_PREFILL_STATUSES,
  REJECTED_REQUEST_STATUSES,
  STATUS_ACTIVE,
  STATUS_PENDING,
  validateFields,
  type ActivateEnrollmentRequest,
  type ActivationStatus,
  type AuthUser,
  type ExamFamilyId,
  type FamilyManifestEntry,
  type FieldError,
} from '@portal/contracts';

/** The enrollment list's status filter (`GET /api/staff/enrollments?status=`). Pending first: staff's queue. */
export const STATUS_FILTERS = ['pending', 'active', 'rejected'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'pending';

/** Tests given by default on activation. */
export const DEFAULT_TESTS = 30;

/**
 * The rejection codes staff choose from (core spec section 4, activation status table): -1 and -4 give the
 * learner the registration form back, prefilled, with the reason; -5 and -7 show the reason with a
 * request-activation button.
 */
export const REJECT_CODES = [-1, -4, -5, -7] as const;
export type RejectCode = (typeof REJECT_CODES)[number];
export const DEFAULT_REJECT_CODE: RejectCode = -1;

/** What the learner sees after a rejection with this code: the form again ('prefill') or a request button. */
export function rejectionOutcome(code: number): 'prefill' | 'request' | 'reason' {
  if ((REJECTED_PREFILL_STATUSES as readonly number[]).includes(code)) return 'prefill';
  if ((REJECTED_REQUEST_STATUSES as readonly number[]).includes(code)) return 'request';
  return 'reason';
}

/** Whether an account may use the console: it has the staff role. */
export function isStaff(user: Pick<AuthUser, 'roles'> | null | undefined): boolean {
  return Boolean(user?.roles?.includes('staff'));
}

/** A date as YYYY-MM-DD in the browser's time zone (the school's, in practice). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same day a number of years later; 29 February becomes 28 February in a year without it. */
export function addYears(date: Date, years: number): Date {
  const next = new Date(date.getFullYear() + years, date.getMonth(), date.getDate());
  if (next.getMonth() !== date.getMonth()) next.setDate(0); // rolled over into March: back to 28 February
  return next;
}

/** The activation dialog's starting values: valid from today for a year, 30 tests, no info. */
export function defaultActivation(today: Date = new Date()): Required<ActivateEnrollmentRequest> {
  return { validFrom: isoDay(today), validTo: isoDay(addYears(today, 1)), tests: DEFAULT_TESTS, info: '' };
}

/** The activation dialog's values as the API takes them: a whole number of tests, no empty info. */
export function activationBody(values: {
  validFrom: string;
  validTo: string;
  tests: number | string;
  info?: string;
}): ActivateEnrollmentRequest {
  const info = values.info?.trim();
  return {
    validFrom: values.validFrom,
    validTo: values.validTo,
    tests: Number(values.tests),
    ...(info ? { info } : {}),
  };
}

/** Which status a `valid` value is, for its tag. */
export function statusKind(valid: ActivationStatus): 'active' | 'pending' | 'rejected' | 'none' {
  if (valid === STATUS_ACTIVE) return 'active';
  if (valid === STATUS_PENDING) return 'pending';
  if (typeof valid === 'number' && valid < 0) return 'rejected';
  return 'none';
}

/** The exam families the deployment offers, in manifest order: the family filter's options. */
export function offeredExamFamilies(
  families: readonly FamilyManifestEntry[] | undefined,
): FamilyManifestEntry[] {
  return (families ?? []).filter((f) => f.enabled && isExamFamily(f.id));
}

/** A branch's name in the language, or its number when the list does not know it. */
export function branchName(id: number | null | undefined, language: string): string {
  if (id === null || id === undefined) return '';
  const branch = BRANCHES.find((b) => b.id === Number(id));
  if (!branch) return String(id);
  return branch.labels[language as keyof typeof branch.labels] ?? branch.labels.lt;
}

/** Query parameters of the enrollment list: no family means every family. */
export function enrollmentQuery(
  family: ExamFamilyId | '' | undefined,
  status: StatusFilter | undefined,
): { family?: ExamFamilyId; status?: StatusFilter } {
  return { ...(family ? { family } : {}), ...(status ? { status } : {}) };
}

/**
 * A 400's field errors split into those a form shows on its own fields and the rest (shown above the form).
 * `text` turns one error into the words shown.
 */
export function splitFieldErrors(
  errors: readonly FieldError[],
  formFields: readonly string[],
  text: (error: FieldError) => string,
): { byField: Record<string, string[]>; other: string[] } {
  const byField: Record<string, string[]> = {};
  const other: string[] = [];
  for (const error of errors) {
    if (formFields.includes(error.field)) (byField[error.field] ??= []).push(text(error));
    else other.push(`${error.field}: ${text(error)}`);
  }
  return { byField, other };
}

/** 'YYYY-MM-DDTHH:mm...' -> 'YYYY-MM-DD HH:mm' in the browser's time zone. */
export function shortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The error a body's shared schema (libs/contracts/src/validation, the API's own rule) finds on one field of the
 * body a form would send, or undefined: the console's forms check with the same rules the API applies.
 */
export function schemaFieldError(
  schema: Parameters<typeof validateFields>[0],
  body: unknown,
  field: string,
): FieldError | undefined {
  const result = validateFields(schema, body);
  return result.ok ? undefined : result.fields.find((error) => error.field === field);
}
