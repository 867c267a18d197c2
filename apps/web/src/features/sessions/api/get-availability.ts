import { API, type Availability, availabilitySchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

/** `userId`: the member staff book for, whose own sessions count too. */
export type AvailabilityParams = {
  trainerId: number;
  date: string;
  roomId?: number | undefined;
  userId?: number | undefined;
};

/** The trainer's free starts on the day (gym's zone) for the signed-in member, in a room if one is given. */
export function getAvailability(params: AvailabilityParams, signal?: AbortSignal): Promise<Availability> {
  const query = new URLSearchParams({ trainerId: String(params.trainerId), date: params.date });
  if (params.roomId !== undefined) query.set('roomId', String(params.roomId));
  if (params.userId !== undefined) query.set('userId', String(params.userId));
  return api.get(`${API.sessions.availability}?${query}`, availabilitySchema, signal);
}

export const availabilityQueryOptions = (params: AvailabilityParams) =>
  queryOptions({
    queryKey: [...sessionKeys.availabilityFor(params.trainerId, params.date, params.roomId), params.userId ?? null],
    queryFn: ({ signal }) => getAvailability(params, signal),
    // A slot can go at any moment; what is shown is always asked afresh rather than remembered.
    staleTime: 0,
  });

/** Asks only once a trainer and a day are chosen. */
export const useAvailability = (params: AvailabilityParams | null) =>
  useQuery({
    ...availabilityQueryOptions(params ?? { trainerId: 0, date: '' }),
    enabled: params !== null,
  });
