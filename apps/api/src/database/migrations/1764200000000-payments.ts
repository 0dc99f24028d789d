import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';

// Payments: orders with their price snapshot, the price list, and the ledger of fulfilments and refunds.

const ORDERS = new Table({
  name: 'payment_orders',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'account_id', type: 'int' },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'duration', type: 'varchar', length: '4' },
    { name: 'amount_cents', type: 'int' },
    { name: 'currency', type: 'varchar', length: '3' },
    { name: 'days', type: 'int' },
    { name: 'tests', type: 'int' },
    { name: 'state', type: 'varchar', length: '20' },
    { name: 'test', type: 'boolean', default: false },
    { name: 'created_at', type: 'bigint' },
    { name: 'updated_at', type: 'bigint' },
    { name: 'paid_at', type: 'bigint', isNullable: true },
    { name: 'valid_to_before', type: 'varchar', length: '10', isNullable: true },
    { name: 'valid_to_after', type: 'varchar', length: '10', isNullable: true },
    { name: 'review_reason', type: 'varchar', length: '500', isNullable: true },
    { name: 'provider_ref', type: 'varchar', length: '60', isNullable: true },
    { name: 'refund_reason', type: 'varchar', length: '1000', isNullable: true },
    { name: 'refunded_at', type: 'bigint', isNullable: true },
  ],
  indices: [
    new TableIndex({ name: 'ix_payment_orders_account', columnNames: ['account_id', 'created_at'] }),
    new TableIndex({ name: 'ix_payment_orders_state', columnNames: ['state', 'created_at'] }),
  ],
});

const PRICES = new Table({
  name: 'payment_prices',
  columns: [
    { name: 'family', type: 'varchar', length: '20', isPrimary: true },
    { name: 'duration', type: 'varchar', length: '4', isPrimary: true },
    { name: 'amount_cents', type: 'int' },
    { name: 'days', type: 'int' },
    { name: 'tests', type: 'int' },
    { name: 'updated_at', type: 'bigint' },
  ],
});

const LEDGER = new Table({
  name: 'payment_ledger',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'order_id', type: 'int' },
    { name: 'kind', type: 'varchar', length: '10' },
    { name: 'account_id', type: 'int' },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'amount_cents', type: 'int' },
    { name: 'currency', type: 'varchar', length: '3' },
    { name: 'days', type: 'int' },
    { name: 'tests', type: 'int' },
    { name: 'valid_to_before', type: 'varchar', length: '10', isNullable: true },
    { name: 'valid_to_after', type: 'varchar', length: '10', isNullable: true },
    { name: 'at', type: 'bigint' },
  ],
  indices: [
    new TableIndex({
      name: 'uq_payment_ledger_order_kind',
      columnNames: ['order_id', 'kind'],
      isUnique: true,
    }),
  ],
});

export class Payments1764200000000 implements MigrationInterface {
  name = 'Payments1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of [ORDERS, PRICES, LEDGER]) await queryRunner.createTable(table, true);
    for (const sql of dialectOf(queryRunner).unicodeTables([
      'payment_orders',
      'payment_prices',
      'payment_ledger',
    ]))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['payment_ledger', 'payment_prices', 'payment_orders'])
      await queryRunner.dropTable(table, true);
  }
}
