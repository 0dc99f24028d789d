import type { AnswerMode, Flag } from '@portal/contracts';

/** Navigation step 1, clamped at the first and last question (core spec section 2, "Test screen"). */
export function clampIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(index, 0), total - 1);
}

export type KeyAction = { kind: 'move'; step: -1 | 1 } | { kind: 'answer'; answer: number } | null;

/**
 * Keys of the test screen: arrow left or down = previous, arrow right or up = next,
 * 1-5 act on answers 1-5 (core spec section 2; second spec section 2 "Keyboard").
 */
export function keyAction(key: string): KeyAction {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return { kind: 'move', step: -1 };
    case 'ArrowRight':
    case 'ArrowUp':
      return { kind: 'move', step: 1 };
  }
  if (/^[1-5]$/.test(key)) return { kind: 'answer', answer: Number(key) - 1 };
  return null;
}

/**
 * Clicking answer `answer` (0-based). 'multi' flips it; 'single' selects it and clears the others, and a
 * click on the selected one clears it (checkboxes stay checkboxes). A missing answer changes nothing.
 */
export function toggleAnswer(ticks: readonly Flag[], answer: number, mode: AnswerMode): Flag[] {
  if (answer < 0 || answer >= ticks.length) return [...ticks];
  if (mode === 'multi') return ticks.map((f, i) => (i === answer ? (f === '1' ? '0' : '1') : f));
  const wasOn = ticks[answer] === '1';
  return ticks.map((_, i) => (i === answer && !wasOn ? '1' : '0'));
}

/**
 * Keys 1-5 (second spec section 2, "Keyboard"): in 'multi' runners they toggle that answer; in 'single'
 * (tractor, hydro, forklift) they choose that one answer only and clear the others.
 */
export function pressAnswerKey(ticks: readonly Flag[], answer: number, mode: AnswerMode): Flag[] {
  if (mode === 'multi' || answer < 0 || answer >= ticks.length) return toggleAnswer(ticks, answer, mode);
  return ticks.map((_, i) => (i === answer ? '1' : '0'));
}

/** A question is answered once at least one answer is ticked. */
export const isAnswered = (ticks: readonly Flag[] | undefined): boolean => !!ticks?.includes('1');

export const answeredCount = (answers: readonly (readonly Flag[])[]): number =>
  answers.filter(isAnswered).length;

/** 'Baigti testą' shows only when every question has at least one ticked answer (core spec section 5). */
export function canFinish(answers: readonly (readonly Flag[])[]): boolean {
  return answers.length > 0 && answers.every(isAnswered);
}

/** Swipe thresholds (core spec section 9): velocity 0.4 px/ms, distance 100 px. */
export const SWIPE_VELOCITY = 0.4;
export const SWIPE_DISTANCE = 100;

export interface PointerSample {
  x: number;
  y: number;
  t: number;
}

/**
 * A horizontal swipe: far enough, fast enough and more horizontal than vertical.
 * Swiping left shows the next question (+1), swiping right the previous one (-1).
 */
export function swipeStep(start: PointerSample, end: PointerSample): -1 | 1 | 0 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const dt = Math.max(end.t - start.t, 1);
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  if (Math.abs(dx) / dt < SWIPE_VELOCITY) return 0;
  return dx < 0 ? 1 : -1;
}
