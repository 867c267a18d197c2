import { API, exerciseBodyPartsSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { exerciseKeys } from '../../../lib/query-keys/exercises.ts';

export const getBodyParts = (signal?: AbortSignal) => api.get(API.exercises.bodyParts, exerciseBodyPartsSchema, signal);

export const bodyPartsQueryOptions = () =>
  queryOptions({
    queryKey: exerciseKeys.bodyParts,
    queryFn: ({ signal }) => getBodyParts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBodyParts = () => useQuery(bodyPartsQueryOptions());
