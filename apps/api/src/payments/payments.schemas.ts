import { LANGUAGES, optional, requiredText, schemaOnce } from '@portal/contracts';
import * as z from 'zod';
import { PURCHASE_DURATIONS } from './payment-constants';

/** `POST /api/payments/orders`: family and duration only; the price comes from the server's list. */
export const createOrderSchema = schemaOnce(() =>
  z.strictObject({
    family: z.string().min(1).max(20),
    duration: z.enum(PURCHASE_DURATIONS),
    /** The provider's page language. */
    language: optional(z.enum(LANGUAGES)),
  }),
);

/** `PUT /api/staff/payments/prices`. */
export const setPriceSchema = schemaOnce(() =>
  z.strictObject({
    family: z.string().min(1).max(20),
    duration: z.enum(PURCHASE_DURATIONS),
    amountCents: z.number().int().min(1).max(1_000_000),
    days: z.number().int().min(1).max(3660),
    tests: z.number().int().min(0).max(100_000),
  }),
);

/** `POST /api/staff/payments/orders/:id/refund`. */
export const refundSchema = schemaOnce(() =>
  z.strictObject({
    reason: requiredText(1000),
  }),
);
