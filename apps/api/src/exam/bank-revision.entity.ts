import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row (id 1): a number every bank change raises (bank-revision.ts). Each instance's QuestionCache reads it every
 * few seconds and keeps what it holds while the number stays the same.
 */
@Entity('bank_revision')
export class BankRevisionEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int', default: 0 })
  revision!: number;
}
