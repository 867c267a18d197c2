import { API, classSessionSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { classKeys } from '../../../lib/query-keys/classes.ts';

/**
 * `GET /api/classes/mine?from=&to=` (docs/decisions/032): a member's places and waitlist spots, a trainer's classes
 * to teach, on those days of the gym's calendar.
 */
export const getMyClasses = (from: string, to: string, signal?: AbortSignal) =>
  api.get(`${API.classes.mine}?${new URLSearchParams({ from, to })}`, z.array(classSessionSchema), signal);

/** The signed-in person's (`userId`) classes from `from` to `to`: the key names whose they are. */
export const myClassesQueryOptions = (from: string, to: string, userId: number) =>
  queryOptions({
    queryKey: classKeys.mine(from, to, userId),
    queryFn: ({ signal }) => getMyClasses(from, to, signal),
  });

export function useMyClasses(from: string | undefined, to: string | undefined) {
  const { user } = useAuth();
  return useQuery({
    ...myClassesQueryOptions(from ?? '', to ?? '', user?.id ?? 0),
    enabled: from !== undefined && to !== undefined && user !== null,
    placeholderData: keepPreviousData,
  });
}
