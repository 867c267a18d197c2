import {
  AUTH_MESSAGES,
  addDays,
  BOOKING_MESSAGES,
  ROOM_CAPACITY_MAX,
  ROOM_MESSAGES,
  ROOM_NAME_MAX,
  type Room,
  type RoomConflict,
  type RoomListItem,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classBookings, classSessions, gymRooms, trainingSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  CAST,
  type Cast,
  type CastName,
  giveSubscription,
  loginAs,
  makeAccount,
  makeCast,
  makeClass,
  makeRoom,
  makeSession,
  makeTrainer,
} from '../../test/factories.ts';

const timeZone = 'America/New_York';
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  // 19:30 on Tuesday 10 March 2026 in New York, two days after clocks went forward (EST to EDT on Sunday 8 March).
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp({ GYM_TIME_ZONE: timeZone });
  cast = await makeCast(t);
});
afterAll(() => t.close());

/** An instant on the gym's wall clock. */
const local = (date: string, time: string) => zonedTimeToInstant(date, time, timeZone);
/** The gym's day, `n` days from today. */
const day = (n: number) => addDays(todayIn(timeZone), n);
const HOUR = 3_600_000;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: CastName, payload?: object) =>
  t.app.inject({ method, url, headers: cast.headers(who), ...(payload ? { payload } : {}) });
const roomRow = async (id: number) => (await t.db.select().from(gymRooms).where(eq(gymRooms.id, id)))[0];
/** The booked (not cancelled) sessions in the room; `cancelledIn` the cancelled ones, which stay for the histories. */
const sessionIdsIn = async (roomId: number) =>
  (await t.db.select().from(trainingSessions).where(eq(trainingSessions.roomId, roomId)))
    .filter((s) => s.cancelledAt === null)
    .map((s) => s.id)
    .sort((a, b) => a - b);
const cancelledIn = async (roomId: number) =>
  (await t.db.select().from(trainingSessions).where(eq(trainingSessions.roomId, roomId)))
    .filter((s) => s.cancelledAt !== null)
    .map((s) => ({ id: s.id, cancelledBy: s.cancelledBy }))
    .sort((a, b) => a.id - b.id);
const roomCount = async () => (await t.db.select().from(gymRooms)).length;

const newRoom = { roomName: 'Spin Studio', roomType: 'Cycling', roomQuantity: 12 };

describe('GET /api/gymroom', () => {
  it('lists every room with the decisions §6 fields, in either spelling, to any signed-in user', async () => {
    const weights = await makeRoom(t.db, { roomName: 'Weights Floor', roomType: 'Strength', roomQuantity: 8 });
    const closed = await makeRoom(t.db, { roomName: 'Old Studio', roomStatus: 'Inactive' });
    for (const who of CAST) {
      const res = await call('GET', who === 'staff' ? '/api/GymRoom' : '/api/gymroom', who);
      if (who === 'anonymous') {
        expect(res.statusCode, who).toBe(401);
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
        continue;
      }
      expect(res.statusCode, who).toBe(200);
      const rooms = res.json() as RoomListItem[];
      expect(rooms.map((r) => r.id)).toEqual(
        (await t.db.select().from(gymRooms)).map((r) => r.id).sort((a, b) => a - b),
      );
      expect(rooms.find((r) => r.id === weights.id)).toEqual({
        id: weights.id,
        roomName: 'Weights Floor',
        roomType: 'Strength',
        roomQuantity: 8,
        roomStatus: 'Active',
        sessionsThisWeek: 0,
      });
      expect(rooms.find((r) => r.id === closed.id)?.roomStatus).toBe('Inactive');
    }
  });

  it('counts the sessions booked this week, Monday to Sunday on the gym’s clock, past days included', async () => {
    const room = await makeRoom(t.db, { roomName: 'Counted Room' });
    const other = await makeRoom(t.db);
    const trainer = await makeTrainer(t.db);
    const member = await makeAccount(t.db);
    // This week is Monday 9 to Sunday 15 March in New York. 23:30 on Sunday 8 March there is already Monday in UTC,
    // and 00:30 on Monday 16 March is still Monday 16 in UTC too; a UTC week would count the first and not the last.
    const at = [
      local('2026-03-08', '21:30'), // last week
      local('2026-03-09', '00:00'), // Monday, first minute: counted
      local('2026-03-10', '08:00'), // today, already over: counted
      local('2026-03-15', '21:59'), // Sunday evening: counted
      local('2026-03-16', '00:00'), // next Monday
    ];
    for (const start of at)
      await makeSession(t.db, { userId: member.id, trainerId: trainer.trainerId, roomId: room.id, start });
    await makeSession(t.db, {
      userId: member.id,
      trainerId: trainer.trainerId,
      roomId: other.id,
      start: local('2026-03-12', '09:00'),
    });
    const rooms = (await call('GET', '/api/gymroom', 'member')).json() as RoomListItem[];
    expect(rooms.find((r) => r.id === room.id)?.sessionsThisWeek).toBe(3);
    expect(rooms.find((r) => r.id === other.id)?.sessionsThisWeek).toBe(1);
  });

  it('pages when asked', async () => {
    const total = await roomCount();
    const res = await call('GET', '/api/gymroom?page=2&pageSize=1', 'member');
    const all = (await call('GET', '/api/gymroom', 'member')).json() as RoomListItem[];
    expect(res.json()).toEqual({ total, page: 2, pageSize: 1, items: [all[1]] });
  });
});

