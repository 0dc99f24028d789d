import * as z from 'zod';
import { fieldRule, schemaOnce } from './field-errors';
import { dateText, isRealDate, optional, requiredText } from './rules';

/** Staff's answers to a registration: activate (dates, tests), reject (negative code, reason), reply to a question. */
export const MAX_TESTS = 100000;
export const VALID_TO_BEFORE_FROM_MESSAGE_LT = 'Pabaiga negali būti ankstesnė už pradžią';
export const REJECT_CODE_MESSAGE_LT = 'Atmetimo kodas turi būti neigiamas';

/** `POST /api/staff/enrollments/:id/activate`. */
export const activateEnrollmentSchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .strictObject({
      validFrom: dateText(),
      validTo: dateText(),
      tests: z.number().int().min(1).max(MAX_TESTS),
      info: optional(z.string().max(1000)),
    })
    .refine(
      // Only when both dates are real (otherwise each date already has its own error).
      (b) => !isRealDate(b.validFrom) || !isRealDate(b.validTo) || b.validTo >= b.validFrom,
      { ...fieldRule('range', VALID_TO_BEFORE_FROM_MESSAGE_LT), path: ['validTo'] },
    ),
);

/** `POST /api/staff/enrollments/:id/reject`: statuses -1/-4, -5/-7 or any other negative (core spec section 4). */
export const rejectEnrollmentSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    valid: z.number().int().min(-1000).max(-1, REJECT_CODE_MESSAGE_LT),
    text: requiredText(1000),
  }),
);

/** `POST /api/staff/questions/:id/reply`. */
export const replyLearnerQuestionSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    text: requiredText(4000),
  }),
);
