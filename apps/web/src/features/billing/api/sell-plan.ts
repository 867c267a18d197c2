import { API, type DeskSaleRequest, deskSaleResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsKey } from '../../../lib/query-keys/payments.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

/** `POST /api/desk/sales`: the plan paid at the desk and started, in one step (docs/decisions/030). */
export const sellPlan = (body: DeskSaleRequest) => api.post(API.desk.sales, body, deskSaleResponseSchema);

/** A sale changes the member's plans and payments, and the members list's status. */
export const useSellPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellPlan,
    onSuccess: () =>
      Promise.all(
        [subscriptionKeys.all, paymentsKey, userKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
