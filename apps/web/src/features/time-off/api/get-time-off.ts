import { API, apiPath, timeOffSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { timeOffKeys } from '../../../lib/query-keys/time-off.ts';

/** `GET /api/trainer/{trainerId}/time-off?from=`: the trainer's time off from that day of the gym's calendar on. */
export const getTimeOff = (trainerId: number, from: string, signal?: AbortSignal) =>
  api.get(
    `${apiPath(API.trainers.timeOff, { trainerId })}?${new URLSearchParams({ from })}`,
    z.array(timeOffSchema),
    signal,
  );

/** The same entries as a CSV file, the trainer's name and the gym's clock in it (docs/decisions/027). */
export const timeOffCsvPath = (trainerId: number, from: string) =>
  `${apiPath(API.trainers.timeOff, { trainerId })}?${new URLSearchParams({ from, format: 'csv' })}`;

export const timeOffQueryOptions = (trainerId: number, from: string) =>
  queryOptions({
    queryKey: timeOffKeys.trainer(trainerId, from),
    queryFn: ({ signal }) => getTimeOff(trainerId, from, signal),
  });

export const useTimeOff = (trainerId: number, from: string) => useQuery(timeOffQueryOptions(trainerId, from));
