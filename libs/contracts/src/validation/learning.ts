import * as z from 'zod';
import { LANGUAGES } from '../families/family-definition';
import { MAX_DAILY_CAP, MIN_DAILY_CAP, PRACTICE_SOURCES } from '../learning';
import { CATEGORY_VALUE_MAX } from './question-bank';
import { schemaOnce } from './field-errors';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
const calendarDay = () =>
  z
    .string()
    .regex(ISO_DAY)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    });

/** `PUT /api/<family>/learning/settings`. Whether the date is in the past the API decides (its clock). */
export const learningSettingsSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    examDate: calendarDay().nullable(),
    dailyCap: z.number().int().min(MIN_DAILY_CAP).max(MAX_DAILY_CAP),
  }),
);

/** `POST /api/<family>/practice`: topic ids are checked against the family's list by the API. */
export const practiceStartSchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .strictObject({
      source: z.enum(PRACTICE_SOURCES),
      topics: z.array(z.string().min(1).max(100)).min(1).max(50).optional(),
      kate: z.string().min(1).max(CATEGORY_VALUE_MAX).optional(),
      language: z.enum(LANGUAGES).optional(),
    })
    .refine((body) => body.source !== 'topics' || (body.topics?.length ?? 0) > 0, {
      path: ['topics'],
      message: 'At least one topic',
    }),
);

/** `POST /api/<family>/practice/answer`. */
export const practiceAnswerSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    test: z.string().min(1).max(4000),
    id: z.number().int().positive(),
    ch: z
      .array(z.enum(['0', '1']))
      .min(1)
      .max(20),
  }),
);

/**
 * `GET /api/staff/<family>/calibration?from=&to=`: the first and last day (YYYY-MM-DD, the portal's time zone, both
 * included) the tests started on; either may be left out.
 */
export const calibrationQuerySchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .object({ from: calendarDay().optional(), to: calendarDay().optional() })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      path: ['to'],
      message: 'Not before from',
    }),
);
