import {
  REJECTED_PREFILL_STATUSES,
  REJECTED_REQUEST_STATUSES,
  STATUS_ACTIVE,
  STATUS_PENDING,
  type ActivationRecord,
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

type StatusInput = Pick<ActivationRecord, 'token'> & { valid: ActivationRecord['valid'] | string | undefined };

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

/**
 * Tests are available while the record is active with a token and the remaining days and test count
 * allow (second spec section 4: "1 with token: tests available while remaining days and test count allow").
 */
export function canStartTests(record: Pick<ActivationRecord, 'token' | 'valid' | 'timeLeft'> | null | undefined): boolean {
  if (!record || screenForRecord(record) !== 'active' || !record.token) return false;
  const left = record.timeLeft;
  if (!left) return true;
  return left.leftDays >= 0 && left.kiekis > 0;
}

/** Why an active learner cannot start: shown next to the category selector. */
export function blockedReason(
  record: Pick<ActivationRecord, 'token' | 'valid' | 'timeLeft'> | null | undefined,
): 'expired' | 'no-tests' | 'inactive' | null {
  if (canStartTests(record)) return null;
  const left = record?.timeLeft;
  if (left && left.leftDays < 0) return 'expired';
  if (left && left.kiekis <= 0) return 'no-tests';
  return 'inactive';
}