describe('POST /api/GymRoom', () => {
  it('lets admin and staff create a room, Active by default, and refuses everyone else', async () => {
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 201,
      admin: 201,
    };
    for (const who of CAST) {
      const before = await roomCount();
      const res = await call('POST', '/api/GymRoom', who, { ...newRoom, roomName: `Room by ${who}` });
      expect(res.statusCode, who).toBe(expected[who]);
      if (expected[who] !== 201) {
        expect(res.json().message, who).toBe(who === 'anonymous' ? AUTH_MESSAGES.notSignedIn : AUTH_MESSAGES.forbidden);
        expect(await roomCount(), who).toBe(before);
        continue;
      }
      const room = res.json() as Room;
      expect(room).toEqual({ id: expect.any(Number), ...newRoom, roomName: `Room by ${who}`, roomStatus: 'Active' });
      expect(await roomRow(room.id)).toMatchObject({ roomName: `Room by ${who}`, roomStatus: 'Active' });
    }
  });

  it('takes a capacity sent as text and a room created closed', async () => {
    const res = await call('POST', '/api/gymroom', 'staff', { ...newRoom, roomQuantity: '6', roomStatus: 'Inactive' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ roomQuantity: 6, roomStatus: 'Inactive' });
  });

  it('refuses missing and invalid fields with the contract’s messages, and writes nothing', async () => {
    const before = await roomCount();
    const empty = await call('POST', '/api/gymroom', 'admin', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: ROOM_MESSAGES.nameRequired,
      errors: {
        roomName: [ROOM_MESSAGES.nameRequired],
        roomType: [ROOM_MESSAGES.typeRequired],
        roomQuantity: [ROOM_MESSAGES.capacityRequired],
      },
    });
    for (const roomQuantity of [0, 2.5, 'many', ROOM_CAPACITY_MAX + 1, -3]) {
      const res = await call('POST', '/api/gymroom', 'admin', { ...newRoom, roomQuantity });
      expect(res.statusCode, String(roomQuantity)).toBe(400);
      expect(res.json().errors, String(roomQuantity)).toEqual({ roomQuantity: [ROOM_MESSAGES.capacityInvalid] });
    }
    const closed = await call('POST', '/api/gymroom', 'admin', { ...newRoom, roomStatus: 'Closed' });
    expect(closed.json()).toEqual({
      message: ROOM_MESSAGES.statusInvalid,
      errors: { roomStatus: [ROOM_MESSAGES.statusInvalid] },
    });
    const long = await call('POST', '/api/gymroom', 'admin', { ...newRoom, roomName: 'x'.repeat(ROOM_NAME_MAX + 1) });
    expect(long.json().errors).toEqual({ roomName: [ROOM_MESSAGES.nameTooLong] });
    const blank = await call('POST', '/api/gymroom', 'admin', { ...newRoom, roomType: '   ' });
    expect(blank.json().errors).toEqual({ roomType: [ROOM_MESSAGES.typeRequired] });
    expect(await roomCount()).toBe(before);
  });
});

