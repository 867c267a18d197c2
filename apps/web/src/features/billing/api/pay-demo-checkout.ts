import { API, apiPath, checkoutStateSchema, type DemoPayRequest } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from '../../../lib/query-keys/checkout.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** The demo provider's page pays its checkout with a test card. */
export const payDemoCheckout = (paymentId: number, body: DemoPayRequest) =>
  api.post(apiPath(API.payments.demoPay, { paymentId }), body, checkoutStateSchema);

export const usePayDemoCheckout = (paymentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DemoPayRequest) => payDemoCheckout(paymentId, body),
    onSuccess: (state) => {
      queryClient.setQueryData(checkoutKeys.one(paymentId), state);
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
};
