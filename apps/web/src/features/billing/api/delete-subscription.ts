import { API, apiPath, successResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** `DELETE /api/subscription/{id}` (admin, staff); the payments that bought it stay on record. */
export const deleteSubscription = (id: number) =>
  api.delete(apiPath(API.subscriptions.one, { id }), successResponseSchema);

export const useDeleteSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscription,
    // Every subscription list, and the dashboards' counts (their keys start with 'stats').
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
};
