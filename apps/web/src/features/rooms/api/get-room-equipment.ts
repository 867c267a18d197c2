import { API, apiPath, equipmentSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** Every query of equipment starts with this key. */
export const equipmentKey = ['equipment'] as const;

/** One room's items; saving an item of the room invalidates it. */
export const roomEquipmentKey = (roomId: number) => [...equipmentKey, 'room', roomId] as const;

/**
 * `GET /api/Gymroom/{id}/equipment` (admin, staff) as one plain list, in the order the items were added: a room
 * holds tens of items at most. An unknown room is a 404 ('Room not found').
 */
export const getRoomEquipment = (roomId: number, signal?: AbortSignal) =>
  api.get(apiPath(API.rooms.equipment, { id: roomId }), z.array(equipmentSchema), signal);

export const roomEquipmentQueryOptions = (roomId: number) =>
  queryOptions({ queryKey: roomEquipmentKey(roomId), queryFn: ({ signal }) => getRoomEquipment(roomId, signal) });

export const useRoomEquipment = (roomId: number | undefined) =>
  useQuery({ ...roomEquipmentQueryOptions(roomId ?? 0), enabled: roomId !== undefined });