describe('PUT /api/GymRoom/:id', () => {
  it('lets admin and staff edit a room and answers the saved room, which the list then shows', async () => {
    const room = await makeRoom(t.db, { roomName: 'Before', roomType: 'Studio', roomQuantity: 5 });
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 200,
      admin: 200,
    };
    for (const who of CAST) {
      const edit = { roomName: `After ${who}`, roomType: 'Mind & Body', roomQuantity: '7', roomStatus: 'Active' };
      const res = await call('PUT', `/api/GymRoom/${room.id}`, who, edit);
      expect(res.statusCode, who).toBe(expected[who]);
      if (expected[who] !== 200) {
        expect((await roomRow(room.id))?.roomName, who).toBe('Before');
        continue;
      }
      const saved = {
        id: room.id,
        roomName: `After ${who}`,
        roomType: 'Mind & Body',
        roomQuantity: 7,
        roomStatus: 'Active',
      };
      expect(res.json()).toEqual(saved);
      const listed = (await call('GET', '/api/gymroom', 'member')).json() as RoomListItem[];
      expect(listed.find((r) => r.id === room.id)).toEqual({ ...saved, sessionsThisWeek: 0 });
    }
  });

  it('answers 404 for an unknown room and 400 for bad input, changing nothing', async () => {
    const unknown = await call('PUT', '/api/gymroom/999999', 'staff', newRoom);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ROOM_MESSAGES.notFound });
    const room = await makeRoom(t.db, { roomName: 'Unchanged' });
    const bad = await call('PUT', `/api/gymroom/${room.id}`, 'staff', { ...newRoom, roomQuantity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ roomQuantity: [ROOM_MESSAGES.capacityInvalid] });
    expect((await roomRow(room.id))?.roomName).toBe('Unchanged');
    expect((await call('PUT', '/api/gymroom/abc', 'staff', newRoom)).statusCode).toBe(400);
  });

  describe('closing a room with sessions booked in it', () => {
    let room: Awaited<ReturnType<typeof makeRoom>>;
    let ann: Awaited<ReturnType<typeof makeAccount>>;
    let ben: Awaited<ReturnType<typeof makeAccount>>;
    let coach: Awaited<ReturnType<typeof makeTrainer>>;
    let other: Awaited<ReturnType<typeof makeTrainer>>;
    let past: number;
    let running: number;
    let upcoming: number[];
    beforeAll(async () => {
      room = await makeRoom(t.db, { roomName: 'Spin Studio', roomType: 'Cycling', roomQuantity: 10 });
      ann = await makeAccount(t.db, { fullName: 'Ann Member' });
      ben = await makeAccount(t.db, { fullName: 'Ben Member' });
      coach = await makeTrainer(t.db, { fullName: 'Rita Stone' });
      other = await makeTrainer(t.db, { fullName: 'Omar Field' });
      const now = Date.now();
      past = (
        await makeSession(t.db, {
          userId: ann.id,
          trainerId: coach.trainerId,
          roomId: room.id,
          start: new Date(now - 26 * HOUR),
        })
      ).id;
      // Started an hour ago: it is happening, so it is neither cancelled nor listed.
      running = (
        await makeSession(t.db, {
          userId: ben.id,
          trainerId: other.trainerId,
          roomId: room.id,
          start: new Date(now - HOUR),
        })
      ).id;
      upcoming = [
        (
          await makeSession(t.db, {
            userId: ann.id,
            trainerId: coach.trainerId,
            roomId: room.id,
            start: local(day(2), '10:00'),
          })
        ).id,
        (
          await makeSession(t.db, {
            userId: ann.id,
            trainerId: other.trainerId,
            roomId: room.id,
            start: local(day(1), '18:30'),
          })
        ).id,
        (
          await makeSession(t.db, {
            userId: ben.id,
            trainerId: coach.trainerId,
            roomId: room.id,
            start: local(day(1), '07:00'),
          })
        ).id,
      ];
    });
    const close = (confirm?: boolean) =>
      call('PUT', `/api/GymRoom/${room.id}`, 'staff', {
        roomName: 'Spin Studio',
        roomType: 'Cycling',
        roomQuantity: 10,
        roomStatus: 'Inactive',
        ...(confirm === undefined ? {} : { confirm }),
      });

    it('is refused with 409 naming the upcoming sessions by start time, and nothing changes', async () => {
      t.sent.length = 0;
      for (const confirm of [undefined, false]) {
        const res = await close(confirm);
        expect(res.statusCode).toBe(409);
        const body = res.json() as RoomConflict;
        expect(body.message).toBe(ROOM_MESSAGES.closingStrands(3));
        expect(body.sessions).toEqual([
          {
            id: upcoming[2],
            startTime: local(day(1), '07:00').toISOString(),
            endTime: local(day(1), '09:00').toISOString(),
            userName: 'Ben Member',
            trainerName: 'Rita Stone',
          },
          expect.objectContaining({ id: upcoming[1], userName: 'Ann Member', trainerName: 'Omar Field' }),
          expect.objectContaining({ id: upcoming[0], userName: 'Ann Member', trainerName: 'Rita Stone' }),
        ]);
      }
      expect((await roomRow(room.id))?.roomStatus).toBe('Active');
      expect(await sessionIdsIn(room.id)).toEqual([past, running, ...upcoming].sort((a, b) => a - b));
      expect(t.sent).toEqual([]);
    });

    it('confirmed, closes the room, cancels the upcoming sessions and keeps the past and running ones', async () => {
      const res = await close(true);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        id: room.id,
        roomName: 'Spin Studio',
        roomType: 'Cycling',
        roomQuantity: 10,
        roomStatus: 'Inactive',
      });
      expect((await roomRow(room.id))?.roomStatus).toBe('Inactive');
      expect(await sessionIdsIn(room.id)).toEqual([past, running].sort((a, b) => a - b));
      // The upcoming ones stay, cancelled by the gym (nobody's name).
      expect(await cancelledIn(room.id)).toEqual(
        [...upcoming].sort((a, b) => a - b).map((id) => ({ id, cancelledBy: null })),
      );

      // Once it commits, one e-mail per member and per trainer, listing their sessions on the gym's clock.
      expect(t.sent.map((m) => m.to).sort()).toEqual([ann.email, ben.email, coach.user.email, other.user.email].sort());
      const to = (email: string) => t.sent.find((m) => m.to === email);
      expect(to(ann.email)?.subject).toBe('Your training sessions in Spin Studio are cancelled');
      expect(to(ann.email)?.text).toBe(
        [
          'Hello Ann Member,',
          '',
          'Spin Studio is closed, so your training sessions there on the following dates are cancelled (times in America/New_York):',
          '- Wednesday, March 11, 2026 at 18:30 with Omar Field',
          '- Thursday, March 12, 2026 at 10:00 with Rita Stone',
          '',
          'You can book the same time in another room in the app. We are sorry for the change of plan.',
          '',
          'Pulse Gym',
        ].join('\n'),
      );
      expect(to(ben.email)?.subject).toBe('Your training session in Spin Studio is cancelled');
      expect(to(ben.email)?.text).toContain(
        'your training session there on the following date is cancelled (times in America/New_York):\n- Wednesday, March 11, 2026 at 07:00 with Rita Stone\n',
      );
      expect(to(coach.user.email)?.text).toContain(
        'Hello Rita Stone,\n\nSpin Studio is closed, so the training sessions you would have given there on the following dates are cancelled (times in America/New_York):\n- Wednesday, March 11, 2026 at 07:00 with Ben Member\n- Thursday, March 12, 2026 at 10:00 with Ann Member\n',
      );
      expect(to(other.user.email)?.text).toContain('- Wednesday, March 11, 2026 at 18:30 with Ann Member\n');
    });

    it('takes no booking once closed', async () => {
      const member = await makeAccount(t.db);
      await giveSubscription(t.db, member.id, { timeZone });
      const { authorization } = await loginAs(t, member.email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trainingsession',
        headers: { authorization },
        payload: { trainerId: coach.trainerId, roomId: room.id, date: day(3), startTime: '10:00' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: BOOKING_MESSAGES.roomInactive });
    });
  });

  describe('shrinking a room below the sessions booked in it', () => {
    const shrink = (roomId: number, roomQuantity: number, confirm?: boolean) =>
      call('PUT', `/api/GymRoom/${roomId}`, 'admin', {
        roomName: 'Boxing Room',
        roomType: 'Combat',
        roomQuantity,
        ...(confirm === undefined ? {} : { confirm }),
      });
    /** A session in the room on Thursday at `time`, booked `bookedMinutesAgo` ago, with a member and trainer of its own. */
    const booked = async (roomId: number, time: string, bookedMinutesAgo: number, start = local(day(2), time)) => {
      const member = await makeAccount(t.db, { fullName: `Member at ${time}` });
      const trainer = await makeTrainer(t.db);
      const createdAt = new Date(Date.now() - bookedMinutesAgo * 60_000);
      return (await makeSession(t.db, { userId: member.id, trainerId: trainer.trainerId, roomId, start, createdAt }))
        .id;
    };

    it('keeps the earliest-booked sessions that fit at every moment and names the rest', async () => {
      const room = await makeRoom(t.db, { roomName: 'Boxing Room', roomType: 'Combat', roomQuantity: 4 });
      // Booking order, not start order, decides: C (11:00) was booked first, then A and B (10:00), D, E.
      const c = await booked(room.id, '11:00', 50);
      const a = await booked(room.id, '10:00', 40);
      const b = await booked(room.id, '10:00', 30);
      const d = await booked(room.id, '12:00', 20); // starts as A and B end: half-open, no overlap with them
      const e = await booked(room.id, '15:00', 10);
      const all = [a, b, c, d, e].sort((x, y) => x - y);

      // Three overlap from 11:00 to 12:00; three places are enough, with or without confirm.
      t.sent.length = 0;
      expect((await shrink(room.id, 3)).statusCode).toBe(200);
      expect(await sessionIdsIn(room.id)).toEqual(all);

      // Two places: C and A fit, B would be the third from 11:00.
      const two = await shrink(room.id, 2);
      expect(two.statusCode).toBe(409);
      expect(two.json().message).toBe(ROOM_MESSAGES.shrinkingStrands(1));
      expect((two.json() as RoomConflict).sessions.map((x) => x.id)).toEqual([b]);
      // One place: C holds 11:00–13:00, so A and B (10:00–12:00) and D (12:00) go; E stays.
      const one = await shrink(room.id, 1);
      expect(one.json().message).toBe(ROOM_MESSAGES.shrinkingStrands(3));
      expect((one.json() as RoomConflict).sessions.map((x) => x.id)).toEqual([a, b, d]);
      expect((await roomRow(room.id))?.roomQuantity).toBe(3);
      expect(await sessionIdsIn(room.id)).toEqual(all);
      expect(t.sent).toEqual([]);

      const confirmed = await shrink(room.id, 1, true);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ roomQuantity: 1, roomStatus: 'Active' });
      expect(await sessionIdsIn(room.id)).toEqual([c, e].sort((x, y) => x - y));
      // Three members and their three trainers.
      expect(t.sent).toHaveLength(6);
      const toMember = t.sent.find(
        (m) =>
          m.subject === 'Your training session in Boxing Room is cancelled' &&
          m.text.includes('Hello Member at 12:00,'),
      );
      expect(toMember?.text).toContain(
        'Boxing Room now takes fewer people at a time, so your training session there on the following date is cancelled',
      );
    });

    it('lets a session that has started keep its place, and growing never cancels anything', async () => {
      const room = await makeRoom(t.db, { roomName: 'Boxing Room', roomType: 'Combat', roomQuantity: 2 });
      const now = Date.now();
      const started = await booked(room.id, 'now', 5, new Date(now - HOUR));
      const soon = await booked(room.id, 'soon', 60, new Date(now + HOUR / 2));
      const res = await shrink(room.id, 1);
      expect(res.statusCode).toBe(409);
      expect((res.json() as RoomConflict).sessions.map((x) => x.id)).toEqual([soon]);
      expect((await shrink(room.id, 5)).statusCode).toBe(200);
      expect(await sessionIdsIn(room.id)).toEqual([started, soon].sort((x, y) => x - y));
    });
  });

  it('saves and cancels even when the mail server is down', async () => {
    const room = await makeRoom(t.db, { roomName: 'Yoga Studio' });
    const member = await makeAccount(t.db);
    const trainer = await makeTrainer(t.db);
    await makeSession(t.db, {
      userId: member.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: local(day(4), '09:00'),
    });
    t.sent.length = 0;
    t.mailServer.down = true;
    try {
      const res = await call('PUT', `/api/gymroom/${room.id}`, 'staff', {
        roomName: 'Yoga Studio',
        roomType: 'Studio',
        roomQuantity: 10,
        roomStatus: 'Inactive',
        confirm: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.mailServer.down = false;
    }
    expect((await roomRow(room.id))?.roomStatus).toBe('Inactive');
    expect(await sessionIdsIn(room.id)).toEqual([]);
    expect(t.sent).toEqual([]);
  });

  it('leaves no session in a room closed while people book it', async () => {
    const room = await makeRoom(t.db, { roomName: 'Busy Room', roomQuantity: 20 });
    const members: { authorization: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const member = await makeAccount(t.db);
      await giveSubscription(t.db, member.id, { timeZone });
      members.push({ authorization: (await loginAs(t, member.email)).authorization });
    }
    const trainers: Awaited<ReturnType<typeof makeTrainer>>[] = [];
    for (let i = 0; i < 6; i++) trainers.push(await makeTrainer(t.db));
    const bookings = members.map((headers, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trainingsession',
        headers,
        payload: { trainerId: trainers[i]?.trainerId, roomId: room.id, date: day(5), startTime: '10:00' },
      }),
    );
    const closing = call('PUT', `/api/gymroom/${room.id}`, 'admin', {
      roomName: 'Busy Room',
      roomType: 'Studio',
      roomQuantity: 20,
      roomStatus: 'Inactive',
      confirm: true,
    });
    const [closed, ...booked] = await Promise.all([closing, ...bookings]);
    expect(closed?.statusCode).toBe(200);
    // Each booking either landed before the closing (and was cancelled by it) or was refused after it.
    for (const res of booked) expect([201, 409]).toContain(res.statusCode);
    expect(await sessionIdsIn(room.id)).toEqual([]);
  });
});

