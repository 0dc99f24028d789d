import type { PageQuery, Page } from './paging';
import type { PracticeSource } from './learning';

/**
 * Readiness (issue 27): the chance to pass the learner's category's blueprint, its calibration against the mock
 * tests' outcomes, and the "ready" rule. The learner's figures are fields of `GET /api/<family>/learning`
 * (LearningSummary); staff read `GET /api/staff/<family>/calibration` and `GET /api/staff/<family>/readiness`.
 */

/** Ready: the chance to pass is at least this… */
export const READY_CHANCE = 0.9;
/** …the last READY_MOCKS mock tests, each ended within READY_MOCK_DAYS days, all passed… */
export const READY_MOCKS = 3;
export const READY_MOCK_DAYS = 14;
/** …and every topic's recall (the Learn card's `recall`) is at least this. */
export const READY_TOPIC_RECALL = 0.85;

/** The conditions of "ready", in the order the landing lists what is missing. */
export const READY_CONDITIONS = ['chance', 'mocks', 'topics'] as const;
export type ReadyCondition = (typeof READY_CONDITIONS)[number];

/** How many weakest topics the landing shows. */
export const WEAKEST_TOPICS = 3;

/**
 * What the landing suggests next: a practice or review session of `source` (with `topics` for source 'topics'),
 * or 'mock' (take a mock test: the other conditions are met or only mock tests are missing).
 */
export type ReadinessNextAction = PracticeSource | 'mock';
export interface ReadinessNext {
  action: ReadinessNextAction;
  /** Topic ids (action 'topics': the weakest ones). */
  topics?: string[];
}

/** The readiness fields added to `GET /api/<family>/learning` (LearningSummary extends this). */
export interface LearnerReadiness {
  /** The probability of passing the category's blueprint on the exam date (or now without one), 0..1, 3 decimals. */
  passChance: number;
  /** The category the chance is for (as a test's `kate`), or null when the family has none open. */
  kate: string | null;
  /** All of READY_CONDITIONS are met. */
  ready: boolean;
  /** The conditions not met yet (READY_CONDITIONS order); empty when ready. */
  readyMissing: ReadyCondition[];
  /** Up to WEAKEST_TOPICS topic ids, lowest recall first (topics with questions only). */
  weakestTopics: string[];
  /** Of the last READY_MOCKS mock tests ended within READY_MOCK_DAYS days: how many there are and how many passed. */
  recentMocks: { count: number; passed: number };
  next: ReadinessNext;
}

/** One tenth of the reliability chart: tests whose stored chance was in [from, to) (the last one includes 1). */
export interface CalibrationBin {
  from: number;
  to: number;
  /** Ended mock tests in the tenth. */
  tests: number;
  /** Mean predicted chance of those tests (null when none). */
  predicted: number | null;
  /** The share of them that passed (null when none). */
  passed: number | null;
}

/**
 * `GET /api/staff/<family>/calibration` query: the first and last day the tests started on (YYYY-MM-DD, the portal's
 * time zone, both included; either may be left out). Validated by calibrationQuerySchema.
 */
export interface StaffCalibrationQuery {
  from?: string;
  to?: string;
}

/** `GET /api/staff/<family>/calibration?from=&to=`. */
export interface StaffCalibration {
  family: string;
  /** Ended mock tests with a stored chance. */
  tests: number;
  /** Mean of (chance − outcome)², 0 best; null with no test. */
  brier: number | null;
  /** Always ten, 0.0–0.1 … 0.9–1.0. */
  bins: CalibrationBin[];
}

/** `GET /api/staff/<family>/readiness` query: `filter` 'ready', 'close' (one condition missing) or 'all' (default). */
export const READINESS_FILTERS = ['all', 'ready', 'close'] as const;
export type ReadinessFilter = (typeof READINESS_FILTERS)[number];
export interface StaffReadinessQuery extends PageQuery {
  filter?: ReadinessFilter;
}

/** A learner's readiness as of their last Learn card read or mock test start (`computedAt`). */
export interface StaffReadinessRow {
  accountId: number;
  username: string;
  name: string;
  kate: string | null;
  passChance: number;
  ready: boolean;
  readyMissing: ReadyCondition[];
  computedAt: string;
}

/** The page, highest chance first, and the family's counts (all learners with a figure, not just the page's). */
export interface StaffReadiness extends Page<StaffReadinessRow> {
  counts: { learners: number; ready: number; close: number };
}
