import type { Flag, TestResult } from '@portal/contracts';
import type { EntityManager, QueryResult, QueryRunner } from 'typeorm';

/**
 * The statements that end an attempt, written as SQL (the same on SQLite and MySQL) like the save: through the
 * repositories, building them cost more CPU than the database spent running them. Run inside the caller's
 * transaction (inTransaction). The statistics rows are not among them (answer-rows-recorder.ts).
 */
const FINISH =
  'UPDATE attempts SET answers = ?, finished_at = ?, open_key = NULL, correct = ?, total = ?, percent = ?,' +
  ' points = ?, passed = ?, result = ? WHERE id = ? AND finished_at IS NULL';
const IF_ACCOUNT_ENABLED =
  ' AND EXISTS (SELECT 1 FROM accounts WHERE accounts.id = attempts.account_id AND accounts.disabled = 0)';
const TAKE_TEST =
  'UPDATE enrollments SET tests_left = tests_left - 1 WHERE account_id = ? AND family = ? AND tests_left > 0';

export interface FinishRecord {
  attemptId: number;
  accountId: number;
  family: string;
  ticks: Flag[][];
  finishedAt: number;
  result: TestResult;
  /** Only while the attempt's account is enabled (the learner's own end; not a timed-out attempt ended lazily). */
  enabledAccountOnly?: boolean;
}

/**
 * Records the result and the test taken, only if the attempt was still open (and, if asked, its account
 * enabled): false (and nothing written) otherwise.
 */
export async function recordFinish(manager: EntityManager, f: FinishRecord): Promise<boolean> {
  // A transaction's manager brings its query runner; on SQLite (no transaction, see transactions.ts) one is made.
  const own = manager.queryRunner ? null : manager.connection.createQueryRunner();
  const runner: QueryRunner = manager.queryRunner ?? own!;
  try {
    const r = f.result;
    const updated = (await runner.query(
      f.enabledAccountOnly ? FINISH + IF_ACCOUNT_ENABLED : FINISH,
      [
        JSON.stringify(f.ticks),
        f.finishedAt,
        r.correct,
        r.total,
        r.percent,
        r.points ?? null,
        r.passed ? 1 : 0,
        JSON.stringify(r),
        f.attemptId,
      ],
      true,
    )) as QueryResult;
    if (!updated.affected) return false;
    await runner.query(TAKE_TEST, [f.accountId, f.family]);
    return true;
  } finally {
    await own?.release();
  }
}
