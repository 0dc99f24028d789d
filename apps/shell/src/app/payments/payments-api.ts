import type { FamilyId, LearnerOrder } from '@portal/contracts';
import { getSession } from '@portal/api-client';

/** The learner's token: the chosen family's session, else any family's (an access token is the account's). */
export function learnerToken(preferred: string | null, families: readonly string[]): string | null {
  const order = [preferred, ...families].filter(Boolean) as FamilyId[];
  for (const family of order) {
    const token = getSession(family)?.accessToken;
    if (token) return token;
  }
  return null;
}

export class PaymentsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** JSON call with plain fetch (this page needs no Redux endpoints). */
export async function callApi<T>(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/payments${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json().catch(() => null)) as
    (T & { code?: unknown; message?: unknown }) | null;
  if (!response.ok || data === null)
    throw new PaymentsApiError(
      response.status,
      typeof data?.code === 'string' ? data.code : null,
      typeof data?.message === 'string' ? data.message : `HTTP ${response.status}`,
    );
  return data;
}

export type { LearnerOrder };

/** 6.00 EUR (the payment page's example: 20.00 EUR). */
export function formatAmount(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}
