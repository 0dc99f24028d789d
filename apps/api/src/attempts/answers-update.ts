import type { Flag } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { preparedWrite } from '../database/prepared-statements';

/**
 * The save in one statement: the attempt's ticks, only while it is open, the caller's, this family's, within
 * its deadline and grace, and the account enabled with the caller's session current (its token version; no read
 * before, no cache: every API instance sees a disable or a password reset at once). Written as SQL (the same on SQLite and MySQL), a prepared statement on MySQL, because the repository's
 * query builder cost more CPU than the database does on this path. False when no row matched: the caller finds out why.
 */
const SQL =
  'UPDATE attempts SET answers = ? WHERE id = ? AND account_id = ? AND family = ? AND finished_at IS NULL' +
  ' AND deadline_at >= ? AND EXISTS (SELECT 1 FROM accounts WHERE accounts.id = ? AND accounts.disabled = 0' +
  ' AND accounts.token_version = ?)';

export interface OpenAnswersUpdate {
  attemptId: number;
  accountId: number;
  family: string;
  ticks: Flag[][];
  /** Deadlines before this (now − grace) have passed. */
  deadlineFrom: number;
  /** The caller's token version: the account's must still be this. */
  tokenVersion: number;
}

export async function updateOpenAnswers(dataSource: DataSource, update: OpenAnswersUpdate): Promise<boolean> {
  const { changed } = await preparedWrite(dataSource, SQL, [
    // As the entity's jsonText transformer writes it.
    JSON.stringify(update.ticks),
    update.attemptId,
    update.accountId,
    update.family,
    update.deadlineFrom,
    update.accountId,
    update.tokenVersion,
  ]);
  return changed > 0;
}
