import { API, type BookingRequest, trainingSessionSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

/** Books for the signed-in member: the server takes the member from the token (decisions §1). */
export const bookSession = (body: BookingRequest) => api.post(API.sessions.list, body, trainingSessionSchema);

/** Booked or refused, the free times have changed: they are asked again either way. */
export const useBookSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSession,
    onSuccess: (session) => queryClient.invalidateQueries({ queryKey: sessionKeys.member(session.userId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.availability }),
  });
};
