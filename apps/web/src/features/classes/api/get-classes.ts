import { API, classSessionSchema } from '@gym/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { classKeys } from '../../../lib/query-keys/classes.ts';

/** `GET /api/classes?from=&to=` (public): a signed-in member's answer carries their own place in each class. */
export const getClasses = (from: string, to: string, signal?: AbortSignal) =>
  api.get(`${API.classes.list}?${new URLSearchParams({ from, to })}`, z.array(classSessionSchema), signal);

/** The same days' classes as a CSV file, one row per class (docs/decisions/027). */
export const classesCsvPath = (from: string, to: string) =>
  `${API.classes.list}?${new URLSearchParams({ from, to, format: 'csv' })}`;

export function useClasses(from: string | undefined, to: string | undefined) {
  // The member's own statuses differ by account: the account is part of the key.
  const { user } = useAuth();
  return useQuery({
    queryKey: [...classKeys.range(from ?? '', to ?? ''), user?.id ?? 0],
    queryFn: ({ signal }) => getClasses(from as string, to as string, signal),
    enabled: from !== undefined && to !== undefined,
    placeholderData: keepPreviousData,
  });
}
