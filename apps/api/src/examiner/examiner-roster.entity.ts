import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

/** A candidate staff admitted to an exam: registration number, birth date, sub-topic and time window. */
@Entity('examiner_roster')
@Index('ix_examiner_roster_regnr', ['regnr'])
export class ExaminerRosterEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  regnr!: string;

  @Column({ type: 'varchar', length: 10 })
  gdata!: string;

  @Column({ type: 'varchar', length: 20 })
  sub!: string;

  @Column({ name: 'valid_from', type: 'bigint', transformer: epochMs })
  validFrom!: number;

  @Column({ name: 'valid_to', type: 'bigint', transformer: epochMs })
  validTo!: number;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;

  @Column({ name: 'created_by', type: 'varchar', length: 200 })
  createdBy!: string;
}
