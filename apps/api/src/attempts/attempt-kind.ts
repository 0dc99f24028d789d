import type { Flag, Language } from '@portal/contracts';

/**
 * The kinds of test the one engine runs, one per admission: the enrolled learner's test, the contest entry, the
 * examiner's test (training or a rostered exam). Practice and review sessions are two more kinds, not new engines.
 */
export type AttemptKind = 'enrolled' | 'contest' | 'examiner';

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
