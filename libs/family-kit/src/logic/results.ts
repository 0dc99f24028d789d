import { PASS_PERCENT } from '@portal/contracts';

/** Colours of the last result (core spec section 4: below 80 red, 80 or more green). */
export const RESULT_RED = '#cf1322';
export const RESULT_GREEN = '#389e0d';

/** Red below the family's pass mark, green from it (80 %; Code 95 passes at 50 % of its points). */
export function resultColour(percent: number, passPercent: number = PASS_PERCENT): string {
  return percent < passPercent ? RESULT_RED : RESULT_GREEN;
}

/** The last past result (`egzaminai` is oldest first), or null when none. */
export function lastResult(egzaminai: readonly number[] | null | undefined): number | null {
  if (!egzaminai || egzaminai.length === 0) return null;
  const last = Number(egzaminai[egzaminai.length - 1]);
  return Number.isFinite(last) ? last : null;
}

/** Percent as shown: at most two decimals, clamped to the chart's 0–100 scale. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;
}

/** Chart rows: one bar per past result, numbered from 1; `passed` against the family's pass mark. */
export function chartRows(
  egzaminai: readonly number[] | null | undefined,
  passPercent: number = PASS_PERCENT,
): { nr: string; percent: number; passed: boolean }[] {
  return (egzaminai ?? []).map((value, i) => {
    const percent = clampPercent(Number(value));
    return { nr: String(i + 1), percent, passed: percent >= passPercent };
  });
}
