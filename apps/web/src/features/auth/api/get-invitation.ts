import { API, invitationSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/invitation`: whom the link is for, or why it no longer works (404 unknown or replaced, 410 used or
 * expired). A read, though a POST: the token travels in the body, never in a URL a server logs.
 */
export const getInvitation = (token: string) => api.post(API.auth.invitation, { token }, invitationSchema);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token] as const,
    queryFn: () => getInvitation(token),
    // A refused link stays refused; only a lost connection is worth another try.
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInvitation = (token: string) => useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
