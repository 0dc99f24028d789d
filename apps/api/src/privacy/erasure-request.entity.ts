import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

/**
 * pending: in the grace period (signing in or DELETE /api/me/erasure cancels); cancelled; erased: the person's
 * data erased, records the school must keep are held without it; purged: those records' retention ended too.
 */
export type ErasureState = 'pending' | 'cancelled' | 'erased' | 'purged';

@Entity('erasure_requests')
export class ErasureRequestEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  state!: ErasureState;

  @Column({ name: 'requested_at', type: 'bigint', transformer: epochMs })
  requestedAt!: number;

  @Column({ name: 'due_at', type: 'bigint', transformer: epochMs })
  dueAt!: number;

  @Column({ name: 'cancelled_at', type: 'bigint', nullable: true, transformer: epochMs })
  cancelledAt!: number | null;

  @Column({ name: 'erased_at', type: 'bigint', nullable: true, transformer: epochMs })
  erasedAt!: number | null;

  @Column({ name: 'purged_at', type: 'bigint', nullable: true, transformer: epochMs })
  purgedAt!: number | null;
}
