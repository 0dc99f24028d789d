import type { AnswerMode, Flag } from '@portal/contracts';
import { FieldValidationError } from '../common/api-error';

/** A test's shape as the token carries it: the number of answers of each question, one base-36 digit each. */
export function shapeOf(answers: Flag[][]): string {
  return answers.map((row) => row.length.toString(36)).join('');
}

/** A token's shape claim as answer counts per question. */
export function shapeCounts(shape: string): number[] {
  return Array.from(shape, (digit) => parseInt(digit, 36));
}

/** Every question unticked. */
export function blankTicks(answerCounts: number[]): Flag[][] {
  return answerCounts.map((count) => Array.from({ length: count }, (): Flag => '0'));
}

/**
 * `ch` must have one row per question, each with as many flags as the question has answers (`counts`), and at
 * most one ticked where the family answers single. A test's stored ticks have that shape from the start (all
 * '0'), so no question needs loading to check it.
 */
export function tickProblem(ch: Flag[][], counts: number[], mode: AnswerMode): FieldValidationError | null {
  if (ch.length !== counts.length)
    return FieldValidationError.of(
      'ch',
      'range',
      `Reikia ${counts.length} atsakymų sąrašų, gauta ${ch.length}`,
    );
  for (let i = 0; i < ch.length; i++) {
    const row = ch[i];
    if (row.length !== counts[i])
      return FieldValidationError.of(`ch[${i}]`, 'range', `Klausimas ${i + 1} turi ${counts[i]} atsakymus`);
    if (mode === 'single' && row.indexOf('1') !== row.lastIndexOf('1'))
      return FieldValidationError.of(
        `ch[${i}]`,
        'range',
        `Klausime ${i + 1} galima pažymėti tik vieną atsakymą`,
      );
  }
  return null;
}

export function checkTicks(ch: Flag[][], counts: number[], mode: AnswerMode): void {
  const problem = tickProblem(ch, counts, mode);
  if (problem) throw problem;
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.floor((deadline - now) / 1000));
}
