import { API, apiPath, successResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedbackKeys } from '../../../lib/query-keys/feedback.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** A member deletes their own; admin and staff anyone's (decisions §4). */
export const deleteFeedback = (id: number) => api.delete(apiPath(API.feedback.one, { id }), successResponseSchema);

export const useDeleteFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: () =>
      Promise.all([
        // The member's own list and everyone's.
        queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
        // The dashboards count feedback.
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
};
