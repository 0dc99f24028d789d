import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';

// Examiner mode: the candidates' roster, staff's sub-topic → category mapping and the exam records.

const ROSTER = new Table({
  name: 'examiner_roster',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'regnr', type: 'varchar', length: '40' },
    { name: 'gdata', type: 'varchar', length: '10' },
    { name: 'sub', type: 'varchar', length: '20' },
    { name: 'valid_from', type: 'bigint' },
    { name: 'valid_to', type: 'bigint' },
    { name: 'created_at', type: 'bigint' },
    { name: 'created_by', type: 'varchar', length: '200' },
  ],
  indices: [new TableIndex({ name: 'ix_examiner_roster_regnr', columnNames: ['regnr'] })],
});

const SUB_TOPICS = new Table({
  name: 'examiner_sub_topics',
  columns: [
    { name: 'sub', type: 'varchar', length: '20', isPrimary: true },
    { name: 'categories', type: 'text' },
    { name: 'updated_at', type: 'bigint' },
    { name: 'updated_by', type: 'varchar', length: '200' },
  ],
});

const EXAMS = new Table({
  name: 'examiner_exams',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'token', type: 'varchar', length: '64' },
    { name: 'egzamin', type: 'boolean' },
    { name: 'tema', type: 'int' },
    { name: 'sub', type: 'varchar', length: '20' },
    { name: 'regnr', type: 'varchar', length: '40', isNullable: true },
    { name: 'gdata', type: 'varchar', length: '10', isNullable: true },
    { name: 'roster_id', type: 'int', isNullable: true },
    { name: 'language', type: 'varchar', length: '2' },
    { name: 'questions', type: 'text' },
    { name: 'answers', type: 'text' },
    { name: 'started_at', type: 'bigint' },
    { name: 'deadline_at', type: 'bigint' },
    { name: 'finished_at', type: 'bigint', isNullable: true },
    { name: 'open_key', type: 'varchar', length: '40', isNullable: true },
    { name: 'correct', type: 'int', isNullable: true },
    { name: 'total', type: 'int' },
    { name: 'percent', type: 'double', isNullable: true },
    { name: 'passed', type: 'boolean', isNullable: true },
    { name: 'result', type: 'text', isNullable: true },
  ],
  indices: [
    new TableIndex({ name: 'ix_examiner_exams_started', columnNames: ['started_at'] }),
    new TableIndex({ name: 'uq_examiner_exams_token', columnNames: ['token'], isUnique: true }),
    new TableIndex({ name: 'uq_examiner_exams_open_key', columnNames: ['open_key'], isUnique: true }),
  ],
});

export class Examiner1764150000000 implements MigrationInterface {
  name = 'Examiner1764150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(ROSTER, true);
    await queryRunner.createTable(SUB_TOPICS, true);
    await queryRunner.createTable(EXAMS, true);
    const dialect = dialectOf(queryRunner);
    for (const sql of dialect.unicodeTables(['examiner_roster', 'examiner_sub_topics', 'examiner_exams']))
      await queryRunner.query(sql);
    // 30 questions in three languages can pass TEXT's 64 KB.
    for (const sql of dialect.textSize('examiner_exams', 'questions', 'MEDIUMTEXT'))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('examiner_exams', true);
    await queryRunner.dropTable('examiner_sub_topics', true);
    await queryRunner.dropTable('examiner_roster', true);
  }
}
