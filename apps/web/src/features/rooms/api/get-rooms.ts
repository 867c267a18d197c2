import { API, type RoomListItem, roomListItemSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/**
 * Every query of rooms starts with this key, the booking form's list of rooms too: creating or changing a room
 * invalidates them all.
 */
export const roomsKey = ['rooms'] as const;

/** The back office's list: the rooms and this week's bookings in each. */
export const roomListKey = [...roomsKey, 'list'] as const;

/**
 * `GET /api/gymroom` as one plain list: a gym has a handful of rooms, so the screen shows them all at once, each
 * with `sessionsThisWeek` (Monday to Sunday on the gym's clock, counted by the server).
 */
export const getRooms = (signal?: AbortSignal) => api.get(API.rooms.list, z.array(roomListItemSchema), signal);

export const roomsQueryOptions = () =>
  queryOptions({ queryKey: roomListKey, queryFn: ({ signal }) => getRooms(signal) });

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
