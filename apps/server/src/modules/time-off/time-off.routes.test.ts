import { TIME_OFF_MESSAGES, type TimeOff } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import { makeClass, makeRoom, makeSession, makeTrainer, person, signedIn } from '../../test/factories.ts';
import { timeOffEntries } from './time-off.service.ts';

/**
 * A trainer's time off (docs/decisions/031): who may keep it, what it refuses (free times, bookings, classes, in the
 * service and in the database) and what it lists when added over booked work. The gym is in New York; nothing here
 * reads the machine's zone or clock.
 */

const timeZone = 'America/New_York';
const NOW = '2026-11-24T14:00:00Z'; // Tuesday 24 November, 09:00 in the gym
const MONDAY = '2026-11-30'; // EST, UTC−5; open 06:00 to 22:00
/** An instant on the gym's clock (EST in late November and December). */
const local = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const iso = (date: string, time: string) => local(date, time).toISOString();

type Headers = { authorization: string };
let t: TestApp;
let staff: Headers;
let admin: Headers;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp({ GYM_TIME_ZONE: timeZone });
  staff = (await signedIn(t, 'staff')).headers;
  admin = (await signedIn(t, 'admin')).headers;
});
beforeEach(() => setClock(NOW));
afterAll(() => t.close());

const url = (trainerId: number, id?: number) => `/api/trainer/${trainerId}/time-off${id ? `/${id}` : ''}`;
const add = (trainerId: number, headers: Headers | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: url(trainerId), ...(headers ? { headers } : {}), payload });
const list = (trainerId: number, headers: Headers | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `${url(trainerId)}${query}`, ...(headers ? { headers } : {}) });
const remove = (trainerId: number, id: number, headers: Headers | undefined) =>
  t.app.inject({ method: 'DELETE', url: url(trainerId, id), ...(headers ? { headers } : {}) });

/** A trainer who can sign in, with the id bookings name. */
async function aTrainer() {
  const trainer = await makeTrainer(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: trainer.user.email, password: 'Secret123' },
  });
  return { ...trainer, headers: { authorization: `Bearer ${res.json().token}` } };
}

const monday = (from: string, to: string, reason?: string) => ({
  start: iso(MONDAY, from),
  end: iso(MONDAY, to),
  ...(reason === undefined ? {} : { reason }),
});

