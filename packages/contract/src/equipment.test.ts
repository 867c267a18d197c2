import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_MESSAGES,
  equipmentCreateRequestSchema,
  equipmentUpdateRequestSchema,
  maintenanceQuerySchema,
} from './equipment.ts';
import { ROOM_MESSAGES, roomRequestSchema } from './rooms.ts';
import { SESSION_MESSAGES, sessionEditFormSchema, sessionUpdateRequestSchema } from './sessions.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a room', () => {
  it('needs name, type and a whole capacity of at least 1; a new room is Active', () => {
    expect(roomRequestSchema.parse({ roomName: ' Studio A ', roomType: 'Yoga', roomQuantity: '12' })).toEqual({
      roomName: 'Studio A',
      roomType: 'Yoga',
      roomQuantity: 12,
      roomStatus: 'Active',
    });
    expect(messages(roomRequestSchema.safeParse({ roomQuantity: 0 }))).toEqual({
      roomName: ROOM_MESSAGES.nameRequired,
      roomType: ROOM_MESSAGES.typeRequired,
      roomQuantity: ROOM_MESSAGES.capacityInvalid,
    });
    expect(
      messages(roomRequestSchema.safeParse({ roomName: 'A', roomType: 'B', roomQuantity: 2.5, roomStatus: 'Closed' })),
    ).toEqual({ roomQuantity: ROOM_MESSAGES.capacityInvalid, roomStatus: ROOM_MESSAGES.statusInvalid });
  });
});

describe('equipment', () => {
  const item = { name: 'Rower', quantity: '4', importDate: '2025-01-10', warranty: '2027-01-10' };

  it('takes name, quantity, import date and warranty, Active unless told; a date-time keeps its date', () => {
    expect(equipmentCreateRequestSchema.parse({ ...item, warranty: '2027-01-10T00:00:00.000Z', roomId: '3' })).toEqual({
      name: 'Rower',
      quantity: 4,
      importDate: '2025-01-10',
      warranty: '2027-01-10',
      status: 'Active',
      roomId: 3,
    });
  });

  it('refuses a warranty before the import date, a negative or fractional quantity, another status', () => {
    expect(
      messages(
        equipmentUpdateRequestSchema.safeParse({ ...item, warranty: '2024-12-31', quantity: -1, status: 'Lost' }),
      ),
    ).toEqual({
      quantity: EQUIPMENT_MESSAGES.quantityInvalid,
      status: EQUIPMENT_MESSAGES.statusInvalid,
    });
    expect(messages(equipmentUpdateRequestSchema.safeParse({ ...item, warranty: '2024-12-31' }))).toEqual({
      warranty: EQUIPMENT_MESSAGES.warrantyBeforeImport,
    });
    expect(messages(equipmentCreateRequestSchema.safeParse({}))).toMatchObject({
      name: EQUIPMENT_MESSAGES.nameRequired,
      quantity: EQUIPMENT_MESSAGES.quantityRequired,
      importDate: EQUIPMENT_MESSAGES.importDateRequired,
      warranty: EQUIPMENT_MESSAGES.warrantyRequired,
      roomId: EQUIPMENT_MESSAGES.roomRequired,
    });
  });
});

describe('the maintenance log query', () => {
  it('always pages, from page 1, as JSON; filters by room and by open or closed; CSV when asked', () => {
    expect(maintenanceQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, format: 'json' });
    expect(maintenanceQuerySchema.parse({ roomId: '3', state: 'open', page: '2', format: 'csv' })).toEqual({
      roomId: 3,
      state: 'open',
      page: 2,
      pageSize: 20,
      format: 'csv',
    });
    expect(maintenanceQuerySchema.safeParse({ state: 'fixed' }).success).toBe(false);
    expect(maintenanceQuerySchema.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});

describe('a session edit', () => {
  it('refuses an empty type, clears an emptied note, and leaves out what is not sent (the service keeps it)', () => {
    expect(messages(sessionUpdateRequestSchema.safeParse({ sessionType: ' ' }))).toEqual({
      sessionType: SESSION_MESSAGES.typeRequired,
    });
    expect(sessionUpdateRequestSchema.parse({ sessionType: 'Yoga', notes: '' })).toEqual({
      sessionType: 'Yoga',
      notes: null,
    });
    // A trainer's edit: the private note and attendance only.
    expect(sessionUpdateRequestSchema.parse({ staffNotes: 'Knee fine', attendanceStatus: true })).toEqual({
      staffNotes: 'Knee fine',
      attendanceStatus: true,
    });
    // The desk's dialog always holds a type.
    expect(messages(sessionEditFormSchema.safeParse({ sessionType: '', attendanceStatus: false }))).toEqual({
      sessionType: SESSION_MESSAGES.typeRequired,
    });
  });
});
