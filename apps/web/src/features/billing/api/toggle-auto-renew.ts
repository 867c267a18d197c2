import { API, subscriptionRowSchema, type ToggleAutoRenewRequest } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** Answers the subscription as it now is. */
export const toggleAutoRenew = (body: ToggleAutoRenewRequest) =>
  api.put(API.subscriptions.toggleAutoRenew, body, subscriptionRowSchema);

export const useToggleAutoRenew = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAutoRenew,
    onSuccess: (row) => queryClient.invalidateQueries({ queryKey: subscriptionKeys.member(row.userId) }),
  });
};
