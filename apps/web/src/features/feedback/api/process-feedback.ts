import { API, apiPath, feedbackSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedbackKeys } from '../../../lib/query-keys/feedback.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** `PUT /api/feedback/{id}/process` (admin, staff): saved on the server, so it survives a reload (decisions §1). */
export const processFeedback = (id: number) =>
  api.put(apiPath(API.feedback.process, { id }), undefined, feedbackSchema);

export const useProcessFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processFeedback,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
        // The staff dashboard counts what is still unprocessed.
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
};
