import * as z from 'zod';
import { EXAMINER_TOPICS, examinerTopicOf } from '../examiner';
import { LANGUAGES } from '../families/family-definition';
import { fieldGate, fieldRule, schemaOnce } from './field-errors';
import { dateText, optional, requiredText } from './rules';

/** Examiner mode bodies (second spec sections 3 and 5; docs/api.md "Examiner"). Messages are Lithuanian. */
export const EXAMINER_REGNR_MAX = 40;
export const EXAMINER_SUB_MESSAGE_LT = 'Tokios potemės šioje temoje nėra';
export const EXAMINER_WINDOW_MESSAGE_LT = 'Pabaiga turi būti vėlesnė už pradžią';
export const EXAMINER_DATETIME_MESSAGE_LT = 'Laikas turi būti formatu YYYY-MM-DDTHH:mm';
/** Bank families a sub-topic may draw from: the enrolled families' banks and the examiner's own (ADR). */
export const EXAMINER_BANK_FAMILIES = ['ket', 'kodas', 'tractor', 'krautuvai', 'hidro', 'examiner'] as const;

const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

const isTime = (s: string) => DATE_TIME_PATTERN.test(s) && Number.isFinite(Date.parse(s));

/** An ISO 8601 date and time (a missing zone is read as UTC). */
const dateTimeText = () =>
  z
    .string()
    .refine((s) => s.trim() !== '', fieldGate('required'))
    .refine(isTime, fieldRule('date', EXAMINER_DATETIME_MESSAGE_LT));

const topic = () => z.union([z.literal(1), z.literal(2), z.literal(3)]);
const subTopic = () =>
  requiredText(20).refine((s) => !!examinerTopicOf(s), fieldRule('range', EXAMINER_SUB_MESSAGE_LT));

/** `POST /api/examiner/tests`: exam mode needs the person (regnr, gdata); the sub-topic must be the topic's. */
export const examinerStartSchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .strictObject({
      person: optional(
        z.strictObject({
          regnr: requiredText(EXAMINER_REGNR_MAX),
          gdata: dateText(),
        }),
      ),
      tema: topic(),
      sub: requiredText(20),
      egzamin: z.boolean(),
      language: optional(z.enum(LANGUAGES)),
      resume: optional(z.string().max(2000)),
    })
    .superRefine((b, ctx) => {
      const list = EXAMINER_TOPICS.find((t) => t.value === b.tema)?.subTopics ?? [];
      if (!list.some((s) => s.value === b.sub))
        ctx.addIssue({ code: 'custom', path: ['sub'], ...fieldRule('range', EXAMINER_SUB_MESSAGE_LT) });
      if (b.egzamin && !b.person)
        ctx.addIssue({ code: 'custom', path: ['person'], ...fieldRule('required', 'Privaloma užpildyti') });
    }),
);

/** `POST /api/staff/examiner/roster`. */
export const examinerRosterSchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .strictObject({
      regnr: requiredText(EXAMINER_REGNR_MAX),
      gdata: dateText(),
      sub: subTopic(),
      from: dateTimeText(),
      to: dateTimeText(),
    })
    .refine((b) => !isTime(b.from) || !isTime(b.to) || Date.parse(b.to) > Date.parse(b.from), {
      ...fieldRule('range', EXAMINER_WINDOW_MESSAGE_LT),
      path: ['to'],
    }),
);

/** `PUT /api/staff/examiner/sub-topics`: which bank categories a sub-topic's tests draw from. */
export const examinerMappingSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    sub: subTopic(),
    categories: z
      .array(
        z.strictObject({
          family: z.enum(EXAMINER_BANK_FAMILIES),
          value: requiredText(50),
        }),
      )
      .min(1)
      .max(20),
  }),
);
