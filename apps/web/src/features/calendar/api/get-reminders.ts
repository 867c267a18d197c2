import { API, reminderSettingsSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { remindersKey } from '../../../lib/query-keys/calendar.ts';

/** `GET /api/reminders` (members): whether they get reminder e-mails, and how long before a session they go. */
export const getReminders = (signal?: AbortSignal) => api.get(API.reminders, reminderSettingsSchema, signal);

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: remindersKey, queryFn: ({ signal }) => getReminders(signal) });

export const useReminders = () => useQuery(remindersQueryOptions());
