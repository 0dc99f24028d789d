import { Column, Entity, PrimaryColumn } from 'typeorm';
import { epochMs } from '../database/epoch-ms.transformer';

/** A deployment switch staff change at run time: a family offered or not, or a mode's server check. */
@Entity('switches')
export class SwitchEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name!: string;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  @Column({ name: 'updated_at', type: 'bigint', nullable: true, transformer: epochMs })
  updatedAt!: number | null;

  @Column({ name: 'updated_by', type: 'varchar', length: 200, nullable: true })
  updatedBy!: string | null;
}
