import * as z from 'zod';
import { fieldRule, schemaOnce } from './field-errors';
import { optional } from './rules';
import { MAX_TESTS } from './staff-enrollment';

/** Staff work on accounts and requests: password reset, the staff role, handling a learner's request. */
export const MAX_GRANT_DAYS = 3650;
export const GRANT_NOTHING_MESSAGE_LT = 'Suteikite bent vieną testą arba dieną';

/** `POST /api/staff/accounts/:id/password-reset`. */
export const staffPasswordResetSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({ mode: z.enum(['link', 'temporary']) }),
);

/** `POST /api/staff/accounts/:id/staff-role`. */
export const staffRoleSchema = /* @__PURE__ */ schemaOnce(() => z.strictObject({ staff: z.boolean() }));

/** `POST /api/staff/activation-requests/:id/handle`: a grant adds tests and/or days; a dismissal adds nothing. */
export const handleActivationRequestSchema = /* @__PURE__ */ schemaOnce(() =>
  z
    .strictObject({
      decision: z.enum(['grant', 'dismiss']),
      tests: optional(z.number().int().min(0).max(MAX_TESTS)),
      days: optional(z.number().int().min(0).max(MAX_GRANT_DAYS)),
      note: optional(z.string().trim().max(1000)),
    })
    .refine((b) => b.decision !== 'grant' || (b.tests ?? 0) + (b.days ?? 0) > 0, {
      ...fieldRule('range', GRANT_NOTHING_MESSAGE_LT),
      path: ['tests'],
    }),
);
