import type { ExamFamilyId, Language } from './families';

// Types only: the wire shapes of payments. The values (durations, default prices, states) live where they are used
// (apps/api/src/payments/payment-constants.ts, the payment page, the staff tab), so the contracts every app bundles
// — and the way to the first question — carry no payment code.

/** Purchase durations (core spec sections 3 and 9): 1 day, 2 days, 7 days, 1 month. */
export type PurchaseDuration = '1d' | '2d' | '7d' | '1m';

/** created → pending → paid, or cancelled / expired / needs-review; a paid order may become refunded. */
export type OrderState =
  'created' | 'pending' | 'paid' | 'cancelled' | 'expired' | 'needs-review' | 'refunded';

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
  language?: Language;
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