describe('keeping time off', () => {
  it('a trainer adds, lists and deletes their own; staff and the admin any trainer’s; no one else', async () => {
    const coach = await aTrainer();
    const other = await aTrainer();
    const member = await person(t, 'user', { timeZone });

    const added = await add(coach.trainerId, coach.headers, monday('10:00', '13:00', '  Dentist  '));
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json();
    expect(entry).toEqual({
      id: expect.any(Number),
      trainerId: coach.trainerId,
      start: iso(MONDAY, '10:00'),
      end: iso(MONDAY, '13:00'),
      reason: 'Dentist',
      createdAt: expect.any(String),
      affected: [],
    });

    const byStaff = await add(coach.trainerId, staff, monday('15:00', '16:00'));
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json().reason).toBeNull();
    const byAdmin = await add(coach.trainerId, admin, {
      start: iso('2026-12-01', '06:00'),
      end: iso('2026-12-02', '06:00'),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);

    for (const headers of [coach.headers, staff, admin]) {
      const res = await list(coach.trainerId, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as TimeOff[]).map((x) => x.start)).toEqual([
        iso(MONDAY, '10:00'),
        iso(MONDAY, '15:00'),
        iso('2026-12-01', '06:00'),
      ]);
    }
    // Days of the gym's calendar, both included: Tuesday's entry alone.
    const tuesday = await list(coach.trainerId, staff, '?from=2026-12-01&to=2026-12-01');
    expect((tuesday.json() as TimeOff[]).map((x) => x.id)).toEqual([byAdmin.json().id]);

    // Another trainer, a member, anyone signed out.
    expect((await add(coach.trainerId, other.headers, monday('18:00', '19:00'))).statusCode).toBe(403);
    expect((await list(coach.trainerId, other.headers)).statusCode).toBe(403);
    expect((await remove(coach.trainerId, entry.id, other.headers)).statusCode).toBe(403);
    expect((await add(coach.trainerId, member.headers, monday('18:00', '19:00'))).statusCode).toBe(403);
    expect((await list(coach.trainerId, undefined)).statusCode).toBe(401);
    // An entry is deleted under its own trainer only.
    expect((await remove(other.trainerId, entry.id, staff)).statusCode).toBe(404);
    expect((await list(999_999, staff)).statusCode).toBe(404);

    const gone = await remove(coach.trainerId, entry.id, coach.headers);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await remove(coach.trainerId, byStaff.json().id, staff)).statusCode).toBe(200);
    expect((await remove(coach.trainerId, byStaff.json().id, staff)).statusCode).toBe(404);
    expect((await list(coach.trainerId, coach.headers)).json()).toHaveLength(1);
  });

  it('refuses bad input with a message on its field, and time off over the trainer’s other time off', async () => {
    const coach = await aTrainer();
    const refused = async (payload: Record<string, unknown>, field: string, message: string, status = 400) => {
      const res = await add(coach.trainerId, staff, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors?.[field]).toEqual([message]);
    };
    await refused(monday('13:00', '10:00'), 'end', TIME_OFF_MESSAGES.endBeforeStart);
    await refused(monday('10:00', '10:00'), 'end', TIME_OFF_MESSAGES.endBeforeStart);
    await refused({ start: iso(MONDAY, '10:00'), end: iso('2027-06-01', '10:01') }, 'end', TIME_OFF_MESSAGES.tooLong);
    await refused(monday('10:00', '11:00', 'x'.repeat(2001)), 'reason', TIME_OFF_MESSAGES.reasonTooLong);
    await refused({ start: 'next Monday', end: iso(MONDAY, '11:00') }, 'start', TIME_OFF_MESSAGES.instantInvalid);
    await refused({ end: iso(MONDAY, '11:00') }, 'start', TIME_OFF_MESSAGES.startRequired);
    await refused(
      { start: iso('2026-11-23', '09:00'), end: iso('2026-11-24', '08:00') },
      'end',
      TIME_OFF_MESSAGES.endInPast,
    );
    // Up to the limits, inclusive.
    expect((await add(coach.trainerId, staff, monday('06:00', '07:00', 'x'.repeat(2000)))).statusCode).toBe(201);
    expect(
      (await add(coach.trainerId, staff, { start: iso('2027-01-01', '00:00'), end: iso('2027-07-03', '00:00') }))
        .statusCode,
    ).toBe(201);

    expect((await add(coach.trainerId, staff, monday('10:00', '12:00'))).statusCode).toBe(201);
    await refused(monday('11:00', '14:00'), 'start', TIME_OFF_MESSAGES.overlaps, 409);
    // Back to back is fine.
    expect((await add(coach.trainerId, staff, monday('12:00', '13:00'))).statusCode).toBe(201);
    expect((await list(coach.trainerId, staff, '?from=2026-12-02&to=2026-12-01')).statusCode).toBe(400);
  });
});

