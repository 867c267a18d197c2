import { API, type PlanInput, planSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsQueryKey } from '../../../lib/query-client.ts';
import { plansKey } from './get-plans.ts';

/** `POST /api/plan` (admin, staff): answers 201 with the plan. */
export const createPlan = (body: PlanInput) => api.post(API.plans.list, body, planSchema);

export const useCreatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plansKey }),
        // The admin dashboard counts the plans on offer.
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]),
  });
};
