import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BankFamilyId, LanguageColumns } from '@portal/contracts';

/** A test category of one family (the spec's Category), with its labels in every language (LANGUAGES). */
@Entity('categories')
@Index('uq_categories_family_value', ['family', 'value'], { unique: true })
export class CategoryEntity implements LanguageColumns<'label', string | null> {
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

  // Added with issue 28 (nullable: a category may lack a language; learners then get the Lithuanian label).
  @Column({ name: 'label_uk', type: 'varchar', length: 300, nullable: true })
  labelUk!: string | null;

  @Column({ name: 'label_pl', type: 'varchar', length: 300, nullable: true })
  labelPl!: string | null;

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder!: number;
}
