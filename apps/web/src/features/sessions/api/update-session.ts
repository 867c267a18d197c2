import {
  API,
  apiPath,
  type SessionAttendanceRequest,
  type SessionUpdate,
  type TrainingSession,
  trainingSessionSchema,
} from '@gym/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

export type UpdateSessionVariables = { id: number; body: SessionUpdate };

/**
 * `PUT /api/TrainingSession/{id}`: staff edit the type, the private note and attendance; the session's trainer the
 * private note and attendance (decisions §3). Answers the saved session.
 */
export const updateSession = ({ id, body }: UpdateSessionVariables) =>
  api.put(apiPath(API.sessions.one, { id }), body, trainingSessionSchema);

/** `PUT /api/TrainingSession/{id}/attendance`: a register's tick, saved at once. */
export const recordAttendance = ({ id, body }: { id: number; body: SessionAttendanceRequest }) =>
  api.put(apiPath(API.sessions.attendance, { id }), body, trainingSessionSchema);

const replaceIn = (saved: TrainingSession) => (list: TrainingSession[] | undefined) =>
  list?.map((session) => (session.id === saved.id ? saved : session));

/** The answer replaces the shown session at once (spec §7); the refetch behind it is not waited for. */
const showSaved = (queryClient: QueryClient) => (saved: TrainingSession) => {
  queryClient.setQueriesData<TrainingSession[]>({ queryKey: sessionKeys.calendar }, replaceIn(saved));
  // Every list of sessions (calendars, the member's week and history, the trainer's agenda) may hold it.
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
};

export const useUpdateSession = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSession, onSuccess: showSaved(queryClient) });
};

export const useRecordAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordAttendance, onSuccess: showSaved(queryClient) });
};
