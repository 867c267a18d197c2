import { API, apiPath, type TrainingSession, trainingSessionSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

/** A member's sessions on the days from `from` to `to` (both included, in the gym's zone). */
export const getMemberSessions = (
  userId: number,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<TrainingSession[]> =>
  api.get(
    `${apiPath(API.users.trainingSessions, { id: userId })}?${new URLSearchParams(range)}`,
    z.array(trainingSessionSchema),
    signal,
  );

export const memberSessionsQueryOptions = (userId: number, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: sessionKeys.memberRange(userId, range.from, range.to),
    queryFn: ({ signal }) => getMemberSessions(userId, range, signal),
  });

/** Keeps the previous week on screen while the next one loads. */
export const useMemberSessions = (userId: number, range: { from: string; to: string }) =>
  useQuery({ ...memberSessionsQueryOptions(userId, range), placeholderData: keepPreviousData });
