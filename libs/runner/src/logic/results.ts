import type { AnswerKeyEntry, Flag, QuestionComment, TestResult } from '@portal/contracts';
import { isAnswerCorrect } from '@portal/contracts';

/** Result view colours (second spec section 2, "Results view"). */
export const RESULT_COLORS = {
  /** Grid button and tab label of a fully correct question. */
  correct: '#52c41a',
  /** Grid button of a wrong question (orange). */
  wrong: '#fa8c16',
  /** Tab label of a wrong question (deep orange). */
  wrongLabel: '#ff5722',
} as const;

/** Answered-tab shading: black at 15 % opacity (core spec section 9). */
export const ANSWERED_SHADE = 'rgba(0,0,0,.15)';

/** How one answer option is marked in the result view. */
export type AnswerMark = 'correct-ticked' | 'correct-missed' | 'wrong-ticked' | 'none';

export function answerMark(ticked: Flag | undefined, key: Flag | undefined): AnswerMark {
  if (key === '1') return ticked === '1' ? 'correct-ticked' : 'correct-missed';
  return ticked === '1' ? 'wrong-ticked' : 'none';
}

/**
 * Per question: fully correct or not. The server's verdict (`result.perQuestion`) wins; the key decides where
 * the server gave none (the demo scores locally with the same rule).
 */
export function correctness(
  answers: readonly (readonly Flag[])[],
  key: readonly AnswerKeyEntry[],
  result?: Pick<TestResult, 'perQuestion'>,
): boolean[] {
  return answers.map(
    (ticks, i) => result?.perQuestion?.[i] ?? (key[i] ? isAnswerCorrect(ticks, key[i].ats) : false),
  );
}

export const gridColor = (correct: boolean): string =>
  correct ? RESULT_COLORS.correct : RESULT_COLORS.wrong;
/**
 * Text in the result colours: the spec's green and deep orange are too light for text on white (WCAG AA needs
 * 4.5:1), so text uses darker shades of the same hues; fills and borders keep the spec's colours.
 */
export const RESULT_TEXT_COLORS = { correct: '#237804', wrong: '#c43e00' } as const;
/** Text on a grid button filled with the spec's green or orange: dark, since white on them reads at ~2:1. */
export const GRID_TEXT_COLOR = '#141414';

export const labelColor = (correct: boolean): string =>
  correct ? RESULT_TEXT_COLORS.correct : RESULT_TEXT_COLORS.wrong;

/** Comments counted per question (by question id), as the end call returns them. */
export function commentsByQuestion(comments: readonly QuestionComment[]): Map<number, QuestionComment[]> {
  const map = new Map<number, QuestionComment[]>();
  for (const c of comments) {
    const list = map.get(c.id) ?? [];
    list.push(c);
    map.set(c.id, list);
  }
  return map;
}

/** Percent with two decimals, as shown ('85.00'). */
export const formatPercent = (percent: number): string => (Math.round(percent * 100) / 100).toFixed(2);
