import { API, apiPath, planMutationResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planKeys } from '../../../lib/query-keys/plans.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/**
 * `DELETE /api/plan/{id}` (admin, staff). A plan that has subscriptions is refused with 409 and the server's
 * message (decisions §3): it can be retired instead.
 */
export const deletePlan = (id: number) => api.delete(apiPath(API.plans.one, { id }), planMutationResponseSchema);

export const useDeletePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: (_answer, id) => {
      // The deleted plan is gone: nothing should ask the server for it again.
      queryClient.removeQueries({ queryKey: planKeys.one(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]);
    },
  });
};
