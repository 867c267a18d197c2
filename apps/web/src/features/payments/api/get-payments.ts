import { API, type PaymentListParams, paymentListPageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentListKey } from '../../../lib/query-keys/payments.ts';

/** The query string of the filters that are set. */
export const searchOf = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** Every payment with the filters (admin, staff), newest first, one page (docs/decisions/023). */
export const getPayments = (params: PaymentListParams, signal?: AbortSignal) =>
  api.get(`${API.paymentList}?${searchOf(params)}`, paymentListPageSchema, signal);

export const paymentsQueryOptions = (params: PaymentListParams) =>
  queryOptions({
    queryKey: paymentListKey(params),
    queryFn: ({ signal }) => getPayments(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePayments = (params: PaymentListParams) => useQuery(paymentsQueryOptions(params));
