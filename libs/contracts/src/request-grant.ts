import { STATUS_ACTIVE, type ActivationStatus } from './enrollment';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus whole days. */
export function addDaysTo(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What a granted request makes of an enrollment (the API applies it; the console previews it): the tests are ADDED
 * to those left (27 + 40 = 67); `days` move the end from the later of today and the current end; no days leave the
 * end as it is. An enrollment that was not active starts today. Dates are YYYY-MM-DD, compared as text.
 */
export function grantedStanding(
  current: { valid: ActivationStatus; validFrom: string | null; validTo: string | null; testsLeft: number },
  today: string,
  tests: number,
  days: number,
): { validFrom: string; validTo: string; testsLeft: number } {
  const active = current.valid === STATUS_ACTIVE && current.validFrom !== null;
  const currentEnd = current.validTo ?? today;
  const validTo = days > 0 ? addDaysTo(currentEnd > today ? currentEnd : today, days) : currentEnd;
  const validFrom = active ? current.validFrom! : today;
  return {
    validFrom: validFrom > validTo ? validTo : validFrom,
    validTo,
    testsLeft: current.testsLeft + tests,
  };
}
