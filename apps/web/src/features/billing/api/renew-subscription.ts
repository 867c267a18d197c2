import { API, apiPath, subscriptionRowSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/**
 * `PUT /api/Subscription/{id}` without a body (admin, staff): renews a due auto-renew subscription (start moves
 * to the old end, the end one duration later, auto-renew off) and answers it; any other is answered unchanged.
 */
export const renewSubscription = (id: number) =>
  api.put(apiPath(API.subscriptions.one, { id }), undefined, subscriptionRowSchema);

export const useRenewSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSubscription,
    onSuccess: (row) => queryClient.invalidateQueries({ queryKey: subscriptionKeys.member(row.userId) }),
  });
};
