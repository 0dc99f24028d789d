/** Purchase durations and prices (core spec section 3 "Purchase" and section 9). */
export interface PurchaseOption {
  id: '1d' | '2d' | '7d' | '1m';
  /** Translation key of the duration label. */
  labelKey: string;
  price: number;
}

export const PURCHASE_OPTIONS: readonly PurchaseOption[] = [
  { id: '1d', labelKey: 'purchase.durations.1d', price: 1 },
  { id: '2d', labelKey: 'purchase.durations.2d', price: 1.8 },
  { id: '7d', labelKey: 'purchase.durations.7d', price: 6 },
  { id: '1m', labelKey: 'purchase.durations.1m', price: 10 },
];

export function priceOf(id: string | null | undefined): number | null {
  return PURCHASE_OPTIONS.find((o) => o.id === id)?.price ?? null;
}

/** 20.00 EUR style (the payment page example). */
export function formatPrice(price: number): string {
  return `${price.toFixed(2)} EUR`;
}

/** The payment page with the family and duration chosen in the dialog. */
export function paymentPageUrl(family: string, duration: string): string {
  return `/moketi?${new URLSearchParams({ family, duration }).toString()}`;
}
