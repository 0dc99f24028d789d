import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BankFamilyId, LanguageColumns, LocalizedText } from '@portal/contracts';
import { epochMs, jsonText } from '../database/epoch-ms.transformer';

/** A bank question with its texts, answers and key. The key (`correct`) never leaves the server before an end. */
@Entity('questions')
@Index('uq_questions_family_ref', ['family', 'ref'], { unique: true })
export class QuestionEntity
  implements LanguageColumns<'text', string | null>, LanguageColumns<'explanation', string | null>
{
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  family!: BankFamilyId;

  /** Stable id from the bank file: what re-seeding matches on. */
  @Column({ type: 'varchar', length: 100 })
  ref!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  topic!: string | null;

  @Column({ name: 'text_lt', type: 'text' })
  textLt!: string;

  @Column({ name: 'text_ru', type: 'text' })
  textRu!: string;

  @Column({ name: 'text_en', type: 'text' })
  textEn!: string;

  // Added with issue 28 (nullable: a bank may lack a language; read '' and null alike as untranslated).
  @Column({ name: 'text_uk', type: 'text', nullable: true })
  textUk!: string | null;

  @Column({ name: 'text_pl', type: 'text', nullable: true })
  textPl!: string | null;

  @Column({ type: 'text', transformer: jsonText<LocalizedText[]>() })
  answers!: LocalizedText[];

  /** 0-based indexes of the correct answers. */
  @Column({ type: 'varchar', length: 100, transformer: jsonText<number[]>() })
  correct!: number[];

  @Column({ type: 'int', default: 1 })
  weight!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  image!: string | null;

  /** Staff's explanation, shown in the review of an ended attempt (optional; any language may be missing). */
  @Column({ name: 'explanation_lt', type: 'text', nullable: true })
  explanationLt!: string | null;

  @Column({ name: 'explanation_ru', type: 'text', nullable: true })
  explanationRu!: string | null;

  @Column({ name: 'explanation_en', type: 'text', nullable: true })
  explanationEn!: string | null;

  @Column({ name: 'explanation_uk', type: 'text', nullable: true })
  explanationUk!: string | null;

  @Column({ name: 'explanation_pl', type: 'text', nullable: true })
  explanationPl!: string | null;

  /** When staff retired it: no longer drawn, still shown in the reviews of past attempts (which name it by id). */
  @Column({ name: 'retired_at', type: 'bigint', nullable: true, transformer: epochMs })
  retiredAt!: number | null;
}
