import { API, calendarFeedSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarFeedKey } from '../../../lib/query-keys/calendar.ts';

/** `GET /api/calendar/feed` (members, trainers): the caller's private iCal address, made on the first ask. */
export const getCalendarFeed = (signal?: AbortSignal) => api.get(API.calendar.feed, calendarFeedSchema, signal);

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
