import { API, type GymInfo, todayIn } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, TRUSTED } from './api-client.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The gym's identity is a server setting read by the header, footer, page titles and the date helpers, so it
 * lives in lib rather than in one feature.
 */
export const DEFAULT_GYM_NAME = 'Pulse Gym';

/** The server's default zone, used only when the gym's settings cannot be read. */
const FALLBACK_TIME_ZONE = 'UTC';

export const getGymInfo = (signal?: AbortSignal) => api.get<GymInfo>(API.gym, TRUSTED, signal);

export const gymInfoQueryOptions = () =>
  queryOptions({ queryKey: ['gym'], queryFn: ({ signal }) => getGymInfo(signal), staleTime: Number.POSITIVE_INFINITY });

type GymInfoState = { data: GymInfo | undefined; isPending: boolean; isError: boolean };

/** The gym's settings; still loading while a prerendered page is being hydrated, as they were when it was rendered. */
export function useGymInfo(): GymInfoState {
  const { data, isPending, isError } = useQuery(gymInfoQueryOptions());
  const hydrated = useHydrated();
  return hydrated ? { data, isPending, isError } : { data: undefined, isPending: true, isError: false };
}

/** The configured name, or the default while it loads or when the server cannot be reached. */
export const useGymName = () => useGymInfo().data?.name ?? DEFAULT_GYM_NAME;

/** The gym's time zone, or undefined while the settings load (screens wait rather than guess). */
export function useGymTimeZone(): string | undefined {
  const gym = useGymInfo();
  return gym.data?.timeZone ?? (gym.isError ? FALLBACK_TIME_ZONE : undefined);
}

/** Today (YYYY-MM-DD) in the gym's time zone, whatever the browser's zone is; undefined while the settings load. */
export function useGymToday(): string | undefined {
  const timeZone = useGymTimeZone();
  return timeZone === undefined ? undefined : todayIn(timeZone);
}
