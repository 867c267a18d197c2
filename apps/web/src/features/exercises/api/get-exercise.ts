import { API, apiPath, exerciseSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { exerciseKeys } from '../../../lib/query-keys/exercises.ts';

export const getExercise = (id: number, signal?: AbortSignal) =>
  api.get(apiPath(API.exercises.one, { id }), exerciseSchema, signal);

export const exerciseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exerciseKeys.one(id),
    queryFn: ({ signal }) => getExercise(id, signal),
    staleTime: 5 * 60_000,
  });

/** Waits while `id` is undefined (a route parameter that is not an exercise id). */
export const useExercise = (id: number | undefined) =>
  useQuery({ ...exerciseQueryOptions(id ?? 0), enabled: id !== undefined });
