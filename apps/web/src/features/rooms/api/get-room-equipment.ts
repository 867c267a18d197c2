import { API, apiPath, equipmentSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { equipmentKeys } from '../../../lib/query-keys/equipment.ts';

/**
 * `GET /api/Gymroom/{id}/equipment` (admin, staff) as one plain list, in the order the items were added: a room
 * holds tens of items at most. An unknown room is a 404 ('Room not found').
 */
export const getRoomEquipment = (roomId: number, signal?: AbortSignal) =>
  api.get(apiPath(API.rooms.equipment, { id: roomId }), z.array(equipmentSchema), signal);

/** The room's equipment as a CSV file, newest first as the screen lists it (docs/decisions/027). */
export const roomEquipmentCsvPath = (roomId: number) => `${apiPath(API.rooms.equipment, { id: roomId })}?format=csv`;

export const roomEquipmentQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: equipmentKeys.room(roomId),
    queryFn: ({ signal }) => getRoomEquipment(roomId, signal),
  });

export const useRoomEquipment = (roomId: number | undefined) =>
  useQuery({ ...roomEquipmentQueryOptions(roomId ?? 0), enabled: roomId !== undefined });
