import { API, roomSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** Every room, for the booking form's select: a gym has a handful, so one plain list. */
export const getRooms = (signal?: AbortSignal) => api.get(API.rooms.list, z.array(roomSchema), signal);

export const roomsQueryOptions = () =>
  queryOptions({ queryKey: ['rooms', 'all'], queryFn: ({ signal }) => getRooms(signal) });

export const useRooms = () => useQuery(roomsQueryOptions());
