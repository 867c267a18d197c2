import { API, addDays, type TrainingSession, trainingSessionSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

/** Days from `from` to `to`, both included, in the gym's zone. */
export type DayRange = { from: string; to: string };

/**
 * `GET /api/TrainingSession?from&to` (admin, staff): every session on those days, by start time. One call per
 * calendar page, for the days its grid shows; the server reads the range on an index, never the whole table.
 */
export const getSessions = (range: DayRange, signal?: AbortSignal): Promise<TrainingSession[]> =>
  api.get(`${API.sessions.list}?${new URLSearchParams(range)}`, z.array(trainingSessionSchema), signal);

/** The calendar month `date` falls in: its first and last day. */
export function monthOf(date: string): DayRange {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${date.slice(0, 7)}-01`, to: addDays(next, -1) };
}

/** The list's CSV file: every session of those days, by start time (docs/decisions/027). */
export const sessionsCsvPath = (range: DayRange) =>
  `${API.sessions.list}?${new URLSearchParams({ ...range, format: 'csv' })}`;

export const sessionsQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: sessionKeys.calendarAll(range.from, range.to),
    queryFn: ({ signal }) => getSessions(range, signal),
  });

/** Keeps the previous month on screen while the next one loads. */
export const useSessions = (range: DayRange, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...sessionsQueryOptions(range), placeholderData: keepPreviousData, enabled });
