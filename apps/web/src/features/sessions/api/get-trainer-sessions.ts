import { API, apiPath, type TrainingSession, trainingSessionSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';
import type { DayRange } from './get-sessions.ts';

/**
 * `GET /api/Trainer/{userId}/sessions?from&to`: one trainer's sessions on those days, by start time. It takes the
 * trainer's USER id (decisions §8); the server lets that trainer, admin and staff ask.
 */
export const getTrainerSessions = (
  trainerUserId: number,
  range: DayRange,
  signal?: AbortSignal,
): Promise<TrainingSession[]> =>
  api.get(
    `${apiPath(API.trainers.sessions, { id: trainerUserId })}?${new URLSearchParams(range)}`,
    z.array(trainingSessionSchema),
    signal,
  );

export const trainerSessionsQueryOptions = (trainerUserId: number, range: DayRange) =>
  queryOptions({
    queryKey: sessionKeys.calendarTrainer(trainerUserId, range.from, range.to),
    queryFn: ({ signal }) => getTrainerSessions(trainerUserId, range, signal),
  });

/** Keeps the previous month on screen while the next one loads. */
export const useTrainerSessions = (trainerUserId: number, range: DayRange, { enabled = true } = {}) =>
  useQuery({ ...trainerSessionsQueryOptions(trainerUserId, range), placeholderData: keepPreviousData, enabled });
