import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookingFormSchemaFor,
  bookingRequestSchema,
  SESSION_HOURS,
  SESSION_NOTES_MAX,
  sessionRangeQuerySchema,
} from './sessions.ts';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('booking rules', () => {
  it('lasts two hours', () => {
    expect(SESSION_HOURS).toBe(2);
    expect(BOOKING_MESSAGES.sessionLength).toBe('Each training session lasts for 2 hours');
  });

  it('marks every missing required field of the form with the one spec message; the room may be any', () => {
    const result = bookingFormSchemaFor('2026-03-01').safeParse({ trainerId: '', roomId: '', date: '', startTime: '' });
    expect(fieldErrors(result)).toEqual({
      trainerId: BOOKING_MESSAGES.required,
      date: BOOKING_MESSAGES.required,
      startTime: BOOKING_MESSAGES.required,
    });
    const anyRoom = bookingFormSchemaFor('2026-03-01').parse({
      trainerId: '1',
      roomId: '',
      date: '2026-03-02',
      startTime: '09:00',
    });
    expect(anyRoom.roomId).toBeUndefined();
    expect(
      fieldErrors(bookingFormSchemaFor('2026-03-01').safeParse({ ...anyRoom, roomId: 'x', trainerId: '1' })),
    ).toEqual({ roomId: BOOKING_MESSAGES.choiceInvalid });
  });

  it('refuses a date before the gym’s today and accepts today', () => {
    const schema = bookingFormSchemaFor('2026-03-01');
    const base = { trainerId: '1', roomId: '2', startTime: '09:00', sessionType: '', notes: '  ' };
    expect(fieldErrors(schema.safeParse({ ...base, date: '2026-02-28' }))).toEqual({
      date: BOOKING_MESSAGES.dateBeforeToday,
    });
    expect(schema.parse({ ...base, date: '2026-03-01' })).toEqual({
      trainerId: 1,
      roomId: 2,
      date: '2026-03-01',
      startTime: '09:00',
      sessionType: null,
      notes: null,
    });
  });

  it('takes a wall-clock start with its date, or an ISO instant without one', () => {
    expect(
      bookingRequestSchema.parse({ trainerId: 1, roomId: 2, date: '2026-03-01', startTime: '09:30' }),
    ).toMatchObject({ date: '2026-03-01', startTime: '09:30' });
    expect(
      bookingRequestSchema.parse({
        userId: 4,
        trainerId: '1',
        roomId: '2',
        date: '2026-03-01T00:00:00.000Z',
        startTime: '2026-03-01T09:30:00.000Z',
        endTime: '2026-03-01T11:30:00.000Z',
        sessionType: null,
      }),
    ).toMatchObject({ userId: 4, trainerId: 1, date: '2026-03-01', startTime: '2026-03-01T09:30:00.000Z' });
    expect(fieldErrors(bookingRequestSchema.safeParse({ trainerId: 1, roomId: 2, startTime: '09:30' }))).toEqual({
      date: BOOKING_MESSAGES.required,
    });
  });

  it('marks every gap of an empty request', () => {
    expect(fieldErrors(bookingRequestSchema.safeParse({}))).toEqual({
      trainerId: BOOKING_MESSAGES.required,
      roomId: BOOKING_MESSAGES.required,
      startTime: BOOKING_MESSAGES.required,
      date: BOOKING_MESSAGES.required,
    });
  });

  it('refuses malformed times, dates and ids', () => {
    const errors = fieldErrors(
      bookingRequestSchema.safeParse({ trainerId: 'x', roomId: -1, date: '2026-02-30', startTime: '25:00' }),
    );
    expect(errors).toEqual({
      trainerId: BOOKING_MESSAGES.choiceInvalid,
      roomId: BOOKING_MESSAGES.choiceInvalid,
      date: BOOKING_MESSAGES.dateInvalid,
      startTime: BOOKING_MESSAGES.timeInvalid,
    });
  });

  it('bounds the optional texts', () => {
    const errors = fieldErrors(
      bookingRequestSchema.safeParse({
        trainerId: 1,
        roomId: 1,
        date: '2026-03-01',
        startTime: '10:00',
        sessionType: 'x'.repeat(61),
        notes: 'y'.repeat(SESSION_NOTES_MAX + 1),
      }),
    );
    expect(errors).toEqual({ sessionType: BOOKING_MESSAGES.sessionTypeTooLong, notes: BOOKING_MESSAGES.notesTooLong });
  });

  it('builds the spec’s load messages with the status', () => {
    expect(BOOKING_MESSAGES.trainersLoadFailed(500)).toBe('Could not load trainer list (500)');
    expect(BOOKING_MESSAGES.roomsLoadFailed(403)).toBe('Could not load training room list (403)');
    expect(BOOKING_MESSAGES.trainersConnectionError('Failed to fetch')).toBe(
      'Connection error when loading trainer list: Failed to fetch',
    );
  });

  it('checks the week range', () => {
    expect(sessionRangeQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-08' }).success).toBe(true);
    expect(fieldErrors(sessionRangeQuerySchema.safeParse({ from: '2026-03-08', to: '2026-03-02' }))).toEqual({
      to: BOOKING_MESSAGES.rangeInvalid,
    });
  });
});
