import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';

// Issue 12 (banks, statistics): a retired question stays in the table (past attempts name it by id) but is no
// longer drawn; one row per question of each ended attempt (attempt_answers) so per-question statistics are plain
// GROUP BYs on SQLite and MySQL alike instead of reading every attempt's JSON. Existing ended attempts are copied.

const RETIRED_AT = new TableColumn({ name: 'retired_at', type: 'bigint', isNullable: true });
const ACTIVE_BY_FAMILY = new TableIndex({
  name: 'ix_questions_family_retired',
  columnNames: ['family', 'retired_at'],
});

const ATTEMPT_ANSWERS = new Table({
  name: 'attempt_answers',
  columns: [
    { name: 'attempt_id', type: 'int', isPrimary: true },
    { name: 'position', type: 'int', isPrimary: true },
    { name: 'question_id', type: 'int' },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'ticks', type: 'varchar', length: '10' },
    { name: 'is_right', type: 'boolean' },
    { name: 'finished_at', type: 'bigint' },
  ],
  indices: [
    new TableIndex({ name: 'ix_attempt_answers_question', columnNames: ['question_id', 'is_right'] }),
    new TableIndex({ name: 'ix_attempt_answers_family', columnNames: ['family', 'finished_at'] }),
  ],
});

const ATTEMPTS_INDEX = new TableIndex({
  name: 'ix_attempts_family_finished',
  columnNames: ['family', 'finished_at'],
});

interface AttemptRow {
  id: number;
  family: string;
  question_ids: string;
  answers: string;
  finished_at: number | string;
}

export class QuestionBanks1764300000000 implements MigrationInterface {
  name = 'QuestionBanks1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('questions', RETIRED_AT);
    await queryRunner.createIndex('questions', ACTIVE_BY_FAMILY);
    await queryRunner.createIndex('attempts', ATTEMPTS_INDEX);
    await queryRunner.createTable(ATTEMPT_ANSWERS, true);
    for (const sql of dialectOf(queryRunner).unicodeTables(['attempt_answers'])) await queryRunner.query(sql);
    await copyEndedAttempts(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('attempt_answers', true);
    await queryRunner.dropIndex('attempts', ATTEMPTS_INDEX.name!);
    await queryRunner.dropIndex('questions', ACTIVE_BY_FAMILY.name!);
    await queryRunner.dropColumn('questions', RETIRED_AT.name);
  }
}

/** The answers of attempts ended before this migration, judged by today's key, in batches. */
export async function copyEndedAttempts(queryRunner: QueryRunner): Promise<void> {
  const keys = new Map<number, string>();
  for (const q of (await queryRunner.query('SELECT id, correct FROM questions')) as {
    id: number;
    correct: string;
  }[])
    keys.set(Number(q.id), q.correct);
  let after = 0;
  for (;;) {
    const rows = (await queryRunner.query(
      'SELECT id, family, question_ids, answers, finished_at FROM attempts WHERE finished_at IS NOT NULL AND id > ? ORDER BY id LIMIT 500',
      [after],
    )) as AttemptRow[];
    if (!rows.length) return;
    for (const attempt of rows) {
      after = Number(attempt.id);
      const ids = JSON.parse(attempt.question_ids) as number[];
      const answers = JSON.parse(attempt.answers) as string[][];
      const values = ids.flatMap((questionId, position) => {
        const key = keys.get(Number(questionId));
        if (!key) return [];
        const correct = new Set(JSON.parse(key) as number[]);
        const ticks = (answers[position] ?? []).map((f) => (f === '1' ? '1' : '0')).join('');
        const ticked = [...ticks].flatMap((f, i) => (f === '1' ? [i] : []));
        const right = ticked.length === correct.size && ticked.every((i) => correct.has(i));
        return [
          [
            attempt.id,
            position,
            questionId,
            attempt.family,
            ticks,
            right ? 1 : 0,
            Number(attempt.finished_at),
          ],
        ];
      });
      if (!values.length) continue;
      await queryRunner.query(
        `INSERT INTO attempt_answers (attempt_id, position, question_id, family, ticks, is_right, finished_at) VALUES ${values
          .map(() => '(?, ?, ?, ?, ?, ?, ?)')
          .join(', ')}`,
        values.flat(),
      );
    }
  }
}
