import {
  REJECTED_PREFILL_STATUSES,
  REJECTED_REQUEST_STATUSES,
  STATUS_ACTIVE,
  STATUS_PENDING,
  type ActivationRecord,
  type TimeLeft,
} from '@portal/contracts';

/**
 * What a family landing shows for an activation record (core spec section 4 "Activation status",
 * second spec section 4 "Activation status (valid), per family").
 */
export type LandingScreen =
  /** token 'logout': clear storage (except the language) and go to '/'. */
  | 'logout'
  /** valid absent or null: the registration form. */
  | 'register'
  /** valid 1: the dashboard (categories, statistics). */
  | 'active'
  /** valid 0: 'Registracija pateikta' with the submitted data. */
  | 'pending'
  /** valid -1 / -4: the rejection text and the form prefilled to re-submit. */
  | 'rejected-prefill'
  /** valid -5 / -7: the rejection text and a 'Prašymas aktyvuoti' button. */
  | 'rejected-request'
  /** any other value: the rejection text only. */
  | 'rejected';

type StatusInput = Pick<ActivationRecord, 'token'> & {
  valid: ActivationRecord['valid'] | string | undefined;
};

/** The status may come as a number or as text ('1', '-4'), as in the original wire format. */
export function parseStatus(valid: unknown): number | null {
  if (valid === null || valid === undefined || valid === '') return null;
  const n = typeof valid === 'number' ? valid : Number(String(valid).trim());
  return Number.isFinite(n) ? n : NaN;
}

export function screenForRecord(record: StatusInput | null | undefined): LandingScreen {
  if (!record) return 'register';
  if (record.token === 'logout') return 'logout';
  const status = parseStatus(record.valid);
  if (status === null) return 'register';
  if (status === STATUS_ACTIVE) return 'active';
  if (status === STATUS_PENDING) return 'pending';
  if ((REJECTED_PREFILL_STATUSES as readonly number[]).includes(status)) return 'rejected-prefill';
  if ((REJECTED_REQUEST_STATUSES as readonly number[]).includes(status)) return 'rejected-request';
  return 'rejected';
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The school's date as the server last said it (`timeLeft.today`), else the device's. The validity dates are the
 * school's: a device in another time zone (or after midnight UTC in Vilnius) must not call access 'not yet valid'.
 */
export function schoolDate(
  timeLeft: Pick<TimeLeft, 'today'> | null | undefined,
  now: Date = new Date(),
): string {
  // The landing re-checks on every visit, so the server's date is at most one page visit old; the server decides
  // again when a test starts.
  return timeLeft?.today || localDate(now);
}

/**
 * Days left as shown: the server's leftDays (0 on the last day), or -1 once `iki` is past. The API never sends a
 * negative leftDays, so the validity end is read from the dates.
 */
export function effectiveLeftDays(
  timeLeft: Pick<TimeLeft, 'leftDays' | 'iki' | 'today'>,
  today: string = schoolDate(timeLeft),
): number {
  if (timeLeft.iki && timeLeft.iki < today) return -1;
  return timeLeft.leftDays;
}

export function notYetValid(timeLeft: Pick<TimeLeft, 'nuo'>, today: string = localDate()): boolean {
  return Boolean(timeLeft.nuo) && today < timeLeft.nuo;
}

type StartInput = Pick<ActivationRecord, 'token' | 'valid' | 'timeLeft'> | null | undefined;

/** Why an active learner cannot start now (shown next to the category selector), or null when they can. */
export function blockedReason(
  record: StartInput,
  today: string = schoolDate(record?.timeLeft),
): 'expired' | 'no-tests' | 'not-yet-valid' | 'inactive' | null {
  if (!record || screenForRecord(record) !== 'active' || !record.token) return 'inactive';
  const left = record.timeLeft;
  if (!left) return null;
  if (effectiveLeftDays(left, today) < 0) return 'expired';
  if (notYetValid(left, today)) return 'not-yet-valid';
  if (left.kiekis <= 0) return 'no-tests';
  return null;
}

/**
 * Tests are available while the record is active with a token and the remaining days and test count allow
 * (second spec section 4: "1 with token: tests available while remaining days and test count allow").
 */
export function canStartTests(record: StartInput, today: string = schoolDate(record?.timeLeft)): boolean {
  return blockedReason(record, today) === null;
}
