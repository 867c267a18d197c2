import { API, type InvitationAcceptRequest, loginResponseSchema } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/invitation/accept`: sets the chosen password once and answers a session, as login does. */
export const acceptInvitation = (body: InvitationAcceptRequest) =>
  api.post(API.auth.acceptInvitation, body, loginResponseSchema);

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
