import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

export type LedgerKind = 'payment' | 'refund';

/**
 * Money and access moved, one row per order and kind (unique: a second fulfilment of the same order cannot be
 * written). The payment row's id is the receipt's number.
 */
@Entity('payment_ledger')
@Index('uq_payment_ledger_order_kind', ['orderId', 'kind'], { unique: true })
export class PaymentLedgerEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @Column({ type: 'varchar', length: 10 })
  kind!: LedgerKind;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  /** Positive for a payment, negative for a refund. */
  @Column({ name: 'amount_cents', type: 'int' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'int' })
  days!: number;

  @Column({ type: 'int' })
  tests!: number;

  @Column({ name: 'valid_to_before', type: 'varchar', length: 10, nullable: true })
  validToBefore!: string | null;

  @Column({ name: 'valid_to_after', type: 'varchar', length: 10, nullable: true })
  validToAfter!: string | null;

  @Column({ type: 'bigint', transformer: epochMs })
  at!: number;
}
