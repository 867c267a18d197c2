import { API, apiPath, publicTrainerSchema } from '@gym/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { trainerKeys } from '../../../lib/query-keys/trainers.ts';

/** `GET /api/trainers/public/{trainerId}`: one trainer's public profile (the /trainer/{id} page). */
export const getPublicTrainer = (trainerId: number, signal?: AbortSignal) =>
  api.get(apiPath(API.trainers.publicOne, { trainerId }), publicTrainerSchema, signal);

export const usePublicTrainer = (trainerId: number) =>
  useQuery({
    queryKey: trainerKeys.publicOne(trainerId),
    queryFn: ({ signal }) => getPublicTrainer(trainerId, signal),
    retry: false,
  });
