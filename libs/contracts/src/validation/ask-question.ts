import * as z from 'zod';
import { schemaOnce } from './field-errors';
import { requiredText } from './rules';

/** `POST /api/:family/questions`: a learner asks staff about one question of an ended attempt. */
export const ASK_QUESTION_TEXT_MAX = 2000;
export const ASK_QUESTION_EMPTY_MESSAGE_LT = 'Klausimas negali būti tuščias';
const MAX_ID = 2147483647;

export const askQuestionSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    id: z.number().int().min(1).max(MAX_ID),
    klausimas: requiredText(ASK_QUESTION_TEXT_MAX, ASK_QUESTION_EMPTY_MESSAGE_LT),
    jwt: requiredText(2000),
  }),
);

/** `POST /api/:family/attempts/:id/question`: the same, from the review of an ended attempt (no test token). */
export const askAboutAttemptSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    id: z.number().int().min(1).max(MAX_ID),
    klausimas: requiredText(ASK_QUESTION_TEXT_MAX, ASK_QUESTION_EMPTY_MESSAGE_LT),
  }),
);
