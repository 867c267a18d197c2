import { API, apiPath, classBookedSchema, classLeftSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { classKeys } from '../../../lib/query-keys/classes.ts';

/** `POST /api/classes/{id}/book`: a place, or the end of the waitlist when the class is full. */
export const bookClass = (id: number) => api.post(apiPath(API.classes.book, { id }), {}, classBookedSchema);

/** `POST /api/classes/{id}/leave`: gives up the place or the waitlist spot. */
export const leaveClass = (id: number) => api.post(apiPath(API.classes.leave, { id }), {}, classLeftSchema);

/** Both change the timetable's counts and the member's status. */
export function useClassPlace() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: classKeys.all });
  return {
    book: useMutation({ mutationFn: bookClass, onSuccess }),
    leave: useMutation({ mutationFn: leaveClass, onSuccess }),
  };
}
