import { API, apiPath, paymentResponseSchema, type RefundRequest } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsKey } from '../../../lib/query-keys/payments.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** `POST /api/payment/{id}/refund` (admin): money given back through the payment's provider (docs/decisions/022). */
export const refundPayment = ({ id, body }: { id: number; body: RefundRequest }) =>
  api.post(apiPath(API.payments.refund, { id }), body, paymentResponseSchema);

export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
      // A refund may end the membership it paid for.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
};
