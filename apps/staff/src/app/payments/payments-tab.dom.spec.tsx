/** @jest-environment jsdom */
// The staff console's Payments tab in a DOM, with the API's answers faked at the hooks: a refund needs a reason
// and sends it; a price is edited in euros and sent in cents.
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FamilyManifestEntry, PriceEntry, StaffOrder } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';

Object.assign(globalThis, { TextEncoder, TextDecoder, fetch: () => Promise.reject(new Error('no fetch')) });

const mockApi = {
  orders: [] as StaffOrder[],
  orderArgs: [] as unknown[],
  prices: [] as PriceEntry[],
  refund: jest.fn<Promise<unknown>, [unknown]>(),
  setPrice: jest.fn<Promise<unknown>, [unknown]>(),
  families: [] as FamilyManifestEntry[],
};
jest.mock('./payments-api', () => {
  const query = (data: unknown) => ({ data, error: undefined, isFetching: false });
  const mutation = (fn: (arg: unknown) => Promise<unknown>) => () =>
    [(arg: unknown) => ({ unwrap: () => fn(arg) }), { isLoading: false }] as const;
  return {
    useStaffOrdersQuery: (arg: unknown) => {
      mockApi.orderArgs.push(arg);
      return query({ items: mockApi.orders, total: mockApi.orders.length, page: 1, pageSize: 20 });
    },
    useStaffPricesQuery: () => query(mockApi.prices),
    useRefundOrderMutation: mutation((a) => mockApi.refund(a)),
    useSetPriceMutation: mutation((a) => mockApi.setPrice(a)),
  };
});
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useGetFamiliesQuery: () => ({ data: { families: mockApi.families } }),
}));

/* eslint-disable @typescript-eslint/no-require-imports -- after the stand-ins exist */
const { PaymentsTab } = require('./payments-tab') as typeof import('./payments-tab');
const { ensureStaffStrings } = require('../../i18n') as typeof import('../../i18n');
/* eslint-enable @typescript-eslint/no-require-imports */

const paid: StaffOrder = {
  id: 12,
  family: 'ket',
  duration: '7d',
  amountCents: 600,
  currency: 'EUR',
  days: 7,
  tests: 100,
  state: 'paid',
  createdAt: Date.parse('2026-11-20T10:00:00Z'),
  paidAt: Date.parse('2026-11-20T10:01:00Z'),
  validTo: '2026-12-27',
  receipt: null,
  accountId: 7,
  accountName: 'Rasa Žemaitė',
  reviewReason: null,
  refundReason: null,
  refundedAt: null,
};
const ket = { id: 'ket', enabled: true, kind: 'enrolled', labels: { lt: 'KET' } } as FamilyManifestEntry;

describe('the Payments tab', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
    ensureStaffStrings();
  });
  beforeEach(async () => {
    Object.assign(mockApi, {
      orders: [paid],
      prices: [{ family: 'ket', duration: '7d', amountCents: 600, currency: 'EUR', days: 7, tests: 100 }],
      families: [ket],
    });
    mockApi.refund.mockReset().mockResolvedValue({});
    mockApi.setPrice.mockReset().mockResolvedValue({});
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () =>
      root.render(
        <PortalThemeProvider language="lt">
          <PaymentsTab />
        </PortalThemeProvider>,
      ),
    );
    await settle(100);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    document.body.innerHTML = '';
  });

  const byId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
  const button = (label: string) =>
    [...document.body.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) ?? null;
  async function settle(ms = 30) {
    await act(() => new Promise((r) => setTimeout(r, ms)));
  }
  async function until(check: () => boolean, ms = 10_000) {
    for (let waited = 0; !check() && waited < ms; waited += 30) await settle(30);
  }
  async function click(element: Element | null) {
    if (!element) throw new Error('nothing to click');
    await act(async () => (element as HTMLElement).click());
    await settle();
  }
  async function type(element: Element | null, value: string) {
    if (!element) throw new Error('no such field');
    const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  it('lists the orders (first page) and records a refund only with a reason', async () => {
    await until(() => !!byId('order-refund'));
    expect(document.body.textContent).toContain('Rasa Žemaitė');
    expect(mockApi.orderArgs.at(-1)).toEqual({ page: 1, pageSize: 20 });
    await click(byId('order-refund'));
    await until(() => !!button('Užregistruoti grąžinimą'));
    await click(button('Užregistruoti grąžinimą'));
    await until(() => (document.body.textContent ?? '').includes('Įrašykite priežastį'));
    expect(mockApi.refund).not.toHaveBeenCalled();
    await type(document.body.querySelector('[data-testid="refund-reason"]'), 'Atsisakė per 14 dienų');
    await click(button('Užregistruoti grąžinimą'));
    await until(() => mockApi.refund.mock.calls.length > 0);
    expect(mockApi.refund).toHaveBeenCalledWith({ id: 12, body: { reason: 'Atsisakė per 14 dienų' } });
  });

  it('edits a price in euros and sends cents, days and tests', async () => {
    await until(() => !!button('Keisti'));
    await click(button('Keisti'));
    await until(() => !!button('Išsaugoti'));
    const inputs = [...document.body.querySelectorAll('.ant-modal input')];
    await type(inputs[0], '7,50');
    await type(inputs[1], '8');
    await click(button('Išsaugoti'));
    await until(() => mockApi.setPrice.mock.calls.length > 0);
    expect(mockApi.setPrice).toHaveBeenCalledWith({
      family: 'ket',
      duration: '7d',
      amountCents: 750,
      days: 8,
      tests: 100,
    });
  });
});
