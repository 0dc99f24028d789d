import type { ExamFamilyId } from './families';

/** Purchase durations (core spec sections 3 and 9): 1 day, 2 days, 7 days, 1 month. */
export const PURCHASE_DURATIONS = ['1d', '2d', '7d', '1m'] as const;
export type PurchaseDuration = (typeof PURCHASE_DURATIONS)[number];

export function isPurchaseDuration(value: unknown): value is PurchaseDuration {
  return (PURCHASE_DURATIONS as readonly unknown[]).includes(value);
}

/** The price list's defaults (spec: 1, 1.8, 6, 10 EUR); staff change them per family and duration. */
export const DEFAULT_PRICES: Record<PurchaseDuration, { amountCents: number; days: number; tests: number }> =
  {
    '1d': { amountCents: 100, days: 1, tests: 20 },
    '2d': { amountCents: 180, days: 2, tests: 40 },
    '7d': { amountCents: 600, days: 7, tests: 100 },
    '1m': { amountCents: 1000, days: 30, tests: 300 },
  };

export const PAYMENT_CURRENCY = 'EUR';

/** created → pending → paid, or cancelled / expired / needs-review; a paid order may become refunded. */
export const ORDER_STATES = [
  'created',
  'pending',
  'paid',
  'cancelled',
  'expired',
  'needs-review',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface PriceEntry {
  family: ExamFamilyId;
  duration: PurchaseDuration;
  amountCents: number;
  currency: string;
  days: number;
  tests: number;
}

/** `GET /api/payments/offer`: what the payment page may sell (available false without payment configuration). */
export interface PaymentOffer {
  available: boolean;
  /** Offered enrolled families, in manifest order. */
  families: ExamFamilyId[];
  prices: PriceEntry[];
  /** Test mode: the provider takes no real money. */
  test: boolean;
}

/** `POST /api/payments/orders`: the price is the server's; an amount in the body is refused as unknown. */
export interface CreateOrderRequest {
  family: ExamFamilyId;
  duration: PurchaseDuration;
  language?: 'lt' | 'ru' | 'en';
}

export interface CreateOrderResponse {
  orderId: number;
  redirectUrl: string;
}

export interface Receipt {
  /** Number in the receipts' sequence. */
  number: number;
  date: string;
  seller: string;
  sellerDetails: string;
  buyer: string;
  family: ExamFamilyId;
  duration: PurchaseDuration;
  days: number;
  tests: number;
  amountCents: number;
  currency: string;
  /** Percent, or null when the school sets no VAT rate. */
  vatRate: number | null;
  /** The VAT included in the amount. */
  vatCents: number | null;
}

export interface LearnerOrder {
  id: number;
  family: ExamFamilyId;
  duration: PurchaseDuration;
  amountCents: number;
  currency: string;
  days: number;
  tests: number;
  state: OrderState;
  createdAt: number;
  paidAt: number | null;
  /** The access end date the payment gave (YYYY-MM-DD). */
  validTo: string | null;
  receipt: Receipt | null;
}

export interface StaffOrder extends LearnerOrder {
  accountId: number;
  accountName: string;
  reviewReason: string | null;
  refundReason: string | null;
  refundedAt: number | null;
}

export interface StaffOrderQuery {
  page?: number;
  pageSize?: number;
  state?: OrderState;
}

export interface SetPriceRequest {
  family: ExamFamilyId;
  duration: PurchaseDuration;
  amountCents: number;
  days: number;
  tests: number;
}

export interface RefundRequest {
  reason: string;
}
