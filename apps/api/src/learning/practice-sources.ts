import type { DataSource } from 'typeorm';
import { shuffle } from '../exam/family-policy';

/**
 * Where a practice session's questions come from (issue 26), each a list of question ids to keep within the
 * category's pool (the test draw's: the category's questions, none retired). Reads only: the learner's review rows
 * and cards are the memory model's (memory.service.ts), read here as its tables.
 */

/** The pool's questions of these topics, in random order. */
export async function topicQuestions(
  dataSource: DataSource,
  pool: ReadonlySet<number>,
  topics: readonly string[],
  random: () => number,
): Promise<number[]> {
  const rows = (await dataSource.query(
    `SELECT id FROM questions WHERE topic IN (${topics.map(() => '?').join(', ')}) AND retired_at IS NULL`,
    [...topics],
  )) as { id: number | string }[];
  return shuffle(
    rows.map((r) => Number(r.id)).filter((id) => pool.has(id)),
    random,
  );
}

/** The questions whose last answer (any kind: test, practice, review) was wrong, the longest-standing first. */
export async function mistakeQuestions(
  dataSource: DataSource,
  pool: ReadonlySet<number>,
  accountId: number,
  family: string,
): Promise<number[]> {
  const rows = (await dataSource.query(
    'SELECT question_id AS id FROM learning_cards WHERE account_id = ? AND family = ? AND last_correct = 0' +
      ' ORDER BY last_review_at ASC, question_id ASC',
    [accountId, family],
  )) as { id: number | string }[];
  return rows.map((r) => Number(r.id)).filter((id) => pool.has(id));
}

/** The pool's questions this learner never answered (no review row), in random order. */
export async function unseenQuestions(
  dataSource: DataSource,
  pool: readonly number[],
  accountId: number,
  family: string,
  random: () => number,
): Promise<number[]> {
  const rows = (await dataSource.query(
    'SELECT DISTINCT question_id AS id FROM learning_reviews WHERE account_id = ? AND family = ?',
    [accountId, family],
  )) as { id: number | string }[];
  const seen = new Set(rows.map((r) => Number(r.id)));
  return shuffle(
    pool.filter((id) => !seen.has(id)),
    random,
  );
}

/** One question's population statistics: answers given and fully right ones, over every learner. */
export interface Facility {
  id: number;
  answers: number;
  right: number;
}

/**
 * Every answered question's statistics in the family: the per-question counts (question_facility) moved by every
 * recorded answer — tests' (every learner's ended tests), practice and review answers — and filled by its migration
 * from what was recorded before (question-facility.ts). One indexed read, no scan of the answers.
 */
export async function familyFacilities(dataSource: DataSource, family: string): Promise<Facility[]> {
  const rows = (await dataSource.query(
    'SELECT question_id AS id, attempts AS n, right_answers AS r FROM question_facility WHERE family = ?',
    [family],
  )) as { id: number | string; n: number | string; r: number | string }[];
  return rows.map((row) => ({ id: Number(row.id), answers: Number(row.n), right: Number(row.r) }));
}

/**
 * The hardest first: the lowest facility, smoothed as (right + 1) / (answers + 2) so one unlucky answer does not
 * outrank a question most learners miss; ties: more answers first. Questions nobody answered yet are not ranked.
 */
export function hardestFirst(facilities: readonly Facility[], pool: ReadonlySet<number>): number[] {
  const score = (f: Facility) => (f.right + 1) / (f.answers + 2);
  return facilities
    .filter((f) => pool.has(f.id) && f.answers > 0)
    .sort((a, b) => score(a) - score(b) || b.answers - a.answers || a.id - b.id)
    .map((f) => f.id);
}

/**
 * The questions of the family's open contest (both its sets): a contest entrant has no account to tie to a
 * learner, so practice keeps their keys back from everyone until staff closes the contest.
 */
export async function contestQuestions(dataSource: DataSource, family: string): Promise<Set<number>> {
  const rows = (await dataSource.query(
    "SELECT ordinary_ids AS ordinaryIds, hard_ids AS hardIds FROM contests WHERE status = 'open' AND family = ?",
    [family],
  )) as { ordinaryIds: string; hardIds: string }[];
  return new Set(
    rows.flatMap((r) => [...(JSON.parse(r.ordinaryIds) as number[]), ...(JSON.parse(r.hardIds) as number[])]),
  );
}
