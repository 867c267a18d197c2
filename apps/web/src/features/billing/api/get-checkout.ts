import { API, apiPath, checkoutStateSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from '../../../lib/query-keys/checkout.ts';

/** How often the result page asks again while the provider has not answered. */
export const CHECKOUT_POLL_MS = 2000;

export const getCheckout = (paymentId: number, signal?: AbortSignal) =>
  api.get(apiPath(API.checkout.one, { paymentId }), checkoutStateSchema, signal);

export const checkoutQueryOptions = (paymentId: number) =>
  queryOptions({
    queryKey: checkoutKeys.one(paymentId),
    queryFn: ({ signal }) => getCheckout(paymentId, signal),
  });

/** Where a checkout stands; asked again every few seconds while the payment is Pending. */
export const useCheckoutState = (paymentId: number | undefined, { poll = false } = {}) =>
  useQuery({
    ...checkoutQueryOptions(paymentId ?? 0),
    enabled: paymentId !== undefined,
    refetchInterval: (query) => (poll && query.state.data?.status === 'Pending' ? CHECKOUT_POLL_MS : false),
  });
