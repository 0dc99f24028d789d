import type { Flag, TestResult } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { preparedWrite } from '../database/prepared-statements';
import { dialectOf } from '../database/dialect';

/**
 * The statements that end an attempt, written as SQL like the save: through the repositories, building them cost
 * more CPU than the database spent running them. The statistics rows are not among them (answer-rows-recorder.ts).
 */
const RESULT_ASSIGNMENTS = [
  'answers = ?',
  'finished_at = ?',
  'open_key = NULL',
  'correct = ?',
  'total = ?',
  'percent = ?',
  'points = ?',
  'passed = ?',
  'result = ?',
];
const STILL_OPEN = 'attempts.id = ? AND attempts.finished_at IS NULL';
const IF_ACCOUNT_ENABLED =
  ' AND EXISTS (SELECT 1 FROM accounts WHERE accounts.id = attempts.account_id AND accounts.disabled = 0' +
  ' AND accounts.token_version = ?)';

/**
 * MySQL: the result and the test taken in one statement, so they take effect together or not at all without a
 * transaction's BEGIN and COMMIT (each statement's round trip cost the end more CPU than the database spent on it).
 * A learner without an enrollment row still ends (LEFT JOIN); tests left never go below 0.
 */
const FINISH_MYSQL =
  'UPDATE attempts LEFT JOIN enrollments ON enrollments.account_id = attempts.account_id' +
  ' AND enrollments.family = attempts.family' +
  ` SET ${RESULT_ASSIGNMENTS.map((assignment) => `attempts.${assignment}`).join(', ')},` +
  ' enrollments.tests_left = CASE WHEN enrollments.tests_left > 0 THEN enrollments.tests_left - 1' +
  ' ELSE enrollments.tests_left END' +
  ` WHERE ${STILL_OPEN}`;

/** SQLite (no multi-table UPDATE): the result, then the test taken; one process, one writer (transactions.ts). */
const FINISH_SQLITE = `UPDATE attempts SET ${RESULT_ASSIGNMENTS.join(', ')} WHERE ${STILL_OPEN}`;
const TAKE_TEST_SQLITE =
  'UPDATE enrollments SET tests_left = tests_left - 1 WHERE account_id = ? AND family = ? AND tests_left > 0';

export interface FinishRecord {
  attemptId: number;
  accountId: number;
  family: string;
  ticks: Flag[][];
  finishedAt: number;
  result: TestResult;
  /**
   * Only while the attempt's account is enabled and its session current (the learner's own end; not a timed-out
   * attempt ended lazily): the account's token version must still be `tokenVersion`, the caller's token's.
   */
  enabledAccountOnly?: boolean;
  tokenVersion?: number;
}

/**
 * Records the result and the test taken, only if the attempt was still open (and, if asked, its account
 * enabled): false (and nothing written) otherwise.
 */
export async function recordFinish(dataSource: DataSource, f: FinishRecord): Promise<boolean> {
  const r = f.result;
  const values = [
    JSON.stringify(f.ticks),
    f.finishedAt,
    r.correct,
    r.total,
    r.percent,
    r.points ?? null,
    r.passed ? 1 : 0,
    JSON.stringify(r),
    f.attemptId,
  ];
  const condition = f.enabledAccountOnly ? IF_ACCOUNT_ENABLED : '';
  if (f.enabledAccountOnly) values.push(f.tokenVersion ?? 0);
  if (dialectOf(dataSource).multiTableUpdate)
    return (await preparedWrite(dataSource, FINISH_MYSQL + condition, values)).changed > 0;
  if (!(await preparedWrite(dataSource, FINISH_SQLITE + condition, values)).changed) return false;
  await preparedWrite(dataSource, TAKE_TEST_SQLITE, [f.accountId, f.family]);
  return true;
}
