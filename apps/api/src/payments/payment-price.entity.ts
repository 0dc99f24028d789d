import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ExamFamilyId, PurchaseDuration } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** The price list, per family and duration; a missing row means the default (DEFAULT_PRICES). */
@Entity('payment_prices')
export class PaymentPriceEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  @PrimaryColumn({ type: 'varchar', length: 4 })
  duration!: PurchaseDuration;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents!: number;

  @Column({ type: 'int' })
  days!: number;

  @Column({ type: 'int' })
  tests!: number;

  @Column({ name: 'updated_at', type: 'bigint', transformer: epochMs })
  updatedAt!: number;
}