describe('what time off refuses', () => {
  it('takes the hours out of the free times and refuses a booking in them, until it is deleted', async () => {
    const coach = await aTrainer();
    await makeRoom(t.db, { roomQuantity: 5 });
    const member = await person(t, 'user', { timeZone });
    const free = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/trainingsession/availability?trainerId=${coach.trainerId}&date=${MONDAY}`,
        headers: member.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().times as { time: string }[]).map((x) => x.time);
    };
    expect(await free()).toContain('10:00');

    const entry = (await add(coach.trainerId, coach.headers, monday('10:00', '13:00'))).json();
    const times = await free();
    // A two-hour session touching 10:00–13:00 starts after 08:00 and before 13:00.
    expect(times).toContain('08:00');
    expect(times).toContain('13:00');
    expect(times.filter((x) => x > '08:00' && x < '13:00')).toEqual([]);

    const room = await makeRoom(t.db, { roomQuantity: 5 });
    const booking = { trainerId: coach.trainerId, roomId: room.id, date: MONDAY, startTime: '11:30' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/trainingsession',
      headers: member.headers,
      payload: booking,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(TIME_OFF_MESSAGES.trainerAway);

    // The database refuses it too, whoever writes the row.
    await expect(
      makeSession(t.db, {
        userId: member.user.id,
        trainerId: coach.trainerId,
        roomId: room.id,
        start: local(MONDAY, '12:00'),
      }),
    ).rejects.toThrow();

    expect((await remove(coach.trainerId, entry.id, coach.headers)).statusCode).toBe(200);
    expect(await free()).toContain('10:00');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/trainingsession',
      headers: member.headers,
      payload: booking,
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('is a conflict of kind time-off for a class series, in the dry run and when saving', async () => {
    const coach = await aTrainer();
    const room = await makeRoom(t.db, { roomName: 'Spin Room', roomQuantity: 20 });
    const entry = (
      await add(coach.trainerId, staff, { start: iso('2026-12-02', '06:00'), end: iso('2026-12-03', '06:00') })
    ).json();
    const series = {
      name: 'Spin',
      trainerId: coach.trainerId,
      roomId: room.id,
      capacity: 12,
      weekdays: [1, 3],
      startTime: '18:00',
      durationMinutes: 45,
      fromDate: MONDAY,
      toDate: '2026-12-06',
    };
    const post = (path: string) => t.app.inject({ method: 'POST', url: path, headers: staff, payload: series });
    const conflicts = [
      { kind: 'time-off', id: entry.id, startTime: iso('2026-12-02', '06:00'), endTime: iso('2026-12-03', '06:00') },
    ];

    const dry = await post('/api/classes/schedule?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ classSessions: 2, conflicts });
    const refused = await post('/api/classes/schedule');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: TIME_OFF_MESSAGES.trainerAway, conflicts });

    // The database refuses a class inside it too.
    await expect(
      makeClass(t.db, { trainerId: coach.trainerId, roomId: room.id, start: local('2026-12-02', '09:00') }),
    ).rejects.toThrow();
  });
});

describe('time off over booked work', () => {
  it('is added, and lists the sessions and classes inside it for the staff to move or cancel', async () => {
    const coach = await aTrainer();
    const member = await person(t, 'user', { timeZone, fullName: 'Ana Ruiz' });
    const room = await makeRoom(t.db, { roomName: 'Floor', roomQuantity: 20 });
    const studio = await makeRoom(t.db, { roomName: 'Studio B', roomQuantity: 20 });
    const session = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: coach.trainerId,
      roomId: room.id,
      start: local(MONDAY, '09:00'),
    });
    const cls = await makeClass(t.db, { trainerId: coach.trainerId, roomId: studio.id, start: local(MONDAY, '17:00') });
    // Outside the time off, and cancelled work, are not listed.
    await makeSession(t.db, {
      userId: member.user.id,
      trainerId: coach.trainerId,
      roomId: room.id,
      start: local(MONDAY, '19:00'),
    });
    const cancelled = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: coach.trainerId,
      roomId: room.id,
      start: local(MONDAY, '12:00'),
      cancelledAt: new Date(NOW),
    });

    const added = await add(coach.trainerId, coach.headers, monday('10:00', '18:00', 'Sick'));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().affected).toEqual([
      {
        kind: 'session',
        id: session.id,
        startTime: iso(MONDAY, '09:00'),
        endTime: iso(MONDAY, '11:00'),
        date: MONDAY,
        name: 'Ana Ruiz',
        roomName: 'Floor',
      },
      {
        kind: 'class',
        id: cls.id,
        startTime: iso(MONDAY, '17:00'),
        endTime: iso(MONDAY, '18:00'),
        date: MONDAY,
        name: expect.any(String),
        roomName: 'Studio B',
      },
    ]);
    expect(added.json().affected.map((x: { id: number }) => x.id)).not.toContain(cancelled.id);

    // Nothing was moved or cancelled; the class still takes changes that keep its trainer and time.
    const classes = await t.app.inject({ method: 'GET', url: `/api/classes?from=${MONDAY}&to=${MONDAY}` });
    expect(classes.json().find((c: { id: number }) => c.id === cls.id).status).toBe('Scheduled');
    const bigger = await t.app.inject({
      method: 'PUT',
      url: `/api/classes/${cls.id}`,
      headers: staff,
      payload: { capacity: 15 },
    });
    expect(bigger.statusCode, bigger.body).toBe(200);
    // Moving it to another hour of the time off is refused, naming the time off.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/classes/${cls.id}`,
      headers: staff,
      payload: { startTime: '16:00' },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().conflicts.map((c: { kind: string }) => c.kind)).toEqual(['time-off']);
    // A staff cancel still frees it.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/classes/${cls.id}/cancel`, headers: staff });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
});

describe('GET /api/trainer/:trainerId/time-off?format=csv', () => {
  it('exports the entries the list gives, by start, on the gym’s clock: formulas neutralised, English and Spanish', async () => {
    const coach = await makeTrainer(t.db, { fullName: 'Ana Ruiz' });
    const other = await aTrainer();
    // Added out of order; the last ends after midnight on the gym's clock.
    const entries = [
      monday('15:00', '16:00', '=cmd|calc'),
      monday('10:00', '13:00', 'Dentist, then lunch'),
      { start: iso('2026-12-01', '22:00'), end: iso('2026-12-02', '02:00') },
      { start: iso('2027-01-04', '09:00'), end: iso('2027-01-04', '12:00'), reason: '-holiday' },
    ];
    for (const entry of entries) expect((await add(coach.trainerId, staff, entry)).statusCode).toBe(201);

    const csv = (headers: Headers | undefined, query = 'format=csv') =>
      t.app.inject({ method: 'GET', url: `${url(coach.trainerId)}?${query}`, ...(headers ? { headers } : {}) });
    const res = await csv(staff, 'from=2026-11-30&to=2026-12-31&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'time-off-Ana-Ruiz-2026-11-30-to-2026-12-31.csv');
    expect(csvRecords(res.body)).toEqual([
      'Trainer,Start,End,Reason',
      'Ana Ruiz,2026-11-30 10:00,2026-11-30 13:00,"Dentist, then lunch"',
      "Ana Ruiz,2026-11-30 15:00,2026-11-30 16:00,'=cmd|calc",
      'Ana Ruiz,2026-12-01 22:00,2026-12-02 02:00,',
    ]);

    // Without days, from today for a year, as the screen lists them: the January entry too.
    const ahead = await csv(admin);
    expect(ahead.headers['content-disposition']).toBe(
      'attachment; filename="time-off-Ana-Ruiz-2026-11-24-to-2027-11-24.csv"',
    );
    expect(csvRecords(ahead.body).at(-1)).toBe("Ana Ruiz,2027-01-04 09:00,2027-01-04 12:00,'-holiday");

    const spanish = await signedIn(t, 'staff');
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.user.id));
    expect(csvRecords((await csv(spanish.headers)).body)[0]).toBe('Entrenador,Inicio,Fin,Motivo');

    // Read in batches of one: the same entries in the same order.
    const listed = (await list(coach.trainerId, staff)).json() as TimeOff[];
    const batched: number[] = [];
    for await (const entry of timeOffEntries(t.db, coach.trainerId, '2026-11-24', '2027-11-24', timeZone, 1))
      batched.push(entry.id);
    expect(batched).toEqual(listed.map((entry) => entry.id));

    // Whoever may not read the list may not download it.
    const member = await person(t, 'user', { timeZone });
    expect((await csv(member.headers)).statusCode).toBe(403);
    const refused = await csv(other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TIME_OFF_MESSAGES.notYours });
    expect((await csv(undefined)).statusCode).toBe(401);
    expect((await csv(staff, 'from=2026-12-10&to=2026-12-01&format=csv')).statusCode).toBe(400);
  });
});
