import { API, apiPath, type TrainingSession, trainingSessionSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

/**
 * `POST /api/trainingsession/{id}/cancel` (docs/decisions/011): a member their own session up to the gym's cut-off,
 * admin and staff any coming session. Answers the session, now Cancelled.
 */
export const cancelSession = (id: number) => api.post(apiPath(API.sessions.cancel, { id }), {}, trainingSessionSchema);

const replaceIn = (saved: TrainingSession) => (list: TrainingSession[] | undefined) =>
  list?.map((session) => (session.id === saved.id ? saved : session));

export const useCancelSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: (saved) => {
      // Shown as Cancelled at once; every list of sessions, the day counts and the free times are asked again.
      queryClient.setQueriesData<TrainingSession[]>({ queryKey: sessionKeys.calendar }, replaceIn(saved));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
};
