import { API, trainerStatsSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The signed-in trainer's own members and sessions, counted by the server. */
export const getTrainerStats = (signal?: AbortSignal) => api.get(API.stats.trainer, trainerStatsSchema, signal);

export const trainerStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stats.trainer, queryFn: ({ signal }) => getTrainerStats(signal) });

export const useTrainerStats = () => useQuery(trainerStatsQueryOptions());
