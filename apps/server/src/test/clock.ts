import { vi } from 'vitest';

/**
 * Sets the clock the app and the test read (`Date`, so "today", "not in the past", token expiry): it starts at
 * `instant` and runs on from there; timers stay real. Every test file that reads dates sets it, so no test
 * passes or fails with the hour it runs at. Nothing on the server takes the time from the database (`now()`),
 * so PostgreSQL's real clock never disagrees with this one where it matters.
 */
export function setClock(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
}

/** Clock readings at which "today" differs between zones: just after midnight, midday and just before midnight UTC. */
export const CLOCKS_UTC = ['2026-03-10T00:30:00Z', '2026-03-10T11:00:00Z', '2026-03-10T23:30:00Z'] as const;
