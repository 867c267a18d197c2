import { type GymInfo, LANDING_API, todayIn } from '@gym/contract';
import { useSyncExternalStore } from 'react';
import { ApiError, api, TRUSTED } from './api-client.ts';
import { setMoneyFormat } from './format-money.ts';
import { speakGymDefaultLanguage } from './i18n.ts';

/**
 * The gym's identity is a server setting read by the header, footer, page titles and the date helpers, so it
 * lives in lib rather than in one feature.
 */
export const DEFAULT_GYM_NAME = 'Pulse Gym';

/** The server's default zone, used only when the gym's settings cannot be read. */
const FALLBACK_TIME_ZONE = 'UTC';

export const getGymInfo = (signal?: AbortSignal) => api.get<GymInfo>(LANDING_API.gym, TRUSTED, signal);

type GymInfoState = { data: GymInfo | undefined; isPending: boolean; isError: boolean };

const PENDING: GymInfoState = { data: undefined, isPending: true, isError: false };
/** Waits before each further try after a network error or a 5xx; a 4xx will not change on a retry. */
const RETRY_DELAYS_MS = [1000, 2000];

// The settings are read once per page load and kept, outside the query cache: every page shows them in its frame,
// the landing page too, which loads no query library (docs/decisions/015-landing-javascript.md).
let state = PENDING;
let reading = false;
/** Which start a read belongs to: a read begun before `forgetGymInfo` settles nothing. */
let generation = 0;
const listeners = new Set<() => void>();

function settle(next: GymInfoState, of: number) {
  if (of !== generation) return;
  // Every amount shown from here on is in the gym's currency (screens showing money read `useGymInfo`).
  if (next.data) setMoneyFormat(next.data.currency);
  if (next.data) void speakGymDefaultLanguage(next.data.language);
  state = next;
  for (const listener of listeners) listener();
}

async function read() {
  const of = generation;
  reading = true;
  for (let attempt = 0; ; attempt++) {
    try {
      settle({ data: await getGymInfo(), isPending: false, isError: false }, of);
      break;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || (error instanceof ApiError && error.status >= 400 && error.status < 500)) {
        settle({ data: undefined, isPending: false, isError: true }, of);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  if (of === generation) reading = false;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The first reader starts the request; after a failure, the next screen that needs the settings tries again.
  if (!reading && state.data === undefined) void read();
  return () => listeners.delete(listener);
}

/** Forgets the settings read so far, so that the next reader reads them again (each unit test starts afresh). */
export function forgetGymInfo() {
  generation++;
  state = PENDING;
  reading = false;
}

/** Shows settings just saved (the admin's Settings screen) on every screen at once, without a reload. */
export const showGymInfo = (data: GymInfo) => settle({ data, isPending: false, isError: false }, generation);

/**
 * The gym's settings. Still loading while a prerendered page is being hydrated, as they were when it was
 * rendered (the server snapshot), so that React finds the markup it expects.
 */
export const useGymInfo = (): GymInfoState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => PENDING,
  );

/** The configured name, or the default while it loads or when the server cannot be reached. */
export const useGymName = () => useGymInfo().data?.name ?? DEFAULT_GYM_NAME;

/** The gym's time zone, or undefined while the settings load (screens wait rather than guess). */
export function useGymTimeZone(): string | undefined {
  const gym = useGymInfo();
  return gym.data?.timeZone ?? (gym.isError ? FALLBACK_TIME_ZONE : undefined);
}

/**
 * The gym's time zone once the settings have been read (the server's default if they cannot be): for reads that
 * start before any screen renders (a home's data, `app/dashboard-area.tsx`), whose dates are the gym's.
 */
export function gymTimeZone(): Promise<string> {
  return new Promise((resolve) => {
    const settled = () => {
      const zone = state.data?.timeZone ?? (state.isError ? FALLBACK_TIME_ZONE : undefined);
      if (zone !== undefined) resolve(zone);
      return zone !== undefined;
    };
    if (settled()) return;
    const unsubscribe = subscribe(() => {
      if (settled()) unsubscribe();
    });
  });
}

/** Today (YYYY-MM-DD) in the gym's time zone, whatever the browser's zone is; undefined while the settings load. */
export function useGymToday(): string | undefined {
  const timeZone = useGymTimeZone();
  return timeZone === undefined ? undefined : todayIn(timeZone);
}
