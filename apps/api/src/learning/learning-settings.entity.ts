import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A learner's plan for one family: the Regitra exam date and the daily cap of reviews. */
@Entity('learning_settings')
export class LearningSettingsEntity {
  @PrimaryColumn({ name: 'account_id', type: 'int' })
  accountId!: number;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  family!: string;

  /** 'YYYY-MM-DD' or null. */
  @Column({ name: 'exam_date', type: 'varchar', length: 10, nullable: true })
  examDate!: string | null;

  @Column({ name: 'daily_cap', type: 'int' })
  dailyCap!: number;

  /** Bumped by each recording of the learner's answers: what the Learn card's cache is valid for. */
  @Column({ type: 'int', default: 0 })
  version!: number;
}
