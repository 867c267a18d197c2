import { API, type RoomListItem, roomListItemSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client.ts';
import { roomKeys } from '../query-keys/rooms.ts';

/**
 * `GET /api/gymroom` as one plain list: a gym has a handful of rooms, so the back office shows them all at once,
 * each with `sessionsThisWeek` (Monday to Sunday on the gym's clock, counted by the server), and the booking form
 * offers them in its select. Both read this one query, so saving a room refreshes both.
 */
export const getRooms = (signal?: AbortSignal) => api.get(API.rooms.list, z.array(roomListItemSchema), signal);

export const roomsQueryOptions = () =>
  queryOptions({ queryKey: roomKeys.list, queryFn: ({ signal }) => getRooms(signal) });

export const useRooms = () => useQuery(roomsQueryOptions());

/**
 * One room, read from the same list (no endpoint answers a single room): `null` once the list has arrived without
 * it, so the equipment screen can say the room is not there.
 */
export const useRoom = (roomId: number | undefined) =>
  useQuery({
    ...roomsQueryOptions(),
    select: (rooms: RoomListItem[]) => rooms.find((room) => room.id === roomId) ?? null,
    enabled: roomId !== undefined,
  });
