import { API, trainerStatsSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** The signed-in trainer's own members and sessions, counted by the server. */
export const getTrainerStats = (signal?: AbortSignal) => api.get(API.stats.trainer, trainerStatsSchema, signal);

export const trainerStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.trainer, queryFn: ({ signal }) => getTrainerStats(signal) });

export const useTrainerStats = () => useQuery(trainerStatsQueryOptions());
