import * as z from 'zod';
import { schemaOnce } from './field-errors';
import { optional, requiredText } from './rules';

/** `POST /api/:family/activation-requests` (core spec section 5: the text is required). */
export const ACTIVATION_REQUEST_KINDS = ['activation', 'more-tests'] as const;
export const ACTIVATION_REQUEST_TEXT_MAX = 2000;

export const activationRequestSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    text: requiredText(ACTIVATION_REQUEST_TEXT_MAX),
    kind: optional(z.enum(ACTIVATION_REQUEST_KINDS)),
  }),
);
