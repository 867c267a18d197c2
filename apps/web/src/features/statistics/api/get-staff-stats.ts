import { API, staffStatsSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** The staff dashboard's counts in one call. */
export const getStaffStats = (signal?: AbortSignal) => api.get(API.stats.staff, staffStatsSchema, signal);

export const staffStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.staff, queryFn: ({ signal }) => getStaffStats(signal) });

export const useStaffStats = () => useQuery(staffStatsQueryOptions());
