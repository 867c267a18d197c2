import { API, calendarFeedSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarFeedKey } from '../../../lib/query-keys/calendar.ts';

/** `POST /api/calendar/feed/reset`: a new secret; the old address stops at once. Answers the new address. */
export const resetCalendarFeed = () => api.post(API.calendar.reset, {}, calendarFeedSchema);

export const useResetCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
};
