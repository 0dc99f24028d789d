import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { dialectOf } from '../dialect';

// Issue 27: the chance to pass stored with each mock test at its start (calibration against the test's `passed`),
// and each learner's last computed readiness (staff's list). Schema builder only: one migration for SQLite and MySQL.

const READINESS = new Table({
  name: 'learning_readiness',
  columns: [
    { name: 'account_id', type: 'int', isPrimary: true },
    { name: 'family', type: 'varchar', length: '20', isPrimary: true },
    { name: 'category', type: 'varchar', length: '50', isNullable: true },
    { name: 'pass_chance', type: 'double' },
    { name: 'ready', type: 'smallint' },
    { name: 'missing', type: 'varchar', length: '40' },
    { name: 'computed_at', type: 'bigint' },
  ],
  indices: [{ name: 'ix_learning_readiness_family', columnNames: ['family', 'pass_chance'] }],
});

export class Readiness1764940000000 implements MigrationInterface {
  name = 'Readiness1764940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'attempts',
      new TableColumn({ name: 'pass_chance', type: 'double', isNullable: true }),
    );
    await queryRunner.createTable(READINESS);
    for (const sql of dialectOf(queryRunner).unicodeTables(['learning_readiness']))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('learning_readiness');
    await queryRunner.dropColumn('attempts', 'pass_chance');
  }
}
