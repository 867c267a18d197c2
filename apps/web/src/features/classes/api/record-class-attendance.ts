import { API, apiPath, type ClassAttendanceRequest, classRosterSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { classKeys } from '../../../lib/query-keys/classes.ts';

/** `PUT /api/classes/{id}/attendance`: one booked member's tick; answers the roster. */
export const recordClassAttendance = ({ id, ...body }: ClassAttendanceRequest & { id: number }) =>
  api.put(apiPath(API.classes.attendance, { id }), body, classRosterSchema);

/** The answer is the whole roster: it replaces the cached one, so the ticks show what the server holds. */
export function useRecordClassAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordClassAttendance,
    onSuccess: (roster, { id }) => queryClient.setQueryData(classKeys.roster(id), roster),
  });
}
