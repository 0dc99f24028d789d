import type { Flag } from './exam';
import type { Language } from './families/family-definition';
import type { LocalizedText } from './families/family-definition';
import type { LearnerReadiness } from './readiness';

/**
 * Learning (issue 26): topics, practice with feedback, and reviews planned to the exam date. The wire shapes of
 * `GET /api/<family>/learning`, `PUT /api/<family>/learning/settings`, `POST /api/<family>/practice` (answers the
 * test-load shape) and `POST /api/<family>/practice/answer`. The schemas are in validation/learning.ts.
 */

/** Where a practice or review session takes its questions from. */
export const PRACTICE_SOURCES = ['topics', 'mistakes', 'unseen', 'hardest', 'due'] as const;
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];

/** Questions in one practice or review session at most (the due queue may hold more: the next session goes on). */
export const PRACTICE_SESSION_QUESTIONS = 20;
/** Reviews a day unless the learner sets another cap. */
export const DEFAULT_DAILY_CAP = 40;
export const MIN_DAILY_CAP = 5;
export const MAX_DAILY_CAP = 500;
/** Predicted recall the plan aims at on the exam date (and plain FSRS's desired retention without a date). */
export const TARGET_RECALL = 0.9;

export interface LearningTopic {
  id: string;
  labels: LocalizedText;
  /** The topic's questions in the learner's bank (not retired). */
  questions: number;
  /** The share of the topic's questions predicted to be recalled now (unseen questions count as not recalled), 0..1. */
  recall: number;
}

/** `GET /api/<family>/learning` (with the readiness fields of issue 27). */
export interface LearningSummary extends LearnerReadiness {
  topics: LearningTopic[];
  /** Reviews due today (within the daily cap). */
  due: number;
  /** The learner's Regitra exam date, 'YYYY-MM-DD', or null. */
  examDate: string | null;
  dailyCap: number;
  /** Questions the learner has answered at least once. */
  seen: number;
}

/** `PUT /api/<family>/learning/settings`. */
export interface LearningSettings {
  examDate: string | null;
  dailyCap: number;
}

/** `POST /api/<family>/practice`. */
export interface PracticeStartRequest {
  source: PracticeSource;
  /** Topic ids of the family (source 'topics': at least one). */
  topics?: string[];
  /**
   * The category whose questions to practise (as a test's `kate`); without it, the category of the learner's
   * latest test in the family, else the family's first open category.
   */
  kate?: string;
  /** The session's language (questions and explanations); without it, the open session's, else Lithuanian. */
  language?: Language;
}

/**
 * Why a practice start has nothing to give: the 409 answer's `code` per source (no question of those topics in the
 * category, no mistake left, every question seen, no answers anywhere yet to rank, nothing due now). The open
 * session, if any, stays open.
 */
export const PRACTICE_EMPTY_REASONS = {
  topics: 'no-topic-questions',
  mistakes: 'no-mistakes',
  unseen: 'all-seen',
  hardest: 'no-statistics',
  due: 'nothing-due',
} as const satisfies Record<PracticeSource, string>;
export type PracticeEmptyReason = (typeof PRACTICE_EMPTY_REASONS)[PracticeSource];

/** The untimed session's deadline: it stays open this long for the learner to pick up (then it ends by itself). */
export const PRACTICE_SESSION_DAYS = 30;

/** `POST /api/<family>/practice/answer`: one question of the session, checked at once. */
export interface PracticeAnswerRequest {
  /** The session's token (the test-load answer's `jwt`). */
  test: string;
  /** The question's id. */
  id: number;
  /** The ticks of that question. */
  ch: Flag[];
}

export interface PracticeAnswerResponse {
  correct: boolean;
  /** The question's key. */
  ats: Flag[];
  /** Staff's explanation in the session's language (Lithuanian when missing), or null. */
  explanation: string | null;
}

/**
 * The shell route of an enrolled family's practice and review screen (`/mokytis-<id>`, "to learn", beside the
 * runner's `/testai-<id>`); none for the contest and the examiner. Derived, so no definition has to state it.
 */
export function practiceRoute(family: { id: string; kind: string }): string | undefined {
  return family.kind === 'enrolled' ? `/mokytis-${family.id}` : undefined;
}

/** Router state of the practice route: what a new session takes its questions from (none: resume the stored one). */
export interface PracticeRouteState {
  practice: PracticeStartRequest;
}
