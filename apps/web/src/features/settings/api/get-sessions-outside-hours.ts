import { API, sessionsOutsideHoursSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { settingsKeys } from '../../../lib/query-keys/settings.ts';

/** `GET /api/gym/sessions-outside-hours` (admin, staff): coming sessions the current hours leave outside. */
export const getSessionsOutsideHours = (signal?: AbortSignal) =>
  api.get(API.gymSessionsOutsideHours, sessionsOutsideHoursSchema, signal);

export const sessionsOutsideHoursQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.outsideHours, queryFn: ({ signal }) => getSessionsOutsideHours(signal) });

export const useSessionsOutsideHours = () => useQuery(sessionsOutsideHoursQueryOptions());
