import { API, gymInfoSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { settingsKeys } from '../../../lib/query-keys/settings.ts';

/** `GET /api/gym`, read afresh for editing (every page's frame keeps its own copy: `lib/gym.ts`). */
export const getGymSettings = (signal?: AbortSignal) => api.get(API.gym, gymInfoSchema, signal);

export const gymSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.gym, queryFn: ({ signal }) => getGymSettings(signal) });

export const useGymSettings = () => useQuery(gymSettingsQueryOptions());
