import { API, type PlanInput, planSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planKeys } from '../../../lib/query-keys/plans.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** `POST /api/plan` (admin, staff): answers 201 with the plan. */
export const createPlan = (body: PlanInput) => api.post(API.plans.list, body, planSchema);

export const useCreatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        // The admin dashboard counts the plans on offer.
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
};
