import {
  AUTH_MESSAGES,
  addDays,
  BOOKING_MESSAGES,
  type BookingRequest,
  type TrainingSession,
  todayIn,
} from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { expectCsvFile } from '../../test/csv.ts';
import {
  giveSubscription,
  loginAs,
  makeRoom,
  makeSession,
  makeSessionWith,
  makeTrainer,
  person,
  signedIn,
} from '../../test/factories.ts';
import { MEMBER_NOT_FOUND } from '../users/member-access.ts';
import { allSessions } from './sessions.service.ts';

let t: TestApp;
beforeAll(async () => {
  setClock('2026-03-10T11:00:00Z'); // a Tuesday in winter: New York is on standard time
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
const today = () => todayIn('UTC');
const inDays = (n: number) => addDays(today(), n);

const book = (headers: Headers | undefined, payload: Partial<BookingRequest> | Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/trainingsession', ...(headers ? { headers } : {}), payload });

/** A member with a subscription, a trainer and a roomy room: the usual cast of a booking. */
async function cast(roomQuantity = 10) {
  const member = await person(t, 'user');
  const trainer = await makeTrainer(t.db);
  const room = await makeRoom(t.db, { roomQuantity });
  return { member, trainer, room };
}

const sessionsOf = async (userId: number) =>
  t.db.select().from(trainingSessions).where(eq(trainingSessions.userId, userId));

describe('POST /api/trainingsession', () => {
  it('books 2 hours from a wall-clock start and answers the session with full names', async () => {
    const member = await person(t, 'user', { fullName: 'Maya Lopez' });
    const trainer = await makeTrainer(t.db, { fullName: 'John Carter' });
    const room = await makeRoom(t.db, { roomName: 'Weights Floor' });
    const date = inDays(1);
    const res = await book(member.headers, {
      trainerId: String(trainer.trainerId),
      roomId: room.id,
      date,
      startTime: '09:30',
      sessionType: 'Strength',
      notes: 'Bring a towel',
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json() as TrainingSession;
    expect(session).toEqual({
      id: expect.any(Number),
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      date,
      startTime: `${date}T09:30:00.000Z`,
      endTime: `${date}T11:30:00.000Z`,
      sessionType: 'Strength',
      notes: 'Bring a towel',
      attendanceStatus: false,
      userName: 'Maya Lopez',
      trainerName: 'John Carter',
      roomName: 'Weights Floor',
      status: 'Booked',
      cancelledAt: null,
      // The start less the gym's cut-off (CANCEL_CUTOFF_HOURS, 12 by default).
      cancelBy: `${addDays(date, -1)}T21:30:00.000Z`,
    });
    expect(await sessionsOf(member.user.id)).toHaveLength(1);
  });

  it('accepts the old client’s ISO start, ignores its endTime and always ends 2 hours later', async () => {
    const { member, trainer, room } = await cast();
    const date = inDays(2);
    const res = await book(member.headers, {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: `${date}T00:00:00.000Z`,
      startTime: `${date}T15:00:00.000Z`,
      endTime: `${date}T23:00:00.000Z`,
      sessionType: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      startTime: `${date}T15:00:00.000Z`,
      endTime: `${date}T17:00:00.000Z`,
      sessionType: null,
      notes: null,
    });
  });

  it('marks every missing required field with the spec message', async () => {
    const member = await person(t);
    const res = await book(member.headers, { sessionType: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: BOOKING_MESSAGES.required,
      errors: {
        trainerId: [BOOKING_MESSAGES.required],
        roomId: [BOOKING_MESSAGES.required],
        startTime: [BOOKING_MESSAGES.required],
        date: [BOOKING_MESSAGES.required],
      },
    });
  });

  it('refuses a day before today and a start earlier than now', async () => {
    const { member, trainer, room } = await cast();
    const base = { trainerId: trainer.trainerId, roomId: room.id };
    const yesterday = await book(member.headers, { ...base, date: inDays(-1), startTime: '23:00' });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json()).toEqual({
      message: BOOKING_MESSAGES.dateBeforeToday,
      errors: { date: [BOOKING_MESSAGES.dateBeforeToday] },
    });

    const aMinuteAgo = new Date(Date.now() - 60_000);
    const past = await book(member.headers, { ...base, startTime: aMinuteAgo.toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ startTime: [BOOKING_MESSAGES.inPast] });
    expect(await sessionsOf(member.user.id)).toHaveLength(0);
  });

  it('refuses a session that does not fit inside the day’s opening hours, naming them', async () => {
    const { member, trainer, room } = await cast();
    const attempt = (date: string, startTime: string) =>
      book(member.headers, { trainerId: trainer.trainerId, roomId: room.id, date, startTime });
    const monday = inDays(6); // 16 March: 6:00 AM to 10:00 PM
    const mondayHours =
      'The gym is open 6:00 AM to 10:00 PM on Mondays, so a 2-hour session can start from 6:00 AM to 8:00 PM.';
    for (const startTime of ['05:59', '20:01', '21:00', '23:30']) {
      const res = await attempt(monday, startTime);
      expect(res.statusCode, startTime).toBe(400);
      expect(res.json()).toEqual({ message: mondayHours, errors: { startTime: [mondayHours] } });
    }
    const sunday = inDays(5); // 15 March: 8:00 AM to 6:00 PM
    const late = await attempt(sunday, '16:30');
    expect(late.json().errors).toEqual({
      startTime: [
        'The gym is open 8:00 AM to 6:00 PM on Sundays, so a 2-hour session can start from 8:00 AM to 4:00 PM.',
      ],
    });
    // The old client's instant is held to the same hours, read on the gym's clock.
    const early = await book(member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      startTime: `${monday}T05:00:00.000Z`,
    });
    expect(early.json().errors).toEqual({ startTime: [mondayHours] });
    expect(await sessionsOf(member.user.id)).toHaveLength(0);

    // Opening and the last start that ends at closing are both fine.
    expect((await attempt(monday, '06:00')).statusCode).toBe(201);
    expect((await attempt(monday, '20:00')).statusCode).toBe(201);
    expect((await attempt(sunday, '16:00')).statusCode).toBe(201);
  });

  it('answers field errors for an unknown trainer or room', async () => {
    const { member, trainer, room } = await cast();
    const unknownTrainer = await book(member.headers, {
      trainerId: 999_999,
      roomId: room.id,
      date: inDays(3),
      startTime: '10:00',
    });
    expect(unknownTrainer.statusCode).toBe(400);
    expect(unknownTrainer.json().errors).toEqual({ trainerId: [BOOKING_MESSAGES.trainerNotFound] });

    const unknownRoom = await book(member.headers, {
      trainerId: trainer.trainerId,
      roomId: 999_999,
      date: inDays(3),
      startTime: '10:00',
    });
    expect(unknownRoom.statusCode).toBe(400);
    expect(unknownRoom.json().errors).toEqual({ roomId: [BOOKING_MESSAGES.roomNotFound] });
  });

  it('refuses an inactive room', async () => {
    const member = await person(t);
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db, { roomStatus: 'Inactive' });
    const res = await book(member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: inDays(1),
      startTime: '10:00',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: BOOKING_MESSAGES.roomInactive });
  });

  it('needs an active subscription that covers the session date', async () => {
    const member = await person(t, 'user', { subscribed: false });
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db);
    const attempt = (date: string) =>
      book(member.headers, { trainerId: trainer.trainerId, roomId: room.id, date, startTime: '08:00' });

    const none = await attempt(inDays(5));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: BOOKING_MESSAGES.noSubscription });

    await giveSubscription(t.db, member.user.id, { isActive: false, startDate: today(), endDate: inDays(30) });
    expect((await attempt(inDays(5))).statusCode).toBe(409);

    await giveSubscription(t.db, member.user.id, { startDate: today(), endDate: inDays(5) });
    expect((await attempt(inDays(6))).json()).toEqual({ message: BOOKING_MESSAGES.noSubscription });
    expect((await attempt(inDays(5))).statusCode).toBe(201);
  });

  it('never double-books a trainer, and allows back-to-back sessions', async () => {
    const { member, trainer, room } = await cast();
    const other = await person(t);
    const date = inDays(4);
    const slot = (headers: Headers, startTime: string) =>
      book(headers, { trainerId: trainer.trainerId, roomId: room.id, date, startTime });

    expect((await slot(member.headers, '10:00')).statusCode).toBe(201);
    const overlap = await slot(other.headers, '11:00');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ message: BOOKING_MESSAGES.trainerBusy });
    expect((await slot(other.headers, '12:00')).statusCode).toBe(201);
    expect((await slot(other.headers, '08:00')).statusCode).toBe(201);
  });

  it('never double-books a member, with a message for the member and one for staff', async () => {
    const { member, trainer, room } = await cast();
    const otherTrainer = await makeTrainer(t.db);
    const staff = await person(t, 'staff');
    const date = inDays(4);
    expect(
      (await book(member.headers, { trainerId: trainer.trainerId, roomId: room.id, date, startTime: '14:00' }))
        .statusCode,
    ).toBe(201);

    const again = await book(member.headers, {
      trainerId: otherTrainer.trainerId,
      roomId: room.id,
      date,
      startTime: '15:59',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: BOOKING_MESSAGES.youBusy });

    const byStaff = await book(staff.headers, {
      userId: member.user.id,
      trainerId: otherTrainer.trainerId,
      roomId: room.id,
      date,
      startTime: '13:00',
    });
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json()).toEqual({ message: BOOKING_MESSAGES.memberBusy });
  });

  it('holds at most roomQuantity overlapping sessions in a room', async () => {
    const room = await makeRoom(t.db, { roomQuantity: 2 });
    const date = inDays(6);
    const attempt = async (startTime: string) => {
      const member = await person(t);
      const trainer = await makeTrainer(t.db);
      return book(member.headers, { trainerId: trainer.trainerId, roomId: room.id, date, startTime });
    };
    expect((await attempt('09:00')).statusCode).toBe(201);
    expect((await attempt('10:00')).statusCode).toBe(201);
    const full = await attempt('10:30');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: BOOKING_MESSAGES.roomFull });
    // 11:00 overlaps only the 10:00 session once the 09:00 one has ended.
    expect((await attempt('11:00')).statusCode).toBe(201);
  });

  it('lets a member book only for themself', async () => {
    const { member, trainer, room } = await cast();
    const other = await person(t);
    const res = await book(member.headers, {
      userId: other.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: inDays(2),
      startTime: '07:00',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect(await sessionsOf(other.user.id)).toHaveLength(0);
  });

  it('lets admin and staff book for a member named in userId', async () => {
    const { member, trainer, room } = await cast();
    const base = { trainerId: trainer.trainerId, roomId: room.id, date: inDays(3) };
    for (const [role, startTime] of [
      ['admin', '06:00'],
      ['staff', '18:00'],
    ] as const) {
      const caller = await person(t, role);
      const res = await book(caller.headers, { ...base, userId: member.user.id, startTime });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().userId).toBe(member.user.id);

      // Naming nobody, they would book for themselves, and they are not members (resolveMember).
      const withoutMember = await book(caller.headers, { ...base, startTime: '20:00' });
      expect(withoutMember.statusCode).toBe(400);
      expect(withoutMember.json().errors).toEqual({ userId: [BOOKING_MESSAGES.membersOnly] });
    }
    const admin = await person(t, 'admin');
    const unknown = await book(admin.headers, { ...base, userId: 999_999, startTime: '20:00' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MEMBER_NOT_FOUND, errors: { userId: [MEMBER_NOT_FOUND] } });
    const notAMember = await book(admin.headers, { ...base, userId: trainer.user.id, startTime: '20:00' });
    expect(notAMember.statusCode).toBe(400);
    expect(notAMember.json().errors).toEqual({ userId: [BOOKING_MESSAGES.membersOnly] });
  });

  it('answers 401 without a token and 403 for a trainer', async () => {
    const { trainer, room } = await cast();
    const payload = { trainerId: trainer.trainerId, roomId: room.id, date: inDays(1), startTime: '10:00' };
    const anonymous = await book(undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    const asTrainer = await book((await person(t, 'trainer')).headers, payload);
    expect(asTrainer.statusCode).toBe(403);
  });

  it('is the database that refuses overlaps, whatever writes the rows', async () => {
    const { member, trainer, room } = await cast();
    const start = new Date(`${inDays(9)}T10:00:00Z`);
    const row = {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      startTime: start,
      endTime: new Date(start.getTime() + 7_200_000),
    };
    await t.db.insert(trainingSessions).values(row);
    const error = await t.db
      .insert(trainingSessions)
      .values({
        ...row,
        startTime: new Date(start.getTime() + 3_600_000),
        endTime: new Date(start.getTime() + 10_800_000),
      })
      .catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23P01');
  });
});

