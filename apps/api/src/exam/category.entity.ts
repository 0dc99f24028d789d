import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BankFamilyId } from '@portal/contracts';

/** A test category of one family (the spec's Category), with its labels in lt/ru/en. */
@Entity('categories')
@Index('uq_categories_family_value', ['family', 'value'], { unique: true })
export class CategoryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: BankFamilyId;

  @Column({ type: 'varchar', length: 50 })
  value!: string;

  @Column({ type: 'varchar', length: 50 })
  type!: string;

  @Column({ name: 'label_lt', type: 'varchar', length: 300 })
  labelLt!: string;

  @Column({ name: 'label_ru', type: 'varchar', length: 300 })
  labelRu!: string;

  @Column({ name: 'label_en', type: 'varchar', length: 300 })
  labelEn!: string;

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder!: number;
}
