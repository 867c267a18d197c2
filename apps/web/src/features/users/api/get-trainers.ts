import { API, pageOf, trainerSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The admin's trainer list, a page at a time (decisions §8). */
export const TRAINERS_PAGE_SIZE = 20;

/** Every query of trainers starts with this key; editing or deleting a trainer invalidates it. */
export const trainersKey = ['trainers'] as const;

const trainerPageSchema = pageOf(trainerSchema);

/** `GET /api/Trainer` (decisions §6's list item: name, specialty, experience, price per hour, account). */
export const getTrainerPage = (page: number, signal?: AbortSignal) =>
  api.get(
    `${API.trainers.list}?${new URLSearchParams({ page: String(page), pageSize: String(TRAINERS_PAGE_SIZE) })}`,
    trainerPageSchema,
    signal,
  );

export const trainerPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...trainersKey, 'page', page], queryFn: ({ signal }) => getTrainerPage(page, signal) });

export const useTrainerPage = (page: number) =>
  useQuery({ ...trainerPageQueryOptions(page), placeholderData: keepPreviousData });
