import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { dialectOf } from '../dialect';

// Issue 26: practice and review sessions, one more kind of test on the one engine (docs/decisions.md, "Practice and
// review sessions"). A session is the learner's, never one of their tests: its own table, so nothing that counts
// tests (enrollments.tests_left, attempts, statistics) sees it. Schema builder only: one migration for SQLite and
// MySQL.

const SESSIONS = new Table({
  name: 'practice_sessions',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'account_id', type: 'int' },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'category', type: 'varchar', length: '50' },
    { name: 'source', type: 'varchar', length: '10' },
    { name: 'topics', type: 'text' },
    { name: 'language', type: 'varchar', length: '2' },
    { name: 'question_ids', type: 'text' },
    { name: 'answers', type: 'text' },
    { name: 'verdicts', type: 'text' },
    { name: 'started_at', type: 'bigint' },
    { name: 'deadline_at', type: 'bigint' },
    { name: 'finished_at', type: 'bigint', isNullable: true },
    { name: 'open_key', type: 'varchar', length: '64', isNullable: true },
  ],
  indices: [
    { name: 'ix_practice_sessions_account', columnNames: ['account_id', 'family'] },
    { name: 'uq_practice_sessions_open_key', columnNames: ['open_key'], isUnique: true },
  ],
});

export class PracticeSessions1764930000000 implements MigrationInterface {
  name = 'PracticeSessions1764930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(SESSIONS);
    for (const sql of dialectOf(queryRunner).unicodeTables(['practice_sessions']))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('practice_sessions');
  }
}
