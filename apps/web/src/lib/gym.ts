import { API, gymInfoSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The gym's identity is a server setting read by the header, footer, page titles and (later) the date helpers,
 * so it lives in lib rather than in one feature.
 */
export const DEFAULT_GYM_NAME = 'Pulse Gym';

export const getGymInfo = (signal?: AbortSignal) => api.get(API.gym, gymInfoSchema, signal);

export const gymInfoQueryOptions = () =>
  queryOptions({ queryKey: ['gym'], queryFn: ({ signal }) => getGymInfo(signal), staleTime: Number.POSITIVE_INFINITY });

export const useGymInfo = () => useQuery(gymInfoQueryOptions());

/** The configured name, or the default while it loads or when the server cannot be reached. */
export const useGymName = () => useGymInfo().data?.name ?? DEFAULT_GYM_NAME;
