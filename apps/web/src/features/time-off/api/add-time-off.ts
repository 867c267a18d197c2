import { API, apiPath, type TimeOffRequest, timeOffCreatedSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';
import { timeOffKeys } from '../../../lib/query-keys/time-off.ts';

/** `POST /api/trainer/{trainerId}/time-off`: the entry, with the sessions and classes already booked inside it. */
export const addTimeOff = ({ trainerId, ...body }: TimeOffRequest & { trainerId: number }) =>
  api.post(apiPath(API.trainers.timeOff, { trainerId }), body, timeOffCreatedSchema);

/** The list, and the free times the entry takes hours from. */
export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTimeOff,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: timeOffKeys.all });
      queryClient.invalidateQueries({ queryKey: sessionKeys.availability });
    },
  });
}