describe('bookings in parallel', () => {
  it('gives one trainer’s slot to exactly one of 50 members', async () => {
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db, { roomQuantity: 100 });
    const members = [];
    for (let i = 0; i < 50; i++) members.push(await person(t));
    const date = inDays(10);
    const answers = await Promise.all(
      members.map((m) => book(m.headers, { trainerId: trainer.trainerId, roomId: room.id, date, startTime: '10:00' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toEqual({ message: BOOKING_MESSAGES.trainerBusy });
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingSessions)
      .where(eq(trainingSessions.trainerId, trainer.trainerId));
    expect(stored?.n).toBe(1);
  });

  it('fills a room of capacity 3 with exactly 3 of 20 parallel bookings', async () => {
    const room = await makeRoom(t.db, { roomQuantity: 3 });
    const bookers = [];
    for (let i = 0; i < 20; i++) bookers.push({ member: await person(t), trainer: await makeTrainer(t.db) });
    const date = inDays(11);
    // Different start times that all overlap 11:00–12:00, so the room is the only thing they share.
    const answers = await Promise.all(
      bookers.map(({ member, trainer }, i) =>
        book(member.headers, {
          trainerId: trainer.trainerId,
          roomId: room.id,
          date,
          startTime: `${String(10 + (i % 2)).padStart(2, '0')}:${i % 2 === 0 ? '15' : '00'}`,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingSessions)
      .where(eq(trainingSessions.roomId, room.id));
    expect(stored?.n).toBe(3);
  });
});

describe('GET /api/users/:id/trainingSessions', () => {
  const list = (headers: Headers | undefined, id: number, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/${id}/trainingSessions${query}`,
      ...(headers ? { headers } : {}),
    });

  let member: Awaited<ReturnType<typeof person>>;
  let trainer: Awaited<ReturnType<typeof makeTrainer>>;
  beforeAll(async () => {
    ({ member, trainer } = await cast());
    const room = await makeRoom(t.db);
    const otherTrainer = await makeTrainer(t.db);
    // Booked out of order, to show the list is ordered by start.
    for (const [who, date, startTime] of [
      [trainer, inDays(8), '10:00'],
      [otherTrainer, inDays(7), '18:00'],
      [trainer, inDays(7), '08:00'],
      [otherTrainer, inDays(14), '08:00'],
    ] as const) {
      const res = await book(member.headers, { trainerId: who.trainerId, roomId: room.id, date, startTime });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('lists the member’s own sessions by start time', async () => {
    const res = await list(member.headers, member.user.id);
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as TrainingSession[];
    expect(sessions.map((s) => [s.date, s.startTime.slice(11, 16)])).toEqual([
      [inDays(7), '08:00'],
      [inDays(7), '18:00'],
      [inDays(8), '10:00'],
      [inDays(14), '08:00'],
    ]);
    expect(sessions[0]).toMatchObject({ userId: member.user.id, trainerId: trainer.trainerId });
  });

  it('filters by days, both included, and pages when asked', async () => {
    const week = await list(member.headers, member.user.id, `?from=${inDays(7)}&to=${inDays(8)}`);
    expect((week.json() as TrainingSession[]).map((s) => s.date)).toEqual([inDays(7), inDays(7), inDays(8)]);
    const page = await list(member.headers, member.user.id, '?page=2&pageSize=3');
    expect(page.json()).toMatchObject({ total: 4, page: 2, pageSize: 3, items: [{ date: inDays(14) }] });
    const backwards = await list(member.headers, member.user.id, `?from=${inDays(8)}&to=${inDays(7)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: [BOOKING_MESSAGES.rangeInvalid] });
  });

  it('opens for admin, staff and the member’s trainer; not for others', async () => {
    for (const role of ['admin', 'staff'] as const)
      expect((await list((await person(t, role)).headers, member.user.id)).statusCode).toBe(200);
    const { authorization } = await loginAs(t, trainer.user.email);
    expect((await list({ authorization }, member.user.id)).json()).toHaveLength(4);

    expect((await list((await person(t, 'trainer')).headers, member.user.id)).statusCode).toBe(403);
    expect((await list((await person(t, 'user')).headers, member.user.id)).statusCode).toBe(403);
    expect((await list(undefined, member.user.id)).statusCode).toBe(401);
    expect((await list(member.headers, 999_999)).statusCode).toBe(404);
  });
});

describe('the gym’s time zone', () => {
  let ny: TestApp;
  beforeAll(async () => {
    ny = await createTestApp({ GYM_TIME_ZONE: 'America/New_York' });
  });
  afterAll(() => ny.close());

  /** The next 15th of `month` (1-12) that is at least two days away. */
  const nextFifteenth = (month: number) => {
    const now = new Date();
    for (let year = now.getUTCFullYear(); ; year++) {
      const date = `${year}-${String(month).padStart(2, '0')}-15`;
      if (date > addDays(todayIn('America/New_York'), 2)) return date;
    }
  };

  it('reads a wall-clock start in the gym’s zone, across daylight saving, and answers in that zone', async () => {
    const member = await person(ny, 'user', { timeZone: 'America/New_York' });
    await giveSubscription(ny.db, member.user.id, {
      startDate: todayIn('America/New_York'),
      endDate: addDays(todayIn('America/New_York'), 400),
    });
    const trainer = await makeTrainer(ny.db);
    const room = await makeRoom(ny.db);
    const at = async (date: string, startTime: string) => {
      const res = await ny.app.inject({
        method: 'POST',
        url: '/api/trainingsession',
        headers: member.headers,
        payload: { trainerId: trainer.trainerId, roomId: room.id, date, startTime },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as TrainingSession;
    };

    const winter = nextFifteenth(1);
    const summer = nextFifteenth(7);
    expect(await at(winter, '09:00')).toMatchObject({
      date: winter,
      startTime: `${winter}T14:00:00.000Z`,
      endTime: `${winter}T16:00:00.000Z`,
    });
    expect(await at(summer, '09:00')).toMatchObject({ date: summer, startTime: `${summer}T13:00:00.000Z` });
    // 20:00 in New York (the last start before the 22:00 closing) is the next day in UTC; the session still
    // belongs to the New York day.
    const late = await at(summer, '20:00');
    expect(late).toMatchObject({ date: summer, startTime: `${addDays(summer, 1)}T00:00:00.000Z` });

    const day = await ny.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/trainingSessions?from=${summer}&to=${summer}`,
      headers: member.headers,
    });
    expect((day.json() as TrainingSession[]).map((s) => s.id)).toEqual([expect.any(Number), late.id]);
    const nextDay = await ny.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/trainingSessions?from=${addDays(summer, 1)}&to=${addDays(summer, 1)}`,
      headers: member.headers,
    });
    expect(nextDay.json()).toEqual([]);
  });
});

describe('GET /api/TrainingSession?format=csv', () => {
  // A gym in Madrid (UTC+1 in early March): the file's days and times are the gym's, not UTC's.
  let z: TestApp;
  beforeAll(async () => {
    z = await createTestApp({ GYM_TIME_ZONE: 'Europe/Madrid' });
  });
  afterAll(() => z.close());

  it('exports every session of the range, not a page: the gym’s days and times, formulas neutralised, English and Spanish', async () => {
    const staff = await signedIn(z, 'staff');
    const member = await signedIn(z, 'user', { fullName: '=Maya' });
    const trainer = await makeTrainer(z.db, { fullName: 'John Carter' });
    const room = await makeRoom(z.db, { roomName: 'Weights Floor' });
    const at = (iso: string) => new Date(iso);
    // 23:30 UTC on 4 March is 00:30 on 5 March in Madrid: the range's first session.
    await makeSession(z.db, {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: at('2026-03-04T23:30:00Z'),
      sessionType: 'Strength',
      notes: '+1 towel',
      staffNotes: '@knee',
      cancelledAt: at('2026-03-01T10:00:00Z'),
    });
    // 22 more, every two hours, more than a page of 20; the last at 21:00 on 6 March in Madrid.
    for (let i = 0; i < 22; i++) {
      const start = new Date(Date.parse('2026-03-05T02:00:00Z') + i * 2 * 3_600_000);
      await makeSession(z.db, { userId: member.user.id, trainerId: trainer.trainerId, roomId: room.id, start });
    }
    // Outside the range on the gym's clock, though inside it in UTC or the other way round.
    const other = await signedIn(z, 'user');
    const otherTrainer = await makeTrainer(z.db);
    await makeSessionWith(z.db, other.user.id, otherTrainer.trainerId, at('2026-03-04T22:30:00Z'));
    await makeSessionWith(z.db, other.user.id, otherTrainer.trainerId, at('2026-03-06T23:30:00Z'));

    const range = 'from=2026-03-05&to=2026-03-06';
    const csv = (headers: Headers, query = `${range}&format=csv`) =>
      z.app.inject({ method: 'GET', url: `/api/TrainingSession?${query}`, headers });
    const res = await csv(staff.headers, `${range}&page=2&pageSize=5&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'sessions-2026-03-05-to-2026-03-06.csv');
    const lines = res.body.slice(1).split('\n');
    expect(lines[0]).toBe('Date,Start,End,Member,Trainer,Room,Session type,Status,Attended,Notes,Private note');
    expect(lines[1]).toBe(
      "2026-03-05,00:30,02:30,'=Maya,John Carter,Weights Floor,Strength,Cancelled,No,'+1 towel,'@knee",
    );
    expect(lines[2]).toBe("2026-03-05,03:00,05:00,'=Maya,John Carter,Weights Floor,,Booked,No,,");
    expect(lines.at(-2)).toBe("2026-03-06,21:00,23:00,'=Maya,John Carter,Weights Floor,,Booked,No,,");
    expect(lines).toHaveLength(1 + 23 + 1); // the header, every session (not the page of 5), the last line's end

    // Without `format` the same call answers the plain array, as the spec's client expects.
    const json = await z.app.inject({ method: 'GET', url: `/api/TrainingSession?${range}`, headers: staff.headers });
    expect(json.statusCode).toBe(200);
    const list = json.json() as TrainingSession[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(23);
    // Read in batches of 4: the same sessions in the same order, none twice.
    const config = { GYM_TIME_ZONE: 'Europe/Madrid', CANCEL_CUTOFF_HOURS: 12 };
    const caller = { id: staff.user.id, role: 'staff' as const, username: staff.user.username };
    const batched: number[] = [];
    for await (const session of allSessions(
      z.db,
      config,
      caller,
      { from: '2026-03-05', to: '2026-03-06', pageSize: 20 },
      4,
    ))
      batched.push(session.id);
    expect(batched).toEqual(list.map((session) => session.id));

    await z.db.update(users).set({ language: 'es' }).where(eq(users.id, staff.user.id));
    const spanish = (await csv(staff.headers)).body.slice(1).split('\n');
    expect(spanish[0]).toBe('Fecha,Inicio,Fin,Socio,Entrenador,Sala,Tipo de sesión,Estado,Asistió,Notas,Nota privada');
    expect(spanish[1]).toMatch(/,Cancelada,No,/);
    expect(spanish[2]).toMatch(/,Reservada,No,/);

    expect((await csv(member.headers)).statusCode).toBe(403);
    const trainerCaller = await signedIn(z, 'trainer');
    expect((await csv(trainerCaller.headers)).statusCode).toBe(403);
  });
});
