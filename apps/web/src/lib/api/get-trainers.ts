import { API, pageOf, trainerSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client.ts';
import { trainerKeys } from '../query-keys/trainers.ts';

/**
 * `GET /api/Trainer`, read by the booking form (every trainer, a plain array) and the admin's trainer list (a page
 * at a time). Both queries sit under one key, so editing or deleting a trainer refreshes both. The list items are
 * decisions §6's: name, specialty, experience, price per hour, account.
 */

/** The admin's trainer list, a page at a time (decisions §8). */
export const TRAINERS_PAGE_SIZE = 20;

const trainerPageSchema = pageOf(trainerSchema);

export const getTrainerPage = (page: number, signal?: AbortSignal) =>
  api.get(
    // Newest first, as every back-office list (docs/decisions/020): a trainer just added is at the top of page 1.
    `${API.trainers.list}?${new URLSearchParams({ page: String(page), pageSize: String(TRAINERS_PAGE_SIZE), order: 'desc' })}`,
    trainerPageSchema,
    signal,
  );

/** The admin's list as a CSV file: every trainer rather than a page, newest first as on screen (docs/decisions/027). */
export const trainersCsvPath = `${API.trainers.list}?${new URLSearchParams({ order: 'desc', format: 'csv' })}`;

/** Every trainer, for the booking form's select: a gym has a handful, so one plain list. */
export const getTrainers = (signal?: AbortSignal) => api.get(API.trainers.list, z.array(trainerSchema), signal);

export const trainersQueryOptions = () =>
  queryOptions({ queryKey: trainerKeys.list, queryFn: ({ signal }) => getTrainers(signal) });

export const useTrainers = () => useQuery(trainersQueryOptions());

export const trainerPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: trainerKeys.page(page), queryFn: ({ signal }) => getTrainerPage(page, signal) });

export const useTrainerPage = (page: number) =>
  useQuery({ ...trainerPageQueryOptions(page), placeholderData: keepPreviousData });
