import * as z from 'zod';
import type { ExamFamilyId } from '../families';
import { EXAM_FAMILIES, familyDefinition } from '../families/registry';
import { DEFAULT_LANGUAGE, type FamilyDefinition } from '../families/family-definition';
import { perLanguage } from '../families/languages';
import { fieldPath } from './field-errors';

/**
 * A question bank file (`apps/api/src/seed/banks/<family>.json`, QuestionBank in exam.ts): what the seed loads and
 * tools/seed-data/check-banks.mjs checks. Messages are for whoever edits the file (English).
 */

/** The runner's keys 1–5 reach at most five answers. */
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 5;
export const CATEGORY_VALUE_MAX = 50;
export const QUESTION_REF_MAX = 100;
export const WEIGHTS = [1, 2] as const;

// Every text a bank stores has a bound here, in UTF-16 code units (what zod counts; never fewer than the
// characters MySQL counts), so SQLite and MariaDB accept the same banks: a VARCHAR(n) column holds n characters,
// a TEXT column 65,535 bytes — a question or explanation text at 3 bytes a unit; all the answer texts of a question
// (5 answers × every language) share one JSON column (MEDIUMTEXT on MySQL) at up to 6 bytes a unit (`\u001f`). Beyond a bound a text is a field problem, not a 500.
/** `questions.topic` VARCHAR(100). */
export const TOPIC_MAX = 100;
/** `questions.text_*` and `explanation_*` TEXT (65,535 bytes): 10,000 units are at most 30,000 bytes. */
export const QUESTION_TEXT_MAX = 10_000;
/**
 * `questions.answers` holds every answer in every language as JSON: 5 answers × 5 languages × 500 × 6 bytes is
 * 75,000 bytes, MEDIUMTEXT on MySQL since migration 1764800000000 (TEXT's 65,535 held three languages).
 */
export const ANSWER_TEXT_MAX = 500;
/** `questions.image` VARCHAR(255). */
export const IMAGE_NAME_MAX = 255;
/** `categories.type` VARCHAR(50). */
export const CATEGORY_TYPE_MAX = 50;
/** `categories.label_*` VARCHAR(300). */
export const CATEGORY_LABEL_MAX = 300;

const atMost = (max: number) => `at most ${max.toLocaleString('en')} characters`;

const filled = (what: string) => z.string().refine((s) => s.trim() !== '', `${what} must not be empty`);

/**
 * A text in every language of LANGUAGES, none longer than `max`. The Lithuanian one is required; another language
 * may be left out or empty — untranslated: learners get the
 * Lithuanian text and the staff console counts it in the coverage. Our sample banks must have every language
 * (tools/seed-data/check-banks.mjs, translation-problems.ts).
 */
const localizedText = (max: number) =>
  z.object(
    perLanguage((l) =>
      l === DEFAULT_LANGUAGE
        ? filled(l).max(max, atMost(max))
        : z.string().max(max, atMost(max)).optional().default(''),
    ),
  );

/** An image file name (under the family's image folder), or null. */
const imageFile = () =>
  z
    .string()
    .max(IMAGE_NAME_MAX, atMost(IMAGE_NAME_MAX))
    .regex(/^[^/\\]+$/, 'image must be a plain file name')
    .refine((s) => s.trim() !== '', 'image must not be empty');

const weight = () =>
  z.union(
    WEIGHTS.map((w) => z.literal(w)),
    { error: 'weight must be 1 or 2' },
  );

const bankCategory = () =>
  z.strictObject({
    value: filled('value').max(CATEGORY_VALUE_MAX, atMost(CATEGORY_VALUE_MAX)),
    type: filled('type').max(CATEGORY_TYPE_MAX, atMost(CATEGORY_TYPE_MAX)),
    labels: localizedText(CATEGORY_LABEL_MAX),
    disabled: z.boolean().optional(),
  });

