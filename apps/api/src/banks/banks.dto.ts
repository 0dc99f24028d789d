import type { BankRetiredFilter } from '@portal/contracts';
import * as z from 'zod';
import { pageQuery } from '../common/paging';
import { queryBoolean, queryInt, queryText } from '../common/query-fields';
import {
  BANK_CATEGORY_INPUT,
  BANK_FORMATS,
  BANK_IMPORT_MAX_CHARS,
  BANK_QUESTION_INPUT,
} from './bank-schemas';
import { zodDto } from '../common/zod-schema';

/** `GET staff/banks/:family/questions`: the filters of the bank's question list. */
export const bankQuestionsQuerySchema = () =>
  pageQuery({
    category: queryText(50).optional().describe('A category value of the family'),
    q: queryText(200).optional().describe('Words searched in the ref, topic, texts and answers'),
    topic: queryText(100).optional(),
    hasImage: queryBoolean().optional(),
    weight: queryInt(1, 2).optional(),
    retired: z.enum(['active', 'retired', 'all'] satisfies BankRetiredFilter[]).optional(),
  });

export class BankQuestionsQueryDto extends zodDto(bankQuestionsQuerySchema()) {}

export class BankQuestionDto extends zodDto(BANK_QUESTION_INPUT) {}

export class BankCategoryDto extends zodDto(BANK_CATEGORY_INPUT) {}

export class SetRetiredDto extends zodDto(z.strictObject({ retired: z.boolean() })) {}

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

export class BankImportDto extends zodDto(bankImportSchema()) {}

export class BankExportQueryDto extends zodDto(z.strictObject({ format: z.enum(BANK_FORMATS) })) {}
