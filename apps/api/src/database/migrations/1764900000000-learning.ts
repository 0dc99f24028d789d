import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { dialectOf } from '../dialect';

// Issue 26: learning. learning_reviews — every answer a learner gives (tests, practice, reviews), the memory
// model's input; learning_cards — the FSRS state per learner and question, derived from the rows; learning_settings —
// the exam date and daily cap per learner and family. Schema builder only: one migration for SQLite and MySQL.

const REVIEWS = new Table({
  name: 'learning_reviews',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'account_id', type: 'int' },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'question_id', type: 'int' },
    { name: 'correct', type: 'smallint' },
    { name: 'source', type: 'varchar', length: '10' },
    { name: 'session_id', type: 'int', isNullable: true },
    { name: 'answered_at', type: 'bigint' },
  ],
  indices: [
    { name: 'ix_learning_reviews_account', columnNames: ['account_id', 'family', 'answered_at'] },
    { name: 'ix_learning_reviews_question', columnNames: ['question_id'] },
  ],
});

const CARDS = new Table({
  name: 'learning_cards',
  columns: [
    { name: 'account_id', type: 'int', isPrimary: true },
    { name: 'question_id', type: 'int', isPrimary: true },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'due_at', type: 'bigint' },
    { name: 'plan_at', type: 'bigint', isNullable: true },
    { name: 'stability', type: 'double' },
    { name: 'difficulty', type: 'double' },
    { name: 'reps', type: 'int' },
    { name: 'lapses', type: 'int' },
    { name: 'learning_steps', type: 'int', default: 0 },
    { name: 'state', type: 'smallint' },
    { name: 'last_review_at', type: 'bigint' },
    { name: 'last_correct', type: 'smallint' },
  ],
  indices: [
    { name: 'ix_learning_cards_due', columnNames: ['account_id', 'family', 'due_at'] },
    { name: 'ix_learning_cards_plan', columnNames: ['account_id', 'family', 'plan_at'] },
  ],
});

const SETTINGS = new Table({
  name: 'learning_settings',
  columns: [
    { name: 'account_id', type: 'int', isPrimary: true },
    { name: 'family', type: 'varchar', length: '20', isPrimary: true },
    { name: 'exam_date', type: 'varchar', length: '10', isNullable: true },
    { name: 'daily_cap', type: 'int' },
    { name: 'version', type: 'int', default: 0 },
  ],
});

const TABLES = [REVIEWS, CARDS, SETTINGS];

export class Learning1764900000000 implements MigrationInterface {
  name = 'Learning1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.createTable(table);
      for (const sql of dialectOf(queryRunner).unicodeTables([table.name])) await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.dropTable(table.name);
  }
}
