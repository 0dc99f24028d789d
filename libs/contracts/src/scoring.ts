import type { AnswerKeyEntry, Flag, TestResult } from './exam';
import type { ScoringRule } from './families';

/** A question is correct only if every option's ticked state equals the key exactly (core spec section 5). */
export function isAnswerCorrect(ticks: readonly Flag[] | undefined, key: readonly Flag[]): boolean {
  if (!ticks || ticks.length !== key.length) return false;
  return key.every((flag, i) => ticks[i] === flag);
}

/** Rounds to two decimals, as the score is shown. */
export function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Scores an attempt. Share rule: passed at passPercent or more of questions fully correct.
 * Points rule (code family): each fully correct question adds its weight; passed at passShare of maxPoints.
 * Used by the server to score, and by the demo (built-in key, no server) to show the same result.
 */
export function scoreAttempt(
  answers: readonly (readonly Flag[] | undefined)[],
  key: readonly AnswerKeyEntry[],
  weights: readonly number[],
  rule: ScoringRule,
): TestResult {
  const perQuestion = key.map((entry, i) => isAnswerCorrect(answers[i], entry.ats));
  const correct = perQuestion.filter(Boolean).length;
  const total = key.length;
  const percent = total === 0 ? 0 : roundPercent((correct / total) * 100);
  if (rule.kind === 'points') {
    const collected = perQuestion.reduce((sum, ok, i) => (ok ? sum + (weights[i] ?? 1) : sum), 0);
    const points = Math.min(collected, rule.maxPoints);
    return {
      correct,
      total,
      percent,
      passed: points >= rule.maxPoints * rule.passShare,
      points,
      maxPoints: rule.maxPoints,
      perQuestion,
    };
  }
  return { correct, total, percent, passed: percent >= rule.passPercent, perQuestion };
}
