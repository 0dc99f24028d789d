import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

// The bank's revision (exam/bank-revision.entity.ts): raised by every bank change, read by each instance's question
// cache to tell whether what it holds is still current.

const TABLE = new Table({
  name: 'bank_revision',
  columns: [
    { name: 'id', type: 'int', isPrimary: true },
    { name: 'revision', type: 'int', isNullable: false, default: 0 },
  ],
});

export class BankRevision1764450000000 implements MigrationInterface {
  name = 'BankRevision1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(TABLE);
    await queryRunner.query('INSERT INTO bank_revision (id, revision) VALUES (1, 0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE.name);
  }
}
