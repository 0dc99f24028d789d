import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { epochMs } from '../../database/epoch-ms.transformer';

/**
 * A learner's readiness as last computed (their Learn card read, or a mock test's start): staff's list of who is
 * ready reads these rows instead of computing every learner's chance on each request.
 */
@Entity('learning_readiness')
@Index('ix_learning_readiness_family', ['family', 'passChance'])
export class ReadinessEntity {
  @PrimaryColumn({ name: 'account_id', type: 'int' })
  accountId!: number;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  family!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  category!: string | null;

  @Column({ name: 'pass_chance', type: 'double' })
  passChance!: number;

  @Column({ type: 'smallint' })
  ready!: number;

  /** The conditions not met, comma-separated (READY_CONDITIONS), '' when ready. */
  @Column({ type: 'varchar', length: 40 })
  missing!: string;

  @Column({ name: 'computed_at', type: 'bigint', transformer: epochMs })
  computedAt!: number;
}
