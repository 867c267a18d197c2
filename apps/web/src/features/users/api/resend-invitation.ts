import { API, apiPath, invitationResendResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

/** `POST /api/users/{id}/invitation` (admin): a new link for a staff member or trainer without a password yet. */
export const resendInvitation = (userId: number) =>
  api.post(apiPath(API.users.invitation, { id: userId }), {}, invitationResendResponseSchema);

/** The account lists show each invitation's state, so they are read again. */
export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
