import type { OrderState, PurchaseDuration } from '@portal/contracts';

/** The durations on sale (core spec sections 3 and 9); the contracts hold only the type (see payments.ts there). */
export const PURCHASE_DURATIONS = ['1d', '2d', '7d', '1m'] as const satisfies readonly PurchaseDuration[];

export const ORDER_STATES = [
  'created',
  'pending',
  'paid',
  'cancelled',
  'expired',
  'needs-review',
  'refunded',
] as const satisfies readonly OrderState[];

export const PAYMENT_CURRENCY = 'EUR';

/** The price list's defaults (spec: 1, 1.8, 6, 10 EUR; the tests are ours); staff change them per family. */
export const DEFAULT_PRICES: Record<PurchaseDuration, { amountCents: number; days: number; tests: number }> =
  {
    '1d': { amountCents: 100, days: 1, tests: 20 },
    '2d': { amountCents: 180, days: 2, tests: 40 },
    '7d': { amountCents: 600, days: 7, tests: 100 },
    '1m': { amountCents: 1000, days: 30, tests: 300 },
  };
