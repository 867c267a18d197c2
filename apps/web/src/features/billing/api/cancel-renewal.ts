import { API, apiPath, type CancelRenewalRequest, subscriptionRowSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** Stops the renewal (decisions §3); answers the subscription as it now is. */
export const cancelRenewal = ({ id, ...body }: { id: number } & NonNullable<CancelRenewalRequest>) =>
  api.post(apiPath(API.subscriptions.cancelRenewal, { id }), body, subscriptionRowSchema);

export const useCancelRenewal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRenewal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
};
