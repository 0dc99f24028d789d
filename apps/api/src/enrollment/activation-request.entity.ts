import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** A learner's request to staff: activate me again, or give me more tests. */
@Entity('activation_requests')
@Index('ix_activation_requests_account', ['accountId', 'family'])
@Index('ix_activation_requests_open', ['handled', 'id'])
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

  /** Handled: when, by which staff account (and its name then), with what outcome. */
  @Column({ name: 'handled_at', type: 'bigint', nullable: true, transformer: epochMs })
  handledAt!: number | null;

  @Column({ name: 'handled_by', type: 'int', nullable: true })
  handledBy!: number | null;

  @Column({ name: 'handled_by_name', type: 'varchar', length: 200, nullable: true })
  handledByName!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome!: 'granted' | 'dismissed' | null;

  /** Tests added by the grant. */
  @Column({ name: 'granted_tests', type: 'int', nullable: true })
  grantedTests!: number | null;

  /** The end of validity after the grant (YYYY-MM-DD). */
  @Column({ name: 'granted_until', type: 'varchar', length: 10, nullable: true })
  grantedUntil!: string | null;

  /** Staff's note to the learner. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  note!: string | null;
}
