import { API, classSessionSchema } from '@gym/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function useMyClasses(from: string | undefined, to: string | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: classKeys.mine(from ?? '', to ?? '', user?.id ?? 0),
    queryFn: ({ signal }) => getMyClasses(from as string, to as string, signal),
    enabled: from !== undefined && to !== undefined && user !== null,
    placeholderData: keepPreviousData,
  });
}
