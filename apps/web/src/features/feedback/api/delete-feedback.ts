import { API, apiPath, successResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myFeedbackKey } from './get-my-feedbacks.ts';

export const deleteFeedback = (id: number) => api.delete(apiPath(API.feedback.one, { id }), successResponseSchema);

export const useDeleteFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myFeedbackKey }),
  });
};
