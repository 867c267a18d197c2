import { API, apiPath, type PlanInput, planMutationResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planKeys } from '../../../lib/query-keys/plans.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** `PUT /api/plan/{id}` (admin, staff): answers `{ success, message, data }` (decisions §6). */
export const updatePlan = ({ id, ...body }: PlanInput & { id: number }) =>
  api.put(apiPath(API.plans.one, { id }), body, planMutationResponseSchema);

export const useUpdatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        // Retiring a plan takes it out of the plans on offer, which the admin dashboard counts.
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
};
