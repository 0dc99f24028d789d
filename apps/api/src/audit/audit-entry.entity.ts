import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

/** One staff change, append-only: who, when, what, and the state before and after (JSON text). */
@Entity('audit_entries')
@Index('ix_audit_entries_at', ['at'])
@Index('ix_audit_entries_action', ['action', 'at'])
@Index('ix_audit_entries_actor', ['actorId', 'at'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'bigint', transformer: epochMs })
  at!: number;

  /** The staff account (null for the system, e.g. a payment callback). */
  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId!: number | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 200 })
  actorName!: string;

  /** A dotted verb, e.g. `enrollment.activate`, `switch.set`, `bank.import`. */
  @Column({ type: 'varchar', length: 60 })
  action!: string;

  /** What was changed, e.g. `enrollment:12`, `switch:ket`, `bank:ket`. */
  @Column({ type: 'varchar', length: 120 })
  target!: string;

  @Column({ type: 'text', nullable: true })
  before!: string | null;

  @Column({ type: 'text', nullable: true })
  after!: string | null;
}