const bankQuestion = () =>
  z
    .strictObject({
      ref: filled('ref').max(QUESTION_REF_MAX, atMost(QUESTION_REF_MAX)),
      categories: z
        .array(z.string().max(CATEGORY_VALUE_MAX, atMost(CATEGORY_VALUE_MAX)))
        .min(1, 'categories must name at least one category'),
      topic: z.string().max(TOPIC_MAX, atMost(TOPIC_MAX)).optional(),
      text: localizedText(QUESTION_TEXT_MAX),
      answers: z
        .array(localizedText(ANSWER_TEXT_MAX))
        .min(MIN_ANSWERS, `${MIN_ANSWERS}-${MAX_ANSWERS} answers`)
        .max(MAX_ANSWERS, `${MIN_ANSWERS}-${MAX_ANSWERS} answers`),
      correct: z.array(z.number().int().min(0)).min(1, 'correct must list at least one answer index'),
      weight: weight().optional(),
      image: imageFile().nullish(),
      explanation: localizedText(QUESTION_TEXT_MAX).optional(),
    })
    .superRefine((q, ctx) => {
      if (q.correct.some((i) => i >= q.answers.length))
        ctx.addIssue({
          code: 'custom',
          path: ['correct'],
          message: `correct must list valid answer indexes (0-based, below ${q.answers.length})`,
        });
      if (new Set(q.correct).size !== q.correct.length)
        ctx.addIssue({ code: 'custom', path: ['correct'], message: 'correct lists an index twice' });
    });

/** The family a bank is checked for: an id of the registry, or a definition (one the registry may not list). */
export type BankFamily =
  ExamFamilyId | (Pick<FamilyDefinition, 'id' | 'answerMode'> & Partial<Pick<FamilyDefinition, 'topics'>>);

/** A bank; with `target`, the bank must be that family's and follow its definition (answer mode). */
export function questionBankSchema(target?: BankFamily) {
  const definition = typeof target === 'string' ? familyDefinition(target) : target;
  const family = definition?.id;
  const single = definition?.answerMode === 'single';
  // A family that lists topics takes only those (issue 26); one without takes any text.
  const topics = new Set((definition?.topics ?? []).map((t) => t.id));
  return z
    .strictObject({
      family: family ? z.literal(family, { error: `family must be '${family}'` }) : z.enum(EXAM_FAMILIES),
      categories: z.array(bankCategory()).min(1, 'no categories'),
      questions: z.array(bankQuestion()),
    })
    .superRefine((bank, ctx) => {
      const values = new Set<string>();
      bank.categories.forEach((c, i) => {
        if (values.has(c.value))
          ctx.addIssue({ code: 'custom', path: ['categories', i, 'value'], message: 'duplicate value' });
        values.add(c.value);
      });
      const refs = new Set<string>();
      bank.questions.forEach((q, i) => {
        if (refs.has(q.ref))
          ctx.addIssue({ code: 'custom', path: ['questions', i, 'ref'], message: 'duplicate ref' });
        refs.add(q.ref);
        const unknown = q.categories.filter((c) => !values.has(c));
        if (unknown.length)
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, 'categories'],
            message: `categories must name the bank's categories (unknown: ${unknown.join(', ')})`,
          });
        if (topics.size && q.topic !== undefined && !topics.has(q.topic))
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, 'topic'],
            message: `topic must be one of ${family}'s topics (${[...topics].join(', ')})`,
          });
        // One tick per question in these runners: two right answers could never both be ticked.
        if (single && new Set(q.correct).size !== 1)
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, 'correct'],
            message: `exactly one correct answer in this family (${family} takes one answer per question)`,
          });
      });
    });
}

/** Where an issue is, for people: `question #3 (ket-A-2) correct`, `category #1 labels.ru`. */
export function bankIssueWhere(bank: unknown, path: readonly PropertyKey[]): string {
  const [list, index, ...rest] = path;
  if ((list === 'questions' || list === 'categories') && typeof index === 'number') {
    const item = (bank as Record<string, unknown[]> | null)?.[list]?.[index] as
      Record<string, unknown> | undefined;
    const name = list === 'questions' ? item?.ref : item?.value;
    const label = `${list === 'questions' ? 'question' : 'category'} #${index + 1}`;
    const named = typeof name === 'string' && name ? `${label} (${name})` : label;
    return rest.length ? `${named} ${fieldPath(rest)}` : named;
  }
  return path.length ? fieldPath(path) : 'bank';
}

/** The bank's problems as lines (empty when fine): what the seed refuses and the bank checker reports. */
export function bankProblems(bank: unknown, family?: BankFamily): string[] {
  const result = questionBankSchema(family).safeParse(bank);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((k) => `${bankIssueWhere(bank, [...issue.path, k])}: unknown field`)
      : [`${bankIssueWhere(bank, issue.path)}: ${issue.message}`],
  );
}
