import { API, trainerSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** Every trainer, for the booking form's select: a gym has a handful, so one plain list. */
export const getTrainers = (signal?: AbortSignal) => api.get(API.trainers.list, z.array(trainerSchema), signal);

export const trainersQueryOptions = () =>
  queryOptions({ queryKey: ['trainers', 'all'], queryFn: ({ signal }) => getTrainers(signal) });

export const useTrainers = () => useQuery(trainersQueryOptions());
