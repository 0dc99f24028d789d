import { TARGET_RECALL } from '@portal/contracts';
import {
  type Card,
  computeDecayFactor,
  createEmptyCard,
  forgetting_curve,
  fsrs,
  generatorParameters,
  Rating,
} from 'ts-fsrs';

/**
 * ts-fsrs with its default parameters (FSRS-6 weights, short-term learning steps 1 m / 10 m, no fuzz) at the
 * desired retention TARGET_RECALL. No fuzz: the same review rows must always give the same card (recompute).
 */
export const scheduler = fsrs(generatorParameters({ request_retention: TARGET_RECALL, enable_fuzz: false }));

/** FSRS-6's forgetting curve R = (1 + factor · days / stability)^decay (decay < 0) of those parameters. */
export const CURVE = computeDecayFactor(scheduler.parameters.w);

/** A learner's card as the tables keep it (card.entity.ts without the keys). */
export interface CardState {
  dueAt: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  learningSteps: number;
  lastReviewAt: number;
  lastCorrect: number;
}

const DAY_MS = 86_400_000;

export function toFsrsCard(state: CardState): Card {
  return {
    due: new Date(state.dueAt),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: Math.max(0, Math.round((state.dueAt - state.lastReviewAt) / DAY_MS)),
    reps: state.reps,
    lapses: state.lapses,
    learning_steps: state.learningSteps,
    state: state.state,
    last_review: new Date(state.lastReviewAt),
  };
}

function fromFsrsCard(card: Card, at: number, correct: boolean): CardState {
  return {
    dueAt: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    learningSteps: card.learning_steps,
    lastReviewAt: at,
    lastCorrect: correct ? 1 : 0,
  };
}

/**
 * The rating of an answer: wrong (or unanswered in a test) is Again, right is Good. Slow or changed answers are
 * not told apart: the portal does not time single answers reliably (a test's ticks are saved in batches) and a
 * changed answer is judged by its final ticks, so there is no Hard or Easy (docs/learning.md).
 */
export const ratingOf = (correct: boolean) => (correct ? Rating.Good : Rating.Again);

/** The card after one answer at `at` (epoch ms); `before` null for a question never answered. */
export function review(before: CardState | null, correct: boolean, at: number): CardState {
  // An answer dated before the last one (a test's rows recorded after a later practice answer) is taken at the
  // last one's time here; recompute (which replays the rows in time order) is what orders them exactly.
  const card = before ? toFsrsCard(before) : createEmptyCard(new Date(at));
  const when = before ? Math.max(at, before.lastReviewAt) : at;
  return fromFsrsCard(scheduler.next(card, new Date(when), ratingOf(correct)).card, when, correct);
}

/** Replays a question's answers (in time order) from an empty card. */
export function replay(answers: readonly { correct: boolean; at: number }[]): CardState | null {
  let card: CardState | null = null;
  for (const answer of answers) card = review(card, answer.correct, answer.at);
  return card;
}

/**
 * The predicted recall of a card at `at` (0..1): ts-fsrs's `get_retrievability` (whole days since the last review,
 * FSRS-6's curve) without building a card and two dates for it: the Learn card reads hundreds per request, and
 * that took 11 µs each.
 */
export function recallAt(state: Pick<CardState, 'stability' | 'lastReviewAt'>, at: number): number {
  const days = Math.max(Math.floor((at - state.lastReviewAt) / DAY_MS), 0);
  return forgetting_curve(scheduler.parameters.w, days, +state.stability.toFixed(8));
}
