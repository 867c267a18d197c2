import { API, checkinDaySchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKeys } from '../../../lib/query-keys/checkins.ts';

/** `GET /api/checkins` (staff, admin): today's check-ins on the gym's clock, newest first. */
export const getTodaysCheckins = (signal?: AbortSignal) => api.get(API.checkin.day, checkinDaySchema, signal);

/** Today's check-ins as a CSV file (docs/decisions/027): the same list, every one. */
export const todaysCheckinsCsvPath = `${API.checkin.day}?format=csv`;

export const todaysCheckinsQueryOptions = () =>
  queryOptions({
    queryKey: checkinKeys.day(undefined),
    queryFn: ({ signal }) => getTodaysCheckins(signal),
    // Other desks check people in too.
    refetchInterval: 30_000,
  });

export const useTodaysCheckins = () => useQuery(todaysCheckinsQueryOptions());
