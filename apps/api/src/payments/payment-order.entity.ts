import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId, OrderState, PurchaseDuration } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** One purchase: the price list's entry as it was when ordered (the snapshot a callback is checked against). */
@Entity('payment_orders')
@Index('ix_payment_orders_account', ['accountId', 'createdAt'])
@Index('ix_payment_orders_state', ['state', 'createdAt'])
export class PaymentOrderEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  @Column({ type: 'varchar', length: 4 })
  duration!: PurchaseDuration;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'int' })
  days!: number;

  @Column({ type: 'int' })
  tests!: number;

  @Column({ type: 'varchar', length: 20 })
  state!: OrderState;

  /** Whether the provider was asked for a test payment. */
  @Column({ type: 'boolean', default: false })
  test!: boolean;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;

  @Column({ name: 'updated_at', type: 'bigint', transformer: epochMs })
  updatedAt!: number;

  @Column({ name: 'paid_at', type: 'bigint', nullable: true, transformer: epochMs })
  paidAt!: number | null;

  /** The access end before and after this payment (for a refund to give back exactly what it granted). */
  @Column({ name: 'valid_to_before', type: 'varchar', length: 10, nullable: true })
  validToBefore!: string | null;

  @Column({ name: 'valid_to_after', type: 'varchar', length: 10, nullable: true })
  validToAfter!: string | null;

  /** Why a callback could not be taken as paid (amount, currency, enrolment): staff look at it. */
  @Column({ name: 'review_reason', type: 'varchar', length: 500, nullable: true })
  reviewReason!: string | null;

  /** The provider's request id of the payment (requestid), for staff to find it in the provider's records. */
  @Column({ name: 'provider_ref', type: 'varchar', length: 60, nullable: true })
  providerRef!: string | null;

  @Column({ name: 'refund_reason', type: 'varchar', length: 1000, nullable: true })
  refundReason!: string | null;

  @Column({ name: 'refunded_at', type: 'bigint', nullable: true, transformer: epochMs })
  refundedAt!: number | null;
}
