import { API, apiPath, subscriptionRowSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** Ends a freeze early, or drops one not started (docs/decisions/028). */
export const endFreeze = (id: number) => api.delete(apiPath(API.subscriptions.freeze, { id }), subscriptionRowSchema);

export const useEndFreeze = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endFreeze,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
};
