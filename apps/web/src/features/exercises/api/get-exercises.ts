import { API, EXERCISE_PAGE_SIZE, type ExerciseBodyPart, exercisePageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { exerciseKeys } from '../../../lib/query-keys/exercises.ts';

export type ExerciseSearch = { search: string; bodyPart: ExerciseBodyPart | ''; page: number };

/** One page of the catalogue; empty filters are left out of the address. */
export const getExercises = ({ search, bodyPart, page }: ExerciseSearch, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(EXERCISE_PAGE_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  if (bodyPart) query.set('bodyPart', bodyPart);
  return api.get(`${API.exercises.list}?${query}`, exercisePageSchema, signal);
};

export const exercisesQueryOptions = (search: ExerciseSearch) =>
  queryOptions({
    queryKey: exerciseKeys.page(search),
    queryFn: ({ signal }) => getExercises(search, signal),
    // The catalogue changes only with a release: no need to ask again while a visitor browses.
    staleTime: 5 * 60_000,
  });

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export const useExercises = (search: ExerciseSearch) =>
  useQuery({ ...exercisesQueryOptions(search), placeholderData: keepPreviousData });
