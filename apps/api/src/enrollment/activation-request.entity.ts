import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** A learner's request to staff: activate me again, or give me more tests. */
@Entity('activation_requests')
@Index('ix_activation_requests_account', ['accountId', 'family'])
export class ActivationRequestEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  @Column({ type: 'varchar', length: 20 })
  kind!: 'activation' | 'more-tests';

  @Column({ type: 'varchar', length: 2000 })
  text!: string;

  @Column({ type: 'boolean', default: false })
  handled!: boolean;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;
}
