import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type BankCategoryInput,
  type BankFormat,
  type BankImportRequest,
  type BankQuestionInput,
  type BankRetiredFilter,
  type LocalizedText,
} from '@portal/contracts';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import * as z from 'zod';
import { PageQueryDto } from '../common/paging';
import {
  BANK_CATEGORY_INPUT,
  BANK_FORMATS,
  BANK_IMPORT_MAX_CHARS,
  BANK_QUESTION_INPUT,
} from './bank-schemas';
import { ZodSchema } from '../common/zod-schema';

const booleanText = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class BankQuestionsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'A category value of the family' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  category?: string;

  @ApiPropertyOptional({ description: 'Words searched in the ref, topic, texts and answers' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  topic?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(booleanText)
  @IsBoolean()
  hasImage?: boolean;

  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsIn([1, 2])
  weight?: number;

  @ApiPropertyOptional({ enum: ['active', 'retired', 'all'], default: 'active' })
  @IsOptional()
  @IsIn(['active', 'retired', 'all'])
  retired?: BankRetiredFilter;
}

@ZodSchema(BANK_QUESTION_INPUT)
export class BankQuestionDto implements BankQuestionInput {
  @ApiPropertyOptional({ description: 'Stable id in the bank; made up on create when absent; fixed on edit' })
  ref?: string;

  @ApiProperty({ type: [String], example: ['B'] })
  categories!: string[];

  @ApiPropertyOptional()
  topic?: string;

  @ApiProperty({
    example: { lt: 'Klausimas', ru: 'Вопрос', en: 'Question', uk: 'Запитання', pl: 'Pytanie' },
    description:
      'Lithuanian required; a language left empty is untranslated (learners get the Lithuanian text)',
  })
  text!: LocalizedText;

  @ApiProperty({ description: '2–5 answers, each in every language (lt required)' })
  answers!: LocalizedText[];

  @ApiProperty({ type: [Number], description: '0-based indexes of the right answers' })
  correct!: number[];

  @ApiPropertyOptional({ enum: [1, 2] })
  weight?: number;

  @ApiPropertyOptional({ nullable: true, description: 'File name from the image upload' })
  image?: string | null;

  @ApiPropertyOptional()
  explanation?: LocalizedText;
}

@ZodSchema(BANK_CATEGORY_INPUT)
export class BankCategoryDto implements BankCategoryInput {
  @ApiProperty({ example: 'B' })
  value!: string;

  @ApiProperty({ example: 'car' })
  type!: string;

  @ApiProperty()
  labels!: LocalizedText;

  @ApiPropertyOptional()
  disabled?: boolean;

  @ApiPropertyOptional()
  sortOrder?: number;
}

export class SetRetiredDto {
  @ApiProperty()
  @IsDefined()
  @IsBoolean()
  retired!: boolean;
}

export const bankImportSchema = () =>
  z.strictObject({
    format: z.enum(BANK_FORMATS, { error: `format must be one of ${BANK_FORMATS.join(', ')}` }),
    content: z
      .string({ error: 'content must be the file as text' })
      .min(1, 'content must not be empty')
      .max(BANK_IMPORT_MAX_CHARS, 'content is too large'),
    dryRun: z.boolean().optional(),
    category: z.string({ error: 'category must be a category value' }).trim().min(1).max(50).optional(),
    topic: z.string({ error: 'topic must be text' }).trim().min(1).max(100).optional(),
  });

@ZodSchema(bankImportSchema())
export class BankImportDto implements BankImportRequest {
  @ApiProperty({ enum: BANK_FORMATS })
  format!: BankFormat;

  @ApiProperty({ description: 'The whole file as text (UTF-8)' })
  content!: string;

  @ApiPropertyOptional({ description: 'Check and report only; store nothing' })
  dryRun?: boolean;

  @ApiPropertyOptional({ description: 'Category for items that name none the family knows' })
  category?: string;

  @ApiPropertyOptional({ description: 'Topic for items that name none' })
  topic?: string;
}

export class BankExportQueryDto {
  @ApiProperty({ enum: BANK_FORMATS })
  @IsDefined()
  @IsIn([...BANK_FORMATS])
  format!: BankFormat;
}
