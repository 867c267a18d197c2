import { API, apiPath, userSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

/**
 * One account as the back office sees it (`GET /api/users/{id}`: admin, staff, or a trainer of that member);
 * the member's subscription screens name whose subscriptions they show.
 */
export const getUser = (id: number, signal?: AbortSignal) =>
  api.get(apiPath(API.users.one, { id }), userSchema, signal);

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.one(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number | undefined) =>
  useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
