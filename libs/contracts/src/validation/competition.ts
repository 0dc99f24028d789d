import * as z from 'zod';
import { DEFAULT_LANGUAGE, EXAM_FAMILIES, LANGUAGES, perLanguage, type ExamFamilyId } from '../families';
import { fieldGate, fieldRule, schemaOnce } from './field-errors';
import { dateText, isRealDate, optional, requiredText } from './rules';

/** Letters (Lithuanian too), hyphen, apostrophe and space, as the registration names (second spec, section 5). */
export const PERSON_NAME_PATTERN = /^[\p{L}][\p{L}' -]*$/u;
export const PERSON_NAME_MESSAGE_LT = 'Įrašykite vardą ir pavardę';
export const CONTEST_TIMES_MESSAGE_LT = 'Pabaiga turi būti vėlesnė už pradžią';
export const MAX_CONTEST_QUESTIONS = 50;

/** A name of at least two words (first and last name), letters only. */
export const personName = () =>
  requiredText(100, PERSON_NAME_MESSAGE_LT)
    .refine((s) => PERSON_NAME_PATTERN.test(s), fieldGate('pattern', PERSON_NAME_MESSAGE_LT))
    .refine((s) => s.split(/\s+/).filter(Boolean).length >= 2, fieldRule('pattern', PERSON_NAME_MESSAGE_LT));

/** A birth date: a real date, not in the future. */
export const birthDate = () =>
  dateText().refine((s) => !isRealDate(s) || s <= new Date().toISOString().slice(0, 10), fieldRule('date'));

/** `POST /api/competition/tests`. */
export const competitionStartSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    person: z.strictObject({ name: personName(), gdata: birthDate() }),
    egzamin: z.boolean(),
    language: optional(z.enum(LANGUAGES)),
    entry: optional(z.string().max(2000)),
  }),
);

const isoTime = () =>
  z
    .string()
    .refine((s) => s.trim() !== '', fieldGate('required'))
    .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), fieldRule('date'));

/** `POST /api/staff/contests`. */
export const createContestSchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .strictObject({
      // The Lithuanian title is required; another language left out shows the Lithuanian one to its learners.
      title: z.strictObject(
        perLanguage((l) =>
          l === DEFAULT_LANGUAGE ? requiredText(200) : z.string().trim().max(200).optional().default(''),
        ),
      ),
      family: z.enum(EXAM_FAMILIES as unknown as [ExamFamilyId, ...ExamFamilyId[]]),
      category: requiredText(40),
      questionCount: optional(z.number().int().min(1).max(MAX_CONTEST_QUESTIONS)),
      timeLimitSeconds: z
        .number()
        .int()
        .min(60)
        .max(4 * 3600),
      opensAt: isoTime(),
      closesAt: isoTime(),
    })
    .refine((b) => Number.isNaN(Date.parse(b.opensAt)) || Date.parse(b.closesAt) > Date.parse(b.opensAt), {
      ...fieldRule('range', CONTEST_TIMES_MESSAGE_LT),
      path: ['closesAt'],
    }),
);

/** `POST /api/staff/contests/:id/entries/:entryId`. */
export const moderateEntrySchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .strictObject({ hidden: optional(z.boolean()), disqualified: optional(z.boolean()) })
    .refine((b) => b.hidden !== undefined || b.disqualified !== undefined, {
      ...fieldRule('required'),
      path: ['hidden'],
    }),
);
