import * as z from 'zod';
import type { ExamFamilyId } from '../families';
import { EXAM_FAMILIES, FAMILY_DEFINITIONS, familyDefinition } from '../families/registry';
import { LANGUAGES } from '../families/family-definition';
import type { PerLanguage } from '../families/languages';
import { fieldPath } from './field-errors';
import { MAX_ANSWERS, MIN_ANSWERS } from './question-bank';

/**
 * A remote's built-in demo set (`apps/<family>/src/demo/demo-set.json`, DemoSet in exam.ts): 20 questions in the
 * runner's shape and their key (core spec section 4: demo mode uses built-in sample questions and key).
 */
export const DEMO_QUESTION_COUNT = 20;

const filled = () => z.string().refine((s) => s.trim() !== '', 'must not be empty');
const imageDirs = (): readonly string[] => FAMILY_DEFINITIONS.map((d) => d.imageDir);

/** `/<imageDir>/img/<file>` of some family (the folder the runner loads it from). */
export const DEMO_IMAGE_PATTERN = /^\/([^/]+)\/img\/([^/]+)$/;

const answers = () =>
  z
    .array(filled())
    .min(MIN_ANSWERS, `${MIN_ANSWERS}-${MAX_ANSWERS} answers`)
    .max(MAX_ANSWERS, `${MIN_ANSWERS}-${MAX_ANSWERS} answers`);

const demoQuestion = () =>
  z
    .strictObject({
      id: z.number().int(),
      // `klausimas_<l>` and `atsakymai_<l>` for every language of LANGUAGES, all filled (a demo set is ours).
      ...(Object.fromEntries(LANGUAGES.map((l) => [`klausimas_${l}`, filled()])) as PerLanguage<
        'klausimas',
        ReturnType<typeof filled>
      >),
      ...(Object.fromEntries(LANGUAGES.map((l) => [`atsakymai_${l}`, answers()])) as PerLanguage<
        'atsakymai',
        ReturnType<typeof answers>
      >),
      image: z
        .string()
        .regex(DEMO_IMAGE_PATTERN, "image must be null or '/<dir>/img/<file>'")
        .refine((s) => imageDirs().includes(s.split('/')[1]), {
          message: `image folder must be one of ${imageDirs().join(', ')}`,
        })
        .nullable(),
      svoris: z.union([z.literal(1), z.literal(2)], { error: 'svoris must be 1 or 2' }).optional(),
    })
    .superRefine((q, ctx) => {
      const counts = LANGUAGES.map((l) => q[`atsakymai_${l}`].length);
      if (new Set(counts).size !== 1)
        ctx.addIssue({
          code: 'custom',
          path: ['atsakymai_lt'],
          message: `answer counts differ across languages (${LANGUAGES.map((l, i) => `${l} ${counts[i]}`).join(', ')})`,
        });
    });

const keyEntry = () =>
  z.strictObject({
    ats: z.array(z.enum(['0', '1'], { error: "ats flags must be the strings '0' or '1'" })),
  });

/** A demo set; with `family`, it must be that family's and follow its answer mode. */
export function demoSetSchema(family?: ExamFamilyId) {
  const single = family ? familyDefinition(family).answerMode === 'single' : false;
  return z
    .strictObject({
      family: family ? z.literal(family, { error: `family must be '${family}'` }) : z.enum(EXAM_FAMILIES),
      questions: z.array(demoQuestion()),
      key: z.array(keyEntry()),
    })
    .superRefine((set, ctx) => {
      if (set.questions.length !== set.key.length)
        ctx.addIssue({
          code: 'custom',
          path: ['key'],
          message: `${set.questions.length} questions but ${set.key.length} key entries`,
        });
      const ids = new Set<number>();
      set.questions.forEach((q, i) => {
        if (ids.has(q.id))
          ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: 'duplicate id' });
        ids.add(q.id);
        const entry = set.key[i];
        if (!entry) return;
        const count = q.atsakymai_lt.length;
        if (entry.ats.length !== count)
          ctx.addIssue({
            code: 'custom',
            path: ['key', i, 'ats'],
            message: `has ${entry.ats.length} flags but question #${i + 1} has ${count} answers`,
          });
        const ones = entry.ats.filter((f) => f === '1').length;
        if (!ones)
          ctx.addIssue({ code: 'custom', path: ['key', i, 'ats'], message: 'marks no answer correct' });
        if (single && ones > 1)
          ctx.addIssue({
            code: 'custom',
            path: ['key', i, 'ats'],
            message: `marks ${ones} answers correct; ${family} is a single-answer family (exactly one)`,
          });
      });
    });
}

/** The demo set's problems as lines (empty when fine). */
export function demoSetProblems(set: unknown, family?: ExamFamilyId): string[] {
  const result = demoSetSchema(family).safeParse(set);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const where = (path: readonly PropertyKey[]) => {
      const [list, index, ...rest] = path;
      if (typeof index !== 'number') return fieldPath(path);
      const label = `${list === 'key' ? 'key' : 'question'} #${index + 1}`;
      return rest.length ? `${label} ${fieldPath(rest)}` : label;
    };
    return issue.code === 'unrecognized_keys'
      ? issue.keys.map((k) => `${where([...issue.path, k])}: unknown field`)
      : [`${where(issue.path)}: ${issue.message}`];
  });
}
