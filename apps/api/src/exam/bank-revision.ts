import type { EntityManager } from 'typeorm';

/** The id of bank_revision's one row (bank-revision.entity.ts). */
const ROW_ID = 1;

/**
 * Raises the bank's revision: every change to questions, their categories or categories calls this, in the same
 * transaction where there is one, so each instance's QuestionCache drops what it holds at its next check.
 */
export async function raiseBankRevision(manager: EntityManager): Promise<void> {
  await manager.query('UPDATE bank_revision SET revision = revision + 1 WHERE id = ?', [ROW_ID]);
}

/** The statement that reads the revision, and its values. */
export const READ_BANK_REVISION = {
  sql: 'SELECT revision FROM bank_revision WHERE id = ?',
  values: [ROW_ID],
};
