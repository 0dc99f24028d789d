import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

// `accounts.token_version`: carried in every access and test token (`tv`) and compared with the account's on every
// authenticated request, so raising it (a password reset or change) ends the account's existing sessions at once.
// Tokens signed before carry none and count as 0, the value every account starts with: they stay valid until then.

const TOKEN_VERSION = new TableColumn({
  name: 'token_version',
  type: 'int',
  isNullable: false,
  default: 0,
});

export class TokenVersion1764600000000 implements MigrationInterface {
  name = 'TokenVersion1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('accounts', TOKEN_VERSION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('accounts', TOKEN_VERSION.name);
  }
}
