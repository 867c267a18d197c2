import { z } from 'zod';
import { numberInput } from './common.ts';

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

export const ROOM_NAME_MAX = 100;
export const ROOM_TYPE_MAX = 60;
export const ROOM_CAPACITY_MIN = 1;
export const ROOM_CAPACITY_MAX = 500;

/** Spec §8 "Rooms" word for word, then the rules' texts (spec §5 names the fields, not the messages). */
export const ROOM_MESSAGES = {
  created: 'Room created successfully',
  createError: 'Error creating room',
  updated: 'Room updated successfully',
  updateError: 'Error updating room',
  updateFailed: 'Failed to update room',
  listFailed: 'Something went wrong in getting rooms',
  nameRequired: 'Room name is required',
  nameTooLong: `Room name must be at most ${ROOM_NAME_MAX} characters`,
  typeRequired: 'Room type is required',
  typeTooLong: `Room type must be at most ${ROOM_TYPE_MAX} characters`,
  capacityRequired: 'Capacity is required',
  capacityInvalid: `Capacity must be a whole number from ${ROOM_CAPACITY_MIN} to ${ROOM_CAPACITY_MAX}`,
  statusInvalid: 'Choose Active or Inactive',
  notFound: 'Room not found',
  noRooms: 'No rooms yet.',
  /** 409 when closing a room, or shrinking it below its bookings, would strand members (docs/decisions). */
  closingStrands: (n: number) =>
    `${n} upcoming ${n === 1 ? 'session is' : 'sessions are'} booked in this room. Confirm to cancel ${n === 1 ? 'it' : 'them'} and tell the members.`,
  shrinkingStrands: (n: number) =>
    `${n} upcoming ${n === 1 ? 'session does' : 'sessions do'} not fit the new capacity. Confirm to cancel ${n === 1 ? 'it' : 'them'} and tell the members.`,
  /** The same 409 when group classes are among what the change would cancel (docs/decisions/025). */
  closingStrandsClasses:
    'Upcoming sessions or group classes are booked in this room. Confirm to cancel them and tell the members.',
  shrinkingStrandsClasses:
    'Upcoming sessions or group classes booked in this room do not fit the new capacity. Confirm to cancel them and tell the members.',
} as const;

const trimmedText = (required: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
    z.string({ error: required }).min(1, required).max(max, tooLong),
  );

/**
 * `POST /api/GymRoom` and `PUT /api/GymRoom/{id}` (spec §5 "New room", "Edit Gym Room"; the edit form's free-text
 * status is a defect: Active or Inactive only). A new room without a status is Active. `confirm: true` accepts
 * cancelling the upcoming sessions the change would strand (the 409 names them).
 */
export const roomRequestSchema = z.object({
  roomName: trimmedText(ROOM_MESSAGES.nameRequired, ROOM_NAME_MAX, ROOM_MESSAGES.nameTooLong),
  roomType: trimmedText(ROOM_MESSAGES.typeRequired, ROOM_TYPE_MAX, ROOM_MESSAGES.typeTooLong),
  roomQuantity: numberInput({ required: ROOM_MESSAGES.capacityRequired, invalid: ROOM_MESSAGES.capacityInvalid }).pipe(
    z
      .number()
      .int(ROOM_MESSAGES.capacityInvalid)
      .min(ROOM_CAPACITY_MIN, ROOM_MESSAGES.capacityInvalid)
      .max(ROOM_CAPACITY_MAX, ROOM_MESSAGES.capacityInvalid),
  ),
  roomStatus: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'Active' : v),
    z.enum(ROOM_STATUSES, { error: ROOM_MESSAGES.statusInvalid }),
  ),
  confirm: z.boolean().optional(),
});
export type RoomRequest = z.input<typeof roomRequestSchema>;
export type RoomInput = z.output<typeof roomRequestSchema>;

/** The room list's items: the room, and how many sessions are booked in it this week (Monday to Sunday, gym's zone). */
export const roomListItemSchema = roomSchema
  .extend({ sessionsThisWeek: z.number().int() })
  .meta({ id: 'GymRoomListItem' });
export type RoomListItem = z.infer<typeof roomListItemSchema>;

/** One upcoming session a room change would strand, as the 409 names it. */
export const strandedSessionSchema = z.object({
  id: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  userName: z.string(),
  trainerName: z.string(),
});
export type StrandedSession = z.infer<typeof strandedSessionSchema>;
/** One upcoming group class a room change would cancel: booked places that the room could no longer hold. */
export const strandedClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  trainerName: z.string(),
  booked: z.number().int(),
});
export type StrandedClass = z.infer<typeof strandedClassSchema>;
/**
 * The 409 of a room change that would strand sessions or classes: the usual error body plus the sessions, and the
 * classes (left out by servers from before classes; read as none).
 */
export const roomConflictSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  sessions: z.array(strandedSessionSchema),
  classes: z.array(strandedClassSchema).default([]),
});
export type RoomConflict = z.infer<typeof roomConflictSchema>;
