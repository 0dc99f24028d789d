import * as z from 'zod';
import type { Flag } from '../exam';
import { LANGUAGES } from '../families/family-definition';
import { CATEGORY_VALUE_MAX } from './question-bank';
import { fieldRule, schemaOnce } from './field-errors';

/** Upper bounds of a test's answer matrix; the engine checks the exact counts against the attempt. */
export const MAX_TEST_QUESTIONS = 200;
export const MAX_ANSWERS_PER_QUESTION = 10;

/** `ch`: one row per question of '0'/'1' flags. One 'type' error for the whole field, as the runner sends it whole. */
export function isFlagMatrix(value: unknown): value is Flag[][] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_TEST_QUESTIONS &&
    value.every(
      (row) =>
        Array.isArray(row) &&
        row.length <= MAX_ANSWERS_PER_QUESTION &&
        row.every((flag) => flag === '0' || flag === '1'),
    )
  );
}

/** `POST /api/:family/tests/save` and `tests/end`: the answers so far and the test token. */
export const testAnswersSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    ch: z.custom<Flag[][]>(isFlagMatrix, fieldRule('type')),
    test: z.string().min(1).max(2000),
  }),
);

/** `POST /api/:family/tests`: the category to draw from and, optionally, the language of the texts. */
export const startTestSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    kate: z.string().min(1).max(CATEGORY_VALUE_MAX),
    language: z.enum(LANGUAGES).optional(),
  }),
);

/**
 * `POST /api/:family/tests/texts`: the running test's questions in other languages (the start answers with the
 * test's language only, issue 30), by its token; each language once.
 */
export const testTextsSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    test: z.string().min(1).max(2000),
    languages: z
      .array(z.enum(LANGUAGES))
      .min(1)
      .max(LANGUAGES.length)
      .refine((list) => new Set(list).size === list.length, fieldRule('format')),
  }),
);
