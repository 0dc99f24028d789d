import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { dialectOf } from '../dialect';

// backup_runs: one row per backup (time, size, outcome) that staff see; its unique `slot` is the lock that lets
// only one of several instances take the nightly backup. erasure_requests: a learner's request to be erased, its
// grace period and what became of it (privacy/erasure.service.ts); it names nobody but the account id.

const BACKUP_RUNS = new Table({
  name: 'backup_runs',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'slot', type: 'varchar', length: '80', isUnique: true },
    { name: 'trigger', type: 'varchar', length: '20' },
    { name: 'started_at', type: 'bigint' },
    { name: 'finished_at', type: 'bigint', isNullable: true },
    { name: 'outcome', type: 'varchar', length: '20' },
    { name: 'path', type: 'varchar', length: '500', isNullable: true },
    { name: 'size_bytes', type: 'bigint', isNullable: true },
    { name: 'error', type: 'varchar', length: '1000', isNullable: true },
  ],
  indices: [{ name: 'ix_backup_runs_started', columnNames: ['started_at'] }],
});

const ERASURE_REQUESTS = new Table({
  name: 'erasure_requests',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'account_id', type: 'int' },
    { name: 'state', type: 'varchar', length: '20' },
    { name: 'requested_at', type: 'bigint' },
    { name: 'due_at', type: 'bigint' },
    { name: 'cancelled_at', type: 'bigint', isNullable: true },
    { name: 'erased_at', type: 'bigint', isNullable: true },
    { name: 'purged_at', type: 'bigint', isNullable: true },
  ],
  indices: [
    { name: 'ix_erasure_requests_account', columnNames: ['account_id'] },
    { name: 'ix_erasure_requests_state', columnNames: ['state', 'due_at'] },
  ],
});

export class BackupsAndErasure1764700000000 implements MigrationInterface {
  name = 'BackupsAndErasure1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(BACKUP_RUNS);
    await queryRunner.createTable(ERASURE_REQUESTS);
    for (const sql of dialectOf(queryRunner).unicodeTables(['backup_runs', 'erasure_requests']))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('erasure_requests');
    await queryRunner.dropTable('backup_runs');
  }
}
