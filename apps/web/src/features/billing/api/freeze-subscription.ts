import { API, apiPath, type FreezeRequest, freezeConflictSchema, subscriptionRowSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** Freezes a plan (docs/decisions/028); answers the subscription with its freeze and new end date. */
export const freezeSubscription = ({ id, ...body }: { id: number } & FreezeRequest) =>
  api.post(apiPath(API.subscriptions.freeze, { id }), body, subscriptionRowSchema);

/** The bookings a 409 names (the freeze covers them), or null for any other error. */
export function bookingsInTheWay(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = freezeConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.bookings : null;
}

export const useFreezeSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
};
