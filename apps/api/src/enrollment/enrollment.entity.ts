import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExamFamilyId } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** One account's standing in one exam family: registration details, activation status and validity. */
@Entity('enrollments')
@Index('uq_enrollments_account_family', ['accountId', 'family'], { unique: true })
export class EnrollmentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: ExamFamilyId;

  /** The spec's `valid`: 1 active, 0 pending, negative rejected; null = not registered. */
  @Column({ type: 'int', nullable: true })
  status!: number | null;

  @Column({ name: 'valid_from', type: 'varchar', length: 10, nullable: true })
  validFrom!: string | null;

  @Column({ name: 'valid_to', type: 'varchar', length: 10, nullable: true })
  validTo!: string | null;

  @Column({ name: 'tests_left', type: 'int', default: 0 })
  testsLeft!: number;

  @Column({ type: 'varchar', length: 1000, default: '' })
  info!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  vardas!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  pavarde!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gdata!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  telefonas!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'int', nullable: true })
  filialas!: number | null;

  @Column({ name: 'orig_email', type: 'varchar', length: 254, nullable: true })
  origEmail!: string | null;

  @Column({ name: 'rejection_text', type: 'varchar', length: 1000, nullable: true })
  rejectionText!: string | null;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;

  @Column({ name: 'updated_at', type: 'bigint', transformer: epochMs })
  updatedAt!: number;
}
