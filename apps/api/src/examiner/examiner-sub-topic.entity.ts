import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ExaminerCategoryRef } from '@portal/contracts';
import { epochMs, jsonText } from '../database/epoch-ms.transformer';

/** Staff's choice of bank categories for a sub-topic (a sub-topic without a row uses the built-in default). */
@Entity('examiner_sub_topics')
export class ExaminerSubTopicEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  sub!: string;

  @Column({ type: 'text', transformer: jsonText<ExaminerCategoryRef[]>() })
  categories!: ExaminerCategoryRef[];

  @Column({ name: 'updated_at', type: 'bigint', transformer: epochMs })
  updatedAt!: number;

  @Column({ name: 'updated_by', type: 'varchar', length: 200 })
  updatedBy!: string;
}
