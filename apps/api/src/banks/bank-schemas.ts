import { randomUUID } from 'node:crypto';
import { questionBankSchema, type BankFormat } from '@portal/contracts';
import * as z from 'zod';

// The schemas of a bank question and category are the bank file's (libs/contracts/src/validation/question-bank.ts),
// taken from the bank schema here rather than exported from contracts: what contracts export at run time reaches
// the learners' bundles, and only the API needs these.

const BANK = questionBankSchema();

/** One question of a bank (an import item, whatever its format): the key checks included. */
export const BANK_QUESTION = BANK.shape.questions.element;

/** A category of a bank file. */
export const BANK_CATEGORY = BANK.shape.categories.element;

/**
 * A question as staff create or edit it: the bank question, its ref optional — one is made up before the check
 * (on edit the stored ref stays whatever the body says).
 */
export const BANK_QUESTION_INPUT = z.preprocess(
  (value) =>
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    (value as { ref?: unknown }).ref === undefined
      ? { ...value, ref: `q-${randomUUID().slice(0, 8)}` }
      : value,
  BANK_QUESTION,
);

/** A category as staff edit it: its value (fixed once made), type, labels, order, disabled. */
export const BANK_CATEGORY_INPUT = BANK_CATEGORY.safeExtend({
  value: z.string().regex(/^[A-Za-z0-9_+-]{1,50}$/, 'value: 1-50 letters, digits, _ + -'),
  type: z.string().trim().min(1, 'type must not be empty').max(50),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});

export const BANK_FORMATS = ['moodle-xml', 'gift', 'json'] as const satisfies readonly BankFormat[];

/** The file extension and content type of each format's export. */
export const BANK_FORMAT_FILES: Record<BankFormat, { ext: string; type: string }> = {
  'moodle-xml': { ext: 'xml', type: 'application/xml' },
  gift: { ext: 'gift.txt', type: 'text/plain' },
  json: { ext: 'json', type: 'application/json' },
};

/** Largest import accepted (characters of `content`). */
export const BANK_IMPORT_MAX_CHARS = 40_000_000;
