import { z } from 'zod';

/** Spec §4: a room is Active or Inactive (new rooms default Active); only Active rooms take bookings. */
export const ROOM_STATUSES = ['Active', 'Inactive'] as const;
export const roomStatusSchema = z.enum(ROOM_STATUSES);
export type RoomStatus = z.infer<typeof roomStatusSchema>;

/** A room as the API answers it (decisions §6); `roomQuantity` is how many people (sessions) fit at once. */
export const roomSchema = z
  .object({
    id: z.number().int(),
    roomName: z.string(),
    roomType: z.string(),
    roomQuantity: z.number().int(),
    roomStatus: roomStatusSchema,
  })
  .meta({ id: 'GymRoom' });
export type Room = z.infer<typeof roomSchema>;
