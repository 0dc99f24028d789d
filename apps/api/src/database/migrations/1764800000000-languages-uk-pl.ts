import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { dialectOf } from '../dialect';

// Issue 28: Ukrainian and Polish beside lt/ru/en — a bank's texts, category labels and contest titles get their
// columns (nullable: a bank may lack a language, learners then get the Lithuanian text), and the account the
// language its learner will sit the theory exam in (`exam_language`, null until chosen). Schema builder only, so
// it runs on SQLite and MySQL alike; TEXT columns without a default (MySQL refuses one). A further language adds
// its columns the same way. On MySQL `questions.answers` (every answer in every language as JSON) becomes
// MEDIUMTEXT: five answers of 500 characters in five languages can pass TEXT's 64 KB.

const LANGUAGES = ['uk', 'pl'];
const text = (prefix: string) =>
  LANGUAGES.map((l) => new TableColumn({ name: `${prefix}_${l}`, type: 'text', isNullable: true }));
const varchar = (prefix: string, length: number) =>
  LANGUAGES.map(
    (l) =>
      new TableColumn({ name: `${prefix}_${l}`, type: 'varchar', length: String(length), isNullable: true }),
  );

const COLUMNS: Record<string, TableColumn[]> = {
  questions: [...text('text'), ...text('explanation')],
  categories: varchar('label', 300),
  contests: varchar('title', 200),
  accounts: [new TableColumn({ name: 'exam_language', type: 'varchar', length: '5', isNullable: true })],
};

export class LanguagesUkPl1764800000000 implements MigrationInterface {
  name = 'LanguagesUkPl1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(COLUMNS)) await queryRunner.addColumns(table, columns);
    for (const sql of dialectOf(queryRunner).textSize('questions', 'answers', 'MEDIUMTEXT'))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of dialectOf(queryRunner).textSize('questions', 'answers', 'TEXT'))
      await queryRunner.query(sql);
    for (const [table, columns] of Object.entries(COLUMNS).reverse())
      await queryRunner.dropColumns(
        table,
        columns.map((c) => c.name),
      );
  }
}
