import * as z from 'zod';
import { LANGUAGES } from '../families/family-definition';
import { schemaOnce } from './field-errors';

/** `GET /api/<family>/hardest?language=`: a language the product offers (Lithuanian when left out). */
export const hardestQuerySchema = /* @__PURE__ */ schemaOnce(() =>
  z.object({ language: z.enum(LANGUAGES).optional() }),
);

/** `GET /api/staff/statistics/families/:family/topics?from&to&bucket`: epoch ms, week or month periods. */
export const topicRatesQuerySchema = /* @__PURE__ */ schemaOnce(() =>
  z.object({
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
    bucket: z.enum(['week', 'month']).optional(),
  }),
);
