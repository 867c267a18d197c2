import { API, apiPath, feedbackSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `PUT /api/feedback/{id}/process` (admin, staff): saved on the server, so it survives a reload (decisions §1). */
export const processFeedback = (id: number) =>
  api.put(apiPath(API.feedback.process, { id }), undefined, feedbackSchema);

export const useProcessFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processFeedback,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.feedback.all }),
        // The staff dashboard counts what is still unprocessed.
        queryClient.invalidateQueries({ queryKey: queryKeys.stats.all }),
      ]),
  });
};
