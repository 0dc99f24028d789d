import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

// Issue 13: staff's explanation of a question (lt/ru/en, optional), shown in the review of an ended attempt; and
// when the learner last read the reply to their question (the "My questions" unread badge). Schema builder only,
// so it runs on SQLite and MySQL alike; TEXT columns without a default (MySQL refuses one).

const EXPLANATIONS = ['explanation_lt', 'explanation_ru', 'explanation_en'].map(
  (name) => new TableColumn({ name, type: 'text', isNullable: true }),
);
const READ_AT = new TableColumn({ name: 'read_at', type: 'bigint', isNullable: true });
/** "My questions" lists one learner's questions of one family. */
const BY_ACCOUNT = new TableIndex({
  name: 'ix_learner_questions_account_family',
  columnNames: ['account_id', 'family'],
});

export class LearnerReview1764000000000 implements MigrationInterface {
  name = 'LearnerReview1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('questions', EXPLANATIONS);
    await queryRunner.addColumn('learner_questions', READ_AT);
    await queryRunner.createIndex('learner_questions', BY_ACCOUNT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('learner_questions', BY_ACCOUNT.name!);
    await queryRunner.dropColumn('learner_questions', READ_AT.name);
    await queryRunner.dropColumns(
      'questions',
      EXPLANATIONS.map((c) => c.name),
    );
  }
}
