import * as z from 'zod';
import { schemaOnce } from './field-errors';

/** `PUT /api/staff/switches/:name`. */
export const setSwitchSchema = /* @__PURE__ */ schemaOnce(() =>
  z.strictObject({
    enabled: z.boolean(),
  }),
);
