import { API, apiPath, type SessionUpdate, type TrainingSession, trainingSessionSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

export type UpdateSessionVariables = { id: number; body: SessionUpdate };

/**
 * `PUT /api/TrainingSession/{id}` (admin, staff; spec §5 "Edit Session"): type, notes and attendance; answers the
 * saved session.
 */
export const updateSession = ({ id, body }: UpdateSessionVariables) =>
  api.put(apiPath(API.sessions.one, { id }), body, trainingSessionSchema);

const replaceIn = (saved: TrainingSession) => (list: TrainingSession[] | undefined) =>
  list?.map((session) => (session.id === saved.id ? saved : session));

export const useUpdateSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: (saved) => {
      // The answer replaces the shown session at once (spec §7); the refetch behind it is not waited for.
      queryClient.setQueriesData<TrainingSession[]>({ queryKey: sessionKeys.calendar }, replaceIn(saved));
      // Every list of sessions (calendars, the member's week and history) may hold the edited one.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
};
