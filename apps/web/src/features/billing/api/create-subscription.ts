import { API, type SubscriptionRequest, subscriptionRowSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/**
 * The server answers the created subscription. An empty answer is reported as `null` rather than thrown, so the
 * screen can say 'Failed to create subscription: No data returned' (spec §7, §8).
 */
const createdSchema = z.union([subscriptionRowSchema, z.unknown().transform(() => null)]);

export const createSubscription = (body: SubscriptionRequest) => api.post(API.subscriptions.list, body, createdSchema);

export const useCreateSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: (row) => {
      if (row) return queryClient.invalidateQueries({ queryKey: subscriptionKeys.member(row.userId) });
    },
  });
};
