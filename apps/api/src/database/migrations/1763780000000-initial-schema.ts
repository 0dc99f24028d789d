import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableIndex,
  type TableColumnOptions,
} from 'typeorm';
import { dialectOf } from '../dialect';

// Written with TypeORM's schema builder so that one migration runs on SQLite and on MySQL/MariaDB.
// Times are BIGINT epoch ms; TEXT columns carry no default (MySQL refuses one).

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'int',
  ...extra,
});
const bigint = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'bigint',
  isNullable,
});
const varchar = (
  name: string,
  length: number,
  extra: Partial<TableColumnOptions> = {},
): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});
const text = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'text', isNullable });
const bool = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'boolean',
  ...extra,
});

const TABLES: Table[] = [
  new Table({
    name: 'accounts',
    columns: [
      id(),
      varchar('username', 100, { isNullable: true }),
      varchar('password_hash', 100, { isNullable: true }),
      varchar('name', 200),
      varchar('email', 254, { isNullable: true }),
      varchar('photo_url', 1000, { isNullable: true }),
      varchar('provider', 20),
      varchar('provider_id', 191),
      varchar('roles', 100),
      bool('disabled', { default: false }),
      bigint('created_at'),
    ],
    indices: [
      new TableIndex({ name: 'uq_accounts_username', columnNames: ['username'], isUnique: true }),
      new TableIndex({
        name: 'uq_accounts_provider',
        columnNames: ['provider', 'provider_id'],
        isUnique: true,
      }),
    ],
  }),
  new Table({
    name: 'enrollments',
    columns: [
      id(),
      int('account_id'),
      varchar('family', 20),
      int('status', { isNullable: true }),
      varchar('valid_from', 10, { isNullable: true }),
      varchar('valid_to', 10, { isNullable: true }),
      int('tests_left', { default: 0 }),
      varchar('info', 1000, { default: "''" }),
      varchar('vardas', 100, { isNullable: true }),
      varchar('pavarde', 100, { isNullable: true }),
      varchar('gdata', 10, { isNullable: true }),
      varchar('telefonas', 30, { isNullable: true }),
      varchar('email', 254, { isNullable: true }),
      int('filialas', { isNullable: true }),
      varchar('orig_email', 254, { isNullable: true }),
      varchar('rejection_text', 1000, { isNullable: true }),
      bigint('created_at'),
      bigint('updated_at'),
    ],
    indices: [
      new TableIndex({
        name: 'uq_enrollments_account_family',
        columnNames: ['account_id', 'family'],
        isUnique: true,
      }),
    ],
  }),
  new Table({
    name: 'activation_requests',
    columns: [
      id(),
      int('account_id'),
      varchar('family', 20),
      varchar('kind', 20),
      varchar('text', 2000),
      bool('handled', { default: false }),
      bigint('created_at'),
    ],
    indices: [
      new TableIndex({ name: 'ix_activation_requests_account', columnNames: ['account_id', 'family'] }),
    ],
  }),
  new Table({
    name: 'categories',
    columns: [
      id(),
      varchar('family', 20),
      varchar('value', 50),
      varchar('type', 50),
      varchar('label_lt', 300),
      varchar('label_ru', 300),
      varchar('label_en', 300),
      bool('disabled', { default: false }),
      int('sort_order', { default: 0 }),
    ],
    indices: [
      new TableIndex({
        name: 'uq_categories_family_value',
        columnNames: ['family', 'value'],
        isUnique: true,
      }),
    ],
  }),
  new Table({
    name: 'questions',
    columns: [
      id(),
      varchar('family', 20),
      varchar('ref', 100),
      varchar('topic', 100, { isNullable: true }),
      text('text_lt'),
      text('text_ru'),
      text('text_en'),
      text('answers'),
      varchar('correct', 100),
      int('weight', { default: 1 }),
      varchar('image', 255, { isNullable: true }),
    ],
    indices: [
      new TableIndex({ name: 'uq_questions_family_ref', columnNames: ['family', 'ref'], isUnique: true }),
    ],
  }),
  new Table({
    name: 'question_categories',
    columns: [int('question_id', { isPrimary: true }), int('category_id', { isPrimary: true })],
    indices: [new TableIndex({ name: 'ix_question_categories_category', columnNames: ['category_id'] })],
  }),
  new Table({
    name: 'attempts',
    columns: [
      id(),
      int('account_id'),
      varchar('family', 20),
      varchar('category', 50),
      varchar('language', 2),
      text('question_ids'),
      text('answers'),
      bigint('started_at'),
      bigint('deadline_at'),
      bigint('finished_at', true),
      varchar('open_key', 64, { isNullable: true }),
      int('correct', { isNullable: true }),
      int('total'),
      { name: 'percent', type: 'double', isNullable: true },
      int('points', { isNullable: true }),
      bool('passed', { isNullable: true }),
      text('result', true),
    ],
    indices: [
      new TableIndex({ name: 'ix_attempts_account_family', columnNames: ['account_id', 'family'] }),
      new TableIndex({ name: 'uq_attempts_open_key', columnNames: ['open_key'], isUnique: true }),
    ],
  }),
  new Table({
    name: 'learner_questions',
    columns: [
      id(),
      int('attempt_id'),
      int('account_id'),
      varchar('family', 20),
      int('question_id'),
      varchar('text', 2000),
      varchar('reply', 4000, { isNullable: true }),
      bigint('created_at'),
      bigint('replied_at', true),
    ],
    indices: [
      new TableIndex({ name: 'uq_learner_questions_attempt', columnNames: ['attempt_id'], isUnique: true }),
      new TableIndex({ name: 'ix_learner_questions_question', columnNames: ['question_id'] }),
    ],
  }),
];

export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const dialect = dialectOf(queryRunner);
    for (const table of TABLES) {
      await queryRunner.createTable(table, true);
      // Lithuanian and Russian text need utf8mb4 whatever the server's default charset is.
      for (const sql of dialect.unicodeTables([table.name])) await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.dropTable(table.name, true);
  }
}
