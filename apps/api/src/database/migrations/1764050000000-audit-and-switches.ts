import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';

// The staff audit trail (AuditEntryEntity) and the run-time deployment switches (SwitchEntity).

const AUDIT_ENTRIES = new Table({
  name: 'audit_entries',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'at', type: 'bigint' },
    { name: 'actor_id', type: 'int', isNullable: true },
    { name: 'actor_name', type: 'varchar', length: '200' },
    { name: 'action', type: 'varchar', length: '60' },
    { name: 'target', type: 'varchar', length: '120' },
    { name: 'before', type: 'text', isNullable: true },
    { name: 'after', type: 'text', isNullable: true },
  ],
  indices: [
    new TableIndex({ name: 'ix_audit_entries_at', columnNames: ['at'] }),
    new TableIndex({ name: 'ix_audit_entries_action', columnNames: ['action', 'at'] }),
    new TableIndex({ name: 'ix_audit_entries_actor', columnNames: ['actor_id', 'at'] }),
  ],
});

const SWITCHES = new Table({
  name: 'switches',
  columns: [
    { name: 'name', type: 'varchar', length: '40', isPrimary: true },
    { name: 'enabled', type: 'boolean' },
    { name: 'updated_at', type: 'bigint', isNullable: true },
    { name: 'updated_by', type: 'varchar', length: '200', isNullable: true },
  ],
});

export class AuditAndSwitches1764050000000 implements MigrationInterface {
  name = 'AuditAndSwitches1764050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(AUDIT_ENTRIES, true);
    await queryRunner.createTable(SWITCHES, true);
    for (const sql of dialectOf(queryRunner).unicodeTables(['audit_entries', 'switches']))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('switches', true);
    await queryRunner.dropTable('audit_entries', true);
  }
}
