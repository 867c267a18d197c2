import { API, type BookingForm, trainingSessionSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { memberSessionsKey } from './get-member-sessions.ts';

/** Books for the signed-in member: the server takes the member from the token (decisions §1). */
export const bookSession = (body: BookingForm) => api.post(API.sessions.list, body, trainingSessionSchema);

export const useBookSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSession,
    onSuccess: (session) => queryClient.invalidateQueries({ queryKey: memberSessionsKey(session.userId) }),
  });
};