describe('closing or shrinking a room that holds group classes', () => {
  /** A class in the room on `date` at `time` with `booked` places taken and `waiting` on its waitlist. */
  async function classIn(roomId: number, time: string, capacity: number, booked: number, waiting = 0) {
    const trainer = await makeTrainer(t.db, { fullName: 'Nina Coach' });
    const cls = await makeClass(t.db, { trainerId: trainer.trainerId, roomId, start: local(day(1), time), capacity });
    for (let i = 0; i < booked + waiting; i++) {
      const member = await makeAccount(t.db);
      await t.db.insert(classBookings).values({
        classSessionId: cls.id,
        userId: member.id,
        status: i < booked ? 'Booked' : 'Waitlisted',
        queuedAt: new Date(Date.now() + i),
      });
    }
    return cls;
  }
  const classRow = async (id: number) => (await t.db.select().from(classSessions).where(eq(classSessions.id, id)))[0];
  const change = (roomId: number, roomQuantity: number, roomStatus: 'Active' | 'Inactive', confirm?: boolean) =>
    call('PUT', `/api/GymRoom/${roomId}`, 'staff', {
      roomName: 'Studio Two',
      roomType: 'Studio',
      roomQuantity,
      roomStatus,
      ...(confirm === undefined ? {} : { confirm }),
    });

  it('names the classes whose booked places no longer fit; confirmed, cancels them with notice and shrinks the rest', async () => {
    const room = await makeRoom(t.db, { roomName: 'Studio Two', roomType: 'Studio', roomQuantity: 10 });
    const full = await classIn(room.id, '07:00', 10, 6, 1);
    const light = await classIn(room.id, '12:00', 8, 3);
    t.sent.length = 0;

    const asked = await change(room.id, 5, 'Active');
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      message: ROOM_MESSAGES.shrinkingStrandsClasses,
      sessions: [],
      classes: [{ id: full.id, booked: 6, trainerName: 'Nina Coach', startTime: local(day(1), '07:00').toISOString() }],
    });
    expect((await roomRow(room.id))?.roomQuantity).toBe(10);
    expect((await classRow(light.id))?.capacity).toBe(8);

    const done = await change(room.id, 5, 'Active', true);
    expect(done.statusCode, done.body).toBe(200);
    expect((await classRow(full.id))?.cancelledAt).not.toBeNull();
    // Its three places still fit: the class stays, holding no more than the room.
    expect(await classRow(light.id)).toMatchObject({ cancelledAt: null, capacity: 5, bookedCount: 3 });
    // Everyone booked or waiting on the cancelled class is told.
    expect(t.sent.filter((m) => /cancel/i.test(m.subject))).toHaveLength(7);

    const closing = await change(room.id, 5, 'Inactive');
    expect(closing.json()).toMatchObject({ message: ROOM_MESSAGES.closingStrandsClasses, classes: [{ id: light.id }] });
    expect((await change(room.id, 5, 'Inactive', true)).statusCode).toBe(200);
    expect((await classRow(light.id))?.cancelledAt).not.toBeNull();
  });
});
