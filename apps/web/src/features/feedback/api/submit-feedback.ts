import { API, type FeedbackInput, feedbackSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedbackKeys } from '../../../lib/query-keys/feedback.ts';

export const submitFeedback = (body: FeedbackInput) => api.post(API.feedback.list, body, feedbackSchema);

export const useSubmitFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.mine }),
  });
};
