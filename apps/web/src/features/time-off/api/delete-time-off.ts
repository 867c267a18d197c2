import { API, apiPath, successResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';
import { timeOffKeys } from '../../../lib/query-keys/time-off.ts';

/** `DELETE /api/trainer/{trainerId}/time-off/{id}`: its hours can be booked again at once. */
export const deleteTimeOff = ({ trainerId, id }: { trainerId: number; id: number }) =>
  api.delete(apiPath(API.trainers.timeOffEntry, { trainerId, id }), successResponseSchema);

export function useDeleteTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOff,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: timeOffKeys.all });
      queryClient.invalidateQueries({ queryKey: sessionKeys.availability });
    },
  });
}
