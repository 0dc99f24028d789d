// The staff console's payment calls (docs/api.md "Payments"), injected into the portal's RTK Query API with the
// staff session scope, like ../staff-api.ts.
import type {
  OrderState,
  Page,
  PriceEntry,
  RefundRequest,
  SetPriceRequest,
  StaffOrder,
} from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';

const paymentsApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['StaffOrders', 'StaffPrices'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffOrders: build.query<Page<StaffOrder>, { page: number; pageSize: number; state?: OrderState }>({
        query: (params) => ({ url: '/staff/payments/orders', params, family: STAFF_SESSION }),
        providesTags: ['StaffOrders'],
      }),
      refundOrder: build.mutation<StaffOrder, { id: number; body: RefundRequest }>({
        query: ({ id, body }) => ({
          url: `/staff/payments/orders/${id}/refund`,
          method: 'POST',
          body,
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['StaffOrders'],
      }),
      staffPrices: build.query<PriceEntry[], void>({
        query: () => ({ url: '/staff/payments/prices', family: STAFF_SESSION }),
        providesTags: ['StaffPrices'],
      }),
      setPrice: build.mutation<PriceEntry, SetPriceRequest>({
        query: (body) => ({ url: '/staff/payments/prices', method: 'PUT', body, family: STAFF_SESSION }),
        invalidatesTags: ['StaffPrices'],
      }),
    }),
  });

export const { useStaffOrdersQuery, useRefundOrderMutation, useStaffPricesQuery, useSetPriceMutation } =
  paymentsApi;
