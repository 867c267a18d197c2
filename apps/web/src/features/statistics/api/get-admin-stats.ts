import { API, adminStatsSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** The admin dashboard's count cards and charts, counted by the server in one call. */
export const getAdminStats = (signal?: AbortSignal) => api.get(API.stats.admin, adminStatsSchema, signal);

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.admin, queryFn: ({ signal }) => getAdminStats(signal) });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
