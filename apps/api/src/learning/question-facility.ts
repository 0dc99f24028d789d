import type { EntityManager } from 'typeorm';
import { dialectOf } from '../database/dialect';

/** One recorded answer as the per-question counts see it. */
export interface CountedAnswer {
  questionId: number;
  correct: boolean;
}

/**
 * Moves the per-question counts (question_facility: answers, right ones, different learners) by one learner's
 * recorded answers (issue 27 item 4; docs/learning.md "Hardest questions"). Runs inside the recording's transaction
 * (MemoryService.write), which already holds the learner alone: so whether the learner answered a question before
 * (question_learners) is read and written without a race, and the counts move with the review rows or not at all.
 * Cost: one indexed read, at most one insert and one upsert per recording, whatever the number of answers — never a
 * scan of the answers. Rows are upserted in question order, so two learners' transactions take the counts' row
 * locks in the same order (no deadlock between them; a lock wait only).
 */
export async function countAnswers(
  manager: EntityManager,
  accountId: number,
  family: string,
  answers: readonly CountedAnswer[],
): Promise<void> {
  if (!answers.length) return;
  const counts = new Map<number, { attempts: number; right: number }>();
  for (const a of answers) {
    const c = counts.get(a.questionId) ?? { attempts: 0, right: 0 };
    c.attempts += 1;
    c.right += a.correct ? 1 : 0;
    counts.set(a.questionId, c);
  }
  const ids = [...counts.keys()].sort((a, b) => a - b);
  const marks = ids.map(() => '?').join(', ');
  const known = (await manager.query(
    `SELECT question_id FROM question_learners WHERE account_id = ? AND question_id IN (${marks})`,
    [accountId, ...ids],
  )) as { question_id: number | string }[];
  const seen = new Set(known.map((r) => Number(r.question_id)));
  const first = ids.filter((id) => !seen.has(id));
  if (first.length)
    await manager.query(
      `INSERT INTO question_learners (question_id, account_id) VALUES ${first.map(() => '(?, ?)').join(', ')}`,
      first.flatMap((id) => [id, accountId]),
    );
  const params = ids.flatMap((id) => {
    const c = counts.get(id)!;
    return [id, family, c.attempts, c.right, seen.has(id) ? 0 : 1];
  });
  const dialect = dialectOf(manager);
  const add = (c: string) => `${c} = ${dialect.stored('question_facility', c)} + ${dialect.inserted(c)}`;
  await manager.query(
    'INSERT INTO question_facility (question_id, family, attempts, right_answers, learners)' +
      ` VALUES ${ids.map(() => '(?, ?, ?, ?, ?)').join(', ')}` +
      dialect.onConflictUpdate(['question_id'], ['attempts', 'right_answers', 'learners'].map(add)),
    params,
  );
}
