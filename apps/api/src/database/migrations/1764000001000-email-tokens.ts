import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';

// Sign-up confirmation and password reset links (EmailTokenEntity). Schema builder, as the initial migration, so
// one migration serves SQLite and MySQL/MariaDB.

const EMAIL_TOKENS = new Table({
  name: 'email_tokens',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'kind', type: 'varchar', length: '10' },
    { name: 'token_hash', type: 'varchar', length: '64' },
    { name: 'email', type: 'varchar', length: '254' },
    { name: 'account_id', type: 'int', isNullable: true },
    { name: 'name', type: 'varchar', length: '200', isNullable: true },
    { name: 'password_hash', type: 'varchar', length: '100', isNullable: true },
    { name: 'language', type: 'varchar', length: '2' },
    { name: 'expires_at', type: 'bigint' },
    { name: 'used_at', type: 'bigint', isNullable: true },
    { name: 'created_at', type: 'bigint' },
  ],
  indices: [
    new TableIndex({ name: 'uq_email_tokens_hash', columnNames: ['token_hash'], isUnique: true }),
    new TableIndex({ name: 'ix_email_tokens_email', columnNames: ['kind', 'email'] }),
  ],
});

export class EmailTokens1764000001000 implements MigrationInterface {
  name = 'EmailTokens1764000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(EMAIL_TOKENS, true);
    for (const sql of dialectOf(queryRunner).unicodeTables(['email_tokens'])) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('email_tokens', true);
  }
}
