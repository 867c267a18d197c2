import { API, apiPath, checkinPageSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKeys } from '../../../lib/query-keys/checkins.ts';

/** How many of a member's visits My pass lists. */
export const RECENT_VISITS = 5;

/** `GET /api/users/{id}/checkins` (own, staff, admin): the member's latest check-ins, newest first. */
export const getMemberCheckins = (userId: number, signal?: AbortSignal) =>
  api.get(`${apiPath(API.users.checkins, { id: userId })}?page=1&pageSize=${RECENT_VISITS}`, checkinPageSchema, signal);

export const memberCheckinsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: checkinKeys.member(userId),
    queryFn: ({ signal }) => getMemberCheckins(userId, signal),
    // A check-in at the desk shows here without a reload while the member stands there.
    refetchInterval: 30_000,
  });

export const useMemberCheckins = (userId: number) => useQuery(memberCheckinsQueryOptions(userId));
