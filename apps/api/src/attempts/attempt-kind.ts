import type { Flag, Language } from '@portal/contracts';

/**
 * The kinds of test the one engine runs, one per admission: the enrolled learner's test, the contest entry, the
 * examiner's test (training or a rostered exam), and the learner's practice or review session (issue 26: a review
 * session is a practice session of source 'due', so one kind serves both).
 */
export type AttemptKind = 'enrolled' | 'contest' | 'examiner' | 'practice';

/** The kinds whose tokens name the learner's account (`sub`): the others are taken without one. */
export const ACCOUNT_KINDS: ReadonlySet<AttemptKind> = new Set<AttemptKind>(['enrolled', 'practice']);

/** What every kind's row has, whatever table keeps it (attempt-store.ts). */
export interface TestRow {
  id: number;
  language: Language;
  /** The saved ticks: one row per question, one flag per answer. */
  answers: Flag[][];
  startedAt: number;
  /** Absolute (epoch ms): the server owns the clock. */
  deadlineAt: number;
  finishedAt: number | null;
  /** The admitted subject's key while the test is open, null once it ended (unique: one open test each). */
  openKey: string | null;
}
