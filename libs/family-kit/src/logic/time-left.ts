/** Anything with i18next's `t(key, options)` shape. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The validity text of the user card (core spec section 9: time-left texts use days, "dienos", and times,
 * "kartai"). leftDays counts whole days until `iki`: 0 is the last day, below 0 the validity has ended.
 */
export function daysLeftKey(leftDays: number): { key: string; count?: number } {
  if (!Number.isFinite(leftDays) || leftDays < 0) return { key: 'time.expired' };
  if (leftDays === 0) return { key: 'time.lastDay' };
  return { key: 'time.daysLeft', count: Math.floor(leftDays) };
}

export function daysLeftText(t: Translate, leftDays: number): string {
  const { key, count } = daysLeftKey(leftDays);
  return count === undefined ? t(key) : t(key, { count });
}

/** Remaining tests ("kartai"). */
export function testsLeftText(t: Translate, kiekis: number): string {
  const count = Math.max(0, Math.floor(Number.isFinite(kiekis) ? kiekis : 0));
  return count === 0 ? t('time.noTestsLeft') : t('time.testsLeft', { count });
}
