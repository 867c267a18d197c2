import { API, apiPath, type SessionDay, sessionDaySchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';
import type { DayRange } from './get-sessions.ts';

/** Whose sessions a calendar shows: every session (admin, staff), or one trainer's by their user id. */
export type CalendarScope = { kind: 'all' } | { kind: 'trainer'; trainerUserId: number };

/**
 * `GET /api/TrainingSession/days` (admin, staff) or `GET /api/Trainer/{userId}/sessions/days` (that trainer, admin,
 * staff): how many sessions start on each day of the range, days without any left out. A calendar draws its dots
 * from it: a busy gym's month is thousands of sessions, and only the selected day's are shown.
 */
export const getSessionDays = (scope: CalendarScope, range: DayRange, signal?: AbortSignal): Promise<SessionDay[]> =>
  api.get(
    `${scope.kind === 'all' ? API.sessions.days : apiPath(API.trainers.sessionDays, { id: scope.trainerUserId })}?${new URLSearchParams(range)}`,
    z.array(sessionDaySchema),
    signal,
  );

export const sessionDaysQueryOptions = (scope: CalendarScope, range: DayRange) =>
  queryOptions({
    queryKey: sessionKeys.days(scope, range.from, range.to),
    queryFn: ({ signal }) => getSessionDays(scope, range, signal),
  });

/** Keeps the previous month's dots on screen while the next month's load. */
export const useSessionDays = (scope: CalendarScope, range: DayRange) =>
  useQuery({ ...sessionDaysQueryOptions(scope, range), placeholderData: keepPreviousData });
