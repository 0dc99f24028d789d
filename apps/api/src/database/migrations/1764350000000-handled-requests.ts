import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

// A learner's request marked handled: by whom, when, and with what outcome (ActivationRequestEntity). The new
// columns take the table's character set (utf8mb4 since the initial schema).

const COLUMNS = [
  new TableColumn({ name: 'handled_at', type: 'bigint', isNullable: true }),
  new TableColumn({ name: 'handled_by', type: 'int', isNullable: true }),
  new TableColumn({ name: 'handled_by_name', type: 'varchar', length: '200', isNullable: true }),
  new TableColumn({ name: 'outcome', type: 'varchar', length: '20', isNullable: true }),
  new TableColumn({ name: 'granted_tests', type: 'int', isNullable: true }),
  new TableColumn({ name: 'granted_until', type: 'varchar', length: '10', isNullable: true }),
  new TableColumn({ name: 'note', type: 'varchar', length: '1000', isNullable: true }),
];

const OPEN_INDEX = new TableIndex({ name: 'ix_activation_requests_open', columnNames: ['handled', 'id'] });

export class HandledRequests1764350000000 implements MigrationInterface {
  name = 'HandledRequests1764350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('activation_requests', COLUMNS);
    await queryRunner.createIndex('activation_requests', OPEN_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('activation_requests', OPEN_INDEX.name!);
    for (const column of [...COLUMNS].reverse()) await queryRunner.dropColumn('activation_requests', column);
  }
}
