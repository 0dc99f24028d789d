import * as z from 'zod';
import { LANGUAGES } from '../families/family-definition';
import { schemaOnce } from './field-errors';

/**
 * `PUT /api/me/exam-language`: a language of LANGUAGES or null (clears the choice). Whether the school offers it
 * (EXAM_LANGUAGES) only the API knows: it answers 400 naming `language` for one it does not.
 */
export const examLanguageSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({ language: z.enum(LANGUAGES).nullable() }),
);
