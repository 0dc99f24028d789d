import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { dialectOf } from '../dialect';

// Issue 27 item 4: the public hardest questions. question_facility — per question, the answers given, the right ones
// and the different learners who answered (moved by every recording, MemoryService.write); question_learners — who
// answered which question (the distinct count's memory: a learner counts once per question). Both filled here from
// what was recorded before: the tests' rows (attempt_answers, including tests ended before issue 26, which have no
// review rows) and the practice and review answers (learning_reviews of those sources; a test's own review rows are
// the same answers as attempt_answers). Schema builder for the tables: one migration for SQLite and MySQL.

const FACILITY = new Table({
  name: 'question_facility',
  columns: [
    { name: 'question_id', type: 'int', isPrimary: true },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'attempts', type: 'int', default: 0 },
    { name: 'right_answers', type: 'int', default: 0 },
    { name: 'learners', type: 'int', default: 0 },
  ],
  indices: [{ name: 'ix_question_facility_family', columnNames: ['family', 'learners', 'attempts'] }],
});

const LEARNERS = new Table({
  name: 'question_learners',
  columns: [
    { name: 'question_id', type: 'int', isPrimary: true },
    { name: 'account_id', type: 'int', isPrimary: true },
  ],
  indices: [{ name: 'ix_question_learners_account', columnNames: ['account_id'] }],
});

export class QuestionFacility1764950000000 implements MigrationInterface {
  name = 'QuestionFacility1764950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of [FACILITY, LEARNERS]) {
      await queryRunner.createTable(table);
      for (const sql of dialectOf(queryRunner).unicodeTables([table.name])) await queryRunner.query(sql);
    }
    await queryRunner.query(
      'INSERT INTO question_learners (question_id, account_id)' +
        ' SELECT aa.question_id, a.account_id FROM attempt_answers aa INNER JOIN attempts a ON a.id = aa.attempt_id' +
        ' UNION SELECT question_id, account_id FROM learning_reviews',
    );
    await queryRunner.query(
      `INSERT INTO question_facility (question_id, family, attempts, right_answers, learners)
       SELECT q.id, q.family, COALESCE(t.n, 0) + COALESCE(p.n, 0), COALESCE(t.r, 0) + COALESCE(p.r, 0), COALESCE(l.n, 0)
       FROM questions q
       LEFT JOIN (SELECT question_id, COUNT(*) AS n, SUM(CASE WHEN is_right THEN 1 ELSE 0 END) AS r
                  FROM attempt_answers GROUP BY question_id) t ON t.question_id = q.id
       LEFT JOIN (SELECT question_id, COUNT(*) AS n, SUM(correct) AS r
                  FROM learning_reviews WHERE source <> 'test' GROUP BY question_id) p ON p.question_id = q.id
       LEFT JOIN (SELECT question_id, COUNT(*) AS n FROM question_learners GROUP BY question_id) l ON l.question_id = q.id
       WHERE t.n IS NOT NULL OR p.n IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('question_learners');
    await queryRunner.dropTable('question_facility');
  }
}
