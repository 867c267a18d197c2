import { API, type PlanInput, planSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/plan` (admin, staff): answers 201 with the plan. */
export const createPlan = (body: PlanInput) => api.post(API.plans.list, body, planSchema);

export const useCreatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.plans.all }),
        // The admin dashboard counts the plans on offer.
        queryClient.invalidateQueries({ queryKey: queryKeys.stats.all }),
      ]),
  });
};
