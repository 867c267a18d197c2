import { BOOKING_MESSAGES, CLASS_MESSAGES, type ClassSession } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classBookings, classSessions, classTypes, subscriptions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import {
  giveClassPlan,
  loginAs,
  makeClass,
  makePlan,
  makeRoom,
  makeSession,
  makeTrainer,
  person,
  signedIn,
} from '../../test/factories.ts';
import { allClasses } from './classes.service.ts';

/**
 * Group classes (docs/decisions/025): a weekly series and what stands in its way, a class's hold on its trainer and
 * room against personal sessions, places, the waitlist and its promotions, cancelling, and a timetable opening to
 * two hundred members at once. The gym is in New York; nothing here reads the machine's zone or clock.
 */

const timeZone = 'America/New_York';
const NOW = '2026-11-24T14:00:00Z'; // Tuesday 24 November, 09:00 in the gym
const MONDAY = '2026-11-30'; // EST, UTC−5; open 06:00 to 22:00
/** An instant on the gym's clock (EST in late November and December). */
const local = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

type Headers = { authorization: string };
let t: TestApp;
let staff: Headers;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp({ GYM_TIME_ZONE: timeZone, GYM_NAME: 'Pulse Gym', CANCEL_CUTOFF_HOURS: '12' });
  staff = (await signedIn(t, 'staff')).headers;
});
beforeEach(() => {
  setClock(NOW);
  t.sent.length = 0;
});
afterAll(() => t.close());

const post = (url: string, headers: Headers | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
const put = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const timetable = async (headers?: Headers, from = MONDAY, to = '2026-12-13') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/classes?from=${from}&to=${to}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClassSession[];
};
const classOf = async (id: number, headers?: Headers) =>
  (await timetable(headers, '2026-11-24', '2026-12-31')).find((c) => c.id === id) as ClassSession;
const book = (id: number, headers: Headers, payload?: Record<string, unknown>) =>
  post(`/api/classes/${id}/book`, headers, payload);
const leave = (id: number, headers: Headers, payload?: Record<string, unknown>) =>
  post(`/api/classes/${id}/leave`, headers, payload);
const roster = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/classes/${id}/roster`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    booked: { userId: number; fullName: string }[];
    waitlist: { userId: number; position: number }[];
  };
};

/** A member whose plan includes group classes, signed in. */
async function classMember(fullName: string) {
  const member = await person(t, 'user', { subscribed: false, fullName });
  await giveClassPlan(t.db, member.user.id, timeZone);
  return member;
}

/** A class on Monday at `time` (gym's clock) with `capacity` places, with a trainer and a room of its own. */
async function aClass(capacity: number, date = MONDAY, time = '18:00') {
  const trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
  const room = await makeRoom(t.db, { roomName: 'Studio A', roomQuantity: 30 });
  return makeClass(t.db, { trainerId: trainer.trainerId, roomId: room.id, start: local(date, time), capacity });
}

describe('scheduling a weekly series', () => {
  it('lists a booked personal session in its way before saving, refuses it with the same list, and saves around it', async () => {
    const trainer = await makeTrainer(t.db, { fullName: 'Maya Flow' });
    const room = await makeRoom(t.db, { roomName: 'Yoga Room', roomQuantity: 20 });
    const member = await person(t, 'user', { timeZone });
    const session = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: (await makeRoom(t.db)).id,
      start: local('2026-12-02', '07:00'),
    });
    const series = {
      name: 'Morning Yoga',
      trainerId: trainer.trainerId,
      roomId: room.id,
      capacity: 12,
      weekdays: [1, 3, 5],
      startTime: '07:30',
      durationMinutes: 60,
      fromDate: MONDAY,
      toDate: '2026-12-13',
    };

    const dry = await post('/api/classes/schedule?dryRun=true', staff, series);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      classSessions: 6,
      conflicts: [
        {
          kind: 'session',
          id: session.id,
          startTime: local('2026-12-02', '07:00').toISOString(),
          endTime: local('2026-12-02', '09:00').toISOString(),
        },
      ],
    });
    expect(await timetable(), 'a dry run saves nothing').toEqual([]);

    const refused = await post('/api/classes/schedule', staff, series);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: CLASS_MESSAGES.conflicts, conflicts: dry.json().conflicts });

    const saved = await post('/api/classes/schedule', staff, { ...series, startTime: '10:00' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ id: expect.any(Number), classSessions: 6 });
    const classes = await timetable();
    expect(classes.map((c) => c.date)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
    ]);
    expect(classes[0]).toMatchObject({
      name: 'Morning Yoga',
      trainerName: 'Maya Flow',
      roomName: 'Yoga Room',
      startTime: local(MONDAY, '10:00').toISOString(),
      endTime: local(MONDAY, '11:00').toISOString(),
      capacity: 12,
      booked: 0,
      waitlisted: 0,
      status: 'Scheduled',
      myStatus: null,
    });

    // Another class in the same room at the same time is in the way too, with another trainer.
    const other = await makeTrainer(t.db);
    const clash = await post('/api/classes/schedule?dryRun=true', staff, {
      ...series,
      trainerId: other.trainerId,
      startTime: '10:30',
      weekdays: [1],
      toDate: MONDAY,
    });
    expect(clash.json().conflicts).toEqual([expect.objectContaining({ kind: 'class', id: classes[0]?.id })]);
  });

  it('refuses a class larger than its room, a series on no date, and one outside the opening hours', async () => {
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db, { roomQuantity: 8 });
    const base = {
      name: 'Spin',
      trainerId: trainer.trainerId,
      roomId: room.id,
      capacity: 8,
      weekdays: [2],
      startTime: '18:00',
      durationMinutes: 45,
      fromDate: MONDAY,
      toDate: MONDAY,
    };
    const tooBig = await post('/api/classes/schedule', staff, { ...base, capacity: 9, weekdays: [1] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.capacity).toEqual([CLASS_MESSAGES.roomTooSmall(8)]);
    const noDate = await post('/api/classes/schedule', staff, base);
    expect(noDate.json().errors.weekdays).toEqual([CLASS_MESSAGES.noDates]);
    const late = await post('/api/classes/schedule', staff, { ...base, weekdays: [1], startTime: '21:30' });
    expect(late.json().errors.startTime).toEqual([CLASS_MESSAGES.outsideHours]);
  });
});

describe('a class holds its trainer and its whole room', () => {
  it('refuses personal sessions in its room or with its trainer, and leaves those hours out of the free times', async () => {
    const cls = await aClass(10, MONDAY, '10:00');
    const member = await person(t, 'user', { timeZone });
    const otherTrainer = await makeTrainer(t.db);
    const otherRoom = await makeRoom(t.db);

    const withTrainer = await post('/api/trainingsession', member.headers, {
      trainerId: cls.trainerId,
      roomId: otherRoom.id,
      date: MONDAY,
      startTime: '09:30',
    });
    expect(withTrainer.statusCode, withTrainer.body).toBe(409);
    expect(withTrainer.json().message).toBe(BOOKING_MESSAGES.trainerBusy);

    const inRoom = await post('/api/trainingsession', member.headers, {
      trainerId: otherTrainer.trainerId,
      roomId: cls.roomId,
      date: MONDAY,
      startTime: '10:30',
    });
    expect(inRoom.statusCode, inRoom.body).toBe(409);
    expect(inRoom.json().message).toBe(CLASS_MESSAGES.roomHeldByClass);

    const free = await t.app.inject({
      method: 'GET',
      url: `/api/trainingsession/availability?trainerId=${cls.trainerId}&date=${MONDAY}`,
      headers: member.headers,
    });
    const times = (free.json().times as { time: string }[]).map((x) => x.time);
    expect(times).toContain('08:00');
    expect(times).not.toContain('08:30'); // 08:30–10:30 would overlap the class
    expect(times).not.toContain('10:30');
    expect(times).toContain('11:00');
  });

  it('is held by the database itself: a session written straight into the table over a class is refused', async () => {
    const cls = await aClass(10, MONDAY, '12:00');
    const member = await person(t, 'user', { timeZone });
    const other = await makeTrainer(t.db);
    await expect(
      makeSession(t.db, {
        userId: member.user.id,
        trainerId: other.trainerId,
        roomId: cls.roomId,
        start: local(MONDAY, '11:00'),
      }),
    ).rejects.toMatchObject({ cause: { constraint: 'occupancy_room_shared_with_class' } });
  });
});

describe('booking a place and the waitlist', () => {
  it('needs a plan with group classes, books while places last, then waitlists in order with the member’s position', async () => {
    const cls = await aClass(2);
    const noClasses = await person(t, 'user', { timeZone, fullName: 'Gym Only' });
    const refused = await book(cls.id, noClasses.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CLASS_MESSAGES.noEligiblePlan, reason: 'no-eligible-plan' });

    const [ann, ben, cat, dan] = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan'].map((n) => classMember(n)));
    if (!ann || !ben || !cat || !dan) throw new Error('members');
    expect((await book(cls.id, ann.headers)).json()).toEqual({ status: 'Booked' });
    expect(t.sent.map((m) => m.to)).toEqual([ann.user.email]);
    expect(t.sent[0]?.icalEvent?.content).toContain(`UID:class-${cls.id}@`);
    const again = await book(cls.id, ann.headers);
    expect(again.json()).toEqual({ message: CLASS_MESSAGES.alreadyBooked, reason: 'already-booked' });
    expect((await book(cls.id, ben.headers)).statusCode).toBe(201);
    const third = await book(cls.id, cat.headers);
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual({ status: 'Waitlisted', position: 1 });
    expect((await book(cls.id, dan.headers)).json()).toEqual({ status: 'Waitlisted', position: 2 });
    expect((await book(cls.id, dan.headers)).json().reason).toBe('already-waitlisted');

    expect(await classOf(cls.id, dan.headers)).toMatchObject({
      booked: 2,
      waitlisted: 2,
      myStatus: 'Waitlisted',
      waitlistPosition: 2,
    });
    expect(await classOf(cls.id, ann.headers)).toMatchObject({ myStatus: 'Booked', waitlistPosition: null });
    expect((await classOf(cls.id)).myStatus, 'a visitor has no place').toBeNull();
  });

  it('gives a place left before the cut-off to the first waitlisted at once, e-mailed, and closes the gap', async () => {
    const cls = await aClass(1);
    const [ann, ben, cat] = await Promise.all(['Ann', 'Ben', 'Cat'].map((n) => classMember(n)));
    if (!ann || !ben || !cat) throw new Error('members');
    for (const m of [ann, ben, cat]) await book(cls.id, m.headers);
    t.sent.length = 0;

    const left = await leave(cls.id, ann.headers);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ status: 'Cancelled', late: false });
    expect((await roster(cls.id)).booked.map((b) => b.userId)).toEqual([ben.user.id]);
    expect((await roster(cls.id)).waitlist).toEqual([expect.objectContaining({ userId: cat.user.id, position: 1 })]);
    const mail = t.sent.find((m) => m.to === ben.user.email);
    expect(mail?.subject).toMatch(/^You're in: /);
    expect(mail?.icalEvent?.method).toBe('REQUEST');
    expect((await leave(cls.id, ann.headers)).json().message).toBe(CLASS_MESSAGES.notBooked);
  });

  it('after the cut-off promotes nobody: the place goes to whoever books first, a waitlisted member included', async () => {
    const cls = await aClass(1, '2026-11-25', '07:00'); // 22 hours ahead; the cut-off is 12
    const [ann, ben] = await Promise.all(['Ann', 'Ben'].map((n) => classMember(n)));
    if (!ann || !ben) throw new Error('members');
    await book(cls.id, ann.headers);
    await book(cls.id, ben.headers);
    setClock('2026-11-25T02:00:00Z'); // 21:00 the evening before: 10 hours to go
    expect((await leave(cls.id, ann.headers)).json()).toEqual({ status: 'Cancelled', late: true });
    expect((await roster(cls.id)).booked).toEqual([]);
    expect((await book(cls.id, ben.headers)).json()).toEqual({ status: 'Booked' });
    expect(await roster(cls.id)).toEqual({ booked: [expect.objectContaining({ userId: ben.user.id })], waitlist: [] });
  });

  it('promotes as many as a raised capacity frees, and refuses a capacity below the places booked', async () => {
    const cls = await aClass(2);
    const members = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((n) => classMember(n)));
    for (const m of members) await book(cls.id, m.headers);
    const lower = await put(`/api/classes/${cls.id}`, staff, { capacity: 1 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(CLASS_MESSAGES.capacityBelowBooked(2));

    t.sent.length = 0;
    const raised = await put(`/api/classes/${cls.id}`, staff, { capacity: 4 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ capacity: 4, booked: 4, waitlisted: 1 });
    const names = (await roster(cls.id)).booked.map((b) => b.fullName);
    expect(names).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(t.sent.map((m) => m.subject.slice(0, 9))).toEqual(["You're in", "You're in"]);
  });

  it('cancels one date: everyone booked or waitlisted is e-mailed, it shows Cancelled and takes no bookings', async () => {
    const cls = await aClass(1);
    const [ann, ben] = await Promise.all(['Ann', 'Ben'].map((n) => classMember(n)));
    if (!ann || !ben) throw new Error('members');
    await book(cls.id, ann.headers);
    await book(cls.id, ben.headers);
    t.sent.length = 0;
    const res = await post(`/api/classes/${cls.id}/cancel`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Cancelled');
    expect(t.sent.map((m) => m.to).sort()).toEqual([ann.user.email, ben.user.email].sort());
    expect(t.sent[0]?.icalEvent?.method).toBe('CANCEL');
    const late = await classMember('Cat');
    expect((await book(cls.id, late.headers)).json()).toEqual({
      message: CLASS_MESSAGES.cancelled,
      reason: 'cancelled',
    });
    // Its room is free again for a personal session.
    const member = await person(t, 'user', { timeZone });
    const trainer = await makeTrainer(t.db);
    const booked = await post('/api/trainingsession', member.headers, {
      trainerId: trainer.trainerId,
      roomId: cls.roomId,
      date: MONDAY,
      startTime: '18:00',
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('speaks the member’s language in the e-mail', async () => {
    const cls = await aClass(5);
    const ana = await classMember('Ana');
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, ana.user.id));
    await book(cls.id, ana.headers);
    const mail = t.sent.at(-1);
    expect(mail?.subject).toMatch(/^Reservada: .* el lunes, 30 de noviembre de 2026$/);
    expect(mail?.text).toContain('Tu plaza en');
  });
});

describe('the roster’s attendance ticks', () => {
  const tick = (id: number, headers: Headers, payload: Record<string, unknown>) =>
    put(`/api/classes/${id}/attendance`, headers, payload);
  const signedInTrainer = async (fullName: string) => {
    const trainer = await makeTrainer(t.db, { fullName });
    return { ...trainer, headers: { authorization: (await loginAs(t, trainer.user.email)).authorization } };
  };

  it('lets the class’s trainer, staff and the admin tick booked members from the class’s day on, and no one else', async () => {
    const rita = await signedInTrainer('Rita Coach');
    const other = await signedInTrainer('Omar Other');
    const admin = (await signedIn(t, 'admin')).headers;
    const room = await makeRoom(t.db, { roomQuantity: 30 });
    // Wednesday 25 November at 18:00 in the gym: tomorrow.
    const cls = await makeClass(t.db, {
      trainerId: rita.trainerId,
      roomId: room.id,
      start: local('2026-11-25', '18:00'),
      capacity: 2,
    });
    const [ann, ben, cat] = await Promise.all(['Ann', 'Ben', 'Cat'].map((n) => classMember(n)));
    if (!ann || !ben || !cat) throw new Error('members');
    for (const m of [ann, ben, cat]) await book(cls.id, m.headers);

    const early = await tick(cls.id, rita.headers, { userId: ann.user.id, attended: true });
    expect(early.statusCode, 'the day before the class').toBe(400);
    expect(early.json()).toEqual({
      message: CLASS_MESSAGES.attendanceTooEarly,
      errors: { attended: [CLASS_MESSAGES.attendanceTooEarly] },
    });

    setClock('2026-11-25T13:00:00Z'); // 08:00 on the class's day, before it starts
    const ticked = await tick(cls.id, rita.headers, { userId: ann.user.id, attended: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().booked).toEqual([
      { userId: ann.user.id, fullName: 'Ann', attended: true },
      { userId: ben.user.id, fullName: 'Ben', attended: false },
    ]);
    expect((await tick(cls.id, admin, { userId: ben.user.id, attended: true })).statusCode).toBe(200);
    expect((await tick(cls.id, staff, { userId: ann.user.id, attended: false })).statusCode).toBe(200);
    expect((await roster(cls.id)).booked).toEqual([
      { userId: ann.user.id, fullName: 'Ann', attended: false },
      { userId: ben.user.id, fullName: 'Ben', attended: true },
    ]);

    const stranger = await tick(cls.id, other.headers, { userId: ann.user.id, attended: true });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(CLASS_MESSAGES.notYourClassAttendance);
    expect((await tick(cls.id, ann.headers, { userId: ann.user.id, attended: true })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/classes/${cls.id}/attendance` })).statusCode).toBe(401);

    const waiting = await tick(cls.id, staff, { userId: cat.user.id, attended: true });
    expect(waiting.statusCode, 'a waitlisted member has no place to tick').toBe(409);
    expect(waiting.json().message).toBe(CLASS_MESSAGES.memberNotBooked);
    expect((await tick(cls.id, staff, { userId: 999_999, attended: true })).json().message).toBe(
      CLASS_MESSAGES.memberNotBooked,
    );
    const missing = await tick(999_999, staff, { userId: ann.user.id, attended: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CLASS_MESSAGES.notFound);
    const unsaid = await tick(cls.id, staff, { userId: ann.user.id });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().errors).toEqual({ attended: [CLASS_MESSAGES.attendanceRequired] });
  });

  it('counts the class’s day on the gym’s calendar, and leaves a cancelled class unmarked', async () => {
    const cls = await aClass(5, '2026-11-25', '07:00');
    const ann = await classMember('Ann');
    await book(cls.id, ann.headers);
    setClock('2026-11-25T04:30:00Z'); // already the 25th in UTC, still 23:30 on the 24th in New York
    expect((await tick(cls.id, staff, { userId: ann.user.id, attended: true })).statusCode).toBe(400);
    setClock('2026-11-25T05:30:00Z'); // 00:30 on the 25th in New York
    expect((await tick(cls.id, staff, { userId: ann.user.id, attended: true })).statusCode).toBe(200);

    setClock(NOW);
    const called = await aClass(5, '2026-11-27');
    await book(called.id, ann.headers);
    expect((await post(`/api/classes/${called.id}/cancel`, staff)).statusCode).toBe(200);
    const res = await tick(called.id, staff, { userId: ann.user.id, attended: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLASS_MESSAGES.cancelled);
  });
});

describe('the caller’s own classes', () => {
  it('lists a member’s places and waitlist spots with positions, and a trainer the classes they teach', async () => {
    const coach = await makeTrainer(t.db, { fullName: 'Nina Teach' });
    const coachHeaders = { authorization: (await loginAs(t, coach.user.email)).authorization };
    const room = await makeRoom(t.db, { roomQuantity: 30 });
    const taught = await makeClass(t.db, {
      trainerId: coach.trainerId,
      roomId: room.id,
      start: local('2026-12-01', '09:00'),
      capacity: 1,
    });
    const elsewhere = await aClass(3, '2026-12-02');
    const [ann, ben] = await Promise.all(['Ann', 'Ben'].map((n) => classMember(n)));
    if (!ann || !ben) throw new Error('members');
    await book(taught.id, ann.headers);
    await book(taught.id, ben.headers);
    await book(elsewhere.id, ben.headers);

    const mine = async (headers: Headers | undefined, from = MONDAY, to = '2026-12-13') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/classes/mine?from=${from}&to=${to}`, headers });
      return res;
    };
    const annList = (await mine(ann.headers)).json() as ClassSession[];
    expect(annList.map((c) => [c.id, c.myStatus, c.waitlistPosition])).toEqual([[taught.id, 'Booked', null]]);
    const benList = (await mine(ben.headers)).json() as ClassSession[];
    expect(benList.map((c) => [c.id, c.myStatus, c.waitlistPosition])).toEqual([
      [taught.id, 'Waitlisted', 1],
      [elsewhere.id, 'Booked', null],
    ]);
    await leave(elsewhere.id, ben.headers);
    expect(
      ((await mine(ben.headers)).json() as ClassSession[]).map((c) => c.id),
      'a class left is gone',
    ).toEqual([taught.id]);
    const coachList = (await mine(coachHeaders)).json() as ClassSession[];
    expect(coachList.map((c) => [c.id, c.booked, c.waitlisted, c.myStatus])).toEqual([[taught.id, 1, 1, null]]);
    expect((await mine(ann.headers, '2026-12-02', '2026-12-13')).json()).toEqual([]);

    expect((await mine(undefined)).statusCode).toBe(401);
    expect((await mine(staff)).statusCode).toBe(403);
    const wrong = await mine(ann.headers, '2026-12-13', MONDAY);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ to: [CLASS_MESSAGES.rangeInvalid] });
  });
});

describe('a timetable opening to hundreds of members at once', () => {
  it('takes 200 bookings for 20 places in parallel: exactly 20 Booked, 180 Waitlisted in positions 1 to 180', async () => {
    const cls = await aClass(20, '2026-12-01', '19:00');
    // Member rows straight into the table (no password: nobody logs in, the desk books for each), one plan for all.
    const rows200 = await t.db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          username: `burst${i}`,
          email: `burst${i}@example.com`,
          fullName: `Burst Member ${i}`,
          role: 'user' as const,
        })),
      )
      .returning({ id: users.id });
    const members = rows200.map((r) => r.id);
    const plan = await makePlan(t.db, { groupFitnessClasses: true });
    await t.db
      .insert(subscriptions)
      .values(members.map((userId) => ({ userId, planId: plan.id, startDate: '2026-11-01', endDate: '2027-11-01' })));
    const answers = await Promise.all(members.map((userId) => book(cls.id, staff, { userId })));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 201)).toEqual([]);
    const statuses = answers.map((a) => a.json().status);
    expect(statuses.filter((s) => s === 'Booked')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'Waitlisted')).toHaveLength(180);
    expect(
      answers
        .map((a) => a.json().position)
        .filter((p) => p !== undefined)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));

    const rows = await t.db.select().from(classBookings).where(eq(classBookings.classSessionId, cls.id));
    expect(rows.filter((r) => r.status === 'Booked')).toHaveLength(20);
    const [counted] = await t.db.select().from(classSessions).where(eq(classSessions.id, cls.id));
    expect(counted).toMatchObject({ bookedCount: 20, waitlistCount: 180 });
    expect((await roster(cls.id)).waitlist.map((w) => w.position)).toEqual(
      Array.from({ length: 180 }, (_, i) => i + 1),
    );
  });
});

describe('GET /api/classes?format=csv', () => {
  // A gym of its own, so the week holds these classes only.
  let z: TestApp;
  beforeAll(async () => {
    z = await createTestApp({ GYM_TIME_ZONE: timeZone });
  });
  afterAll(() => z.close());

  it('exports the timetable’s classes by start, one row each, on the gym’s clock: formulas neutralised, English and Spanish', async () => {
    const trainer = await makeTrainer(z.db, { fullName: 'Rita Stone' });
    const room = await makeRoom(z.db, { roomName: 'Studio A', roomQuantity: 30 });
    const at = (date: string, time: string, capacity = 12) =>
      makeClass(z.db, { trainerId: trainer.trainerId, roomId: room.id, start: local(date, time), capacity });
    // Sunday 20:30 in New York is already Monday 01:30 in UTC: still Sunday's class.
    const sunday = await at('2026-12-13', '20:30');
    const monday = await at(MONDAY, '18:00', 2);
    const early = await at(MONDAY, '07:00');
    const cancelled = await at('2026-12-02', '12:00');
    await at('2026-12-14', '09:00'); // the day after the range
    await z.db.update(classSessions).set({ bookedCount: 2, waitlistCount: 1 }).where(eq(classSessions.id, monday.id));
    await z.db.update(classSessions).set({ cancelledAt: new Date() }).where(eq(classSessions.id, cancelled.id));
    await z.db.update(classTypes).set({ name: '=HYPERLINK("x")' }).where(eq(classTypes.id, early.classTypeId));

    const csv = (headers?: Headers, query = `from=${MONDAY}&to=2026-12-13&format=csv`) =>
      z.app.inject({ method: 'GET', url: `/api/classes?${query}`, ...(headers ? { headers } : {}) });
    const desk = await signedIn(z, 'staff');
    const res = await csv(desk.headers);
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, `classes-${MONDAY}-to-2026-12-13.csv`);
    const typeName = async (id: number) =>
      (await z.db.select({ name: classTypes.name }).from(classTypes).where(eq(classTypes.id, id)))[0]?.name;
    expect(csvRecords(res.body)).toEqual([
      'Date,Weekday,Start,End,Class,Trainer,Room,Places,Places booked,On the waitlist,Status',
      `${MONDAY},Monday,07:00,08:00,"'=HYPERLINK(""x"")",Rita Stone,Studio A,12,0,0,Scheduled`,
      `${MONDAY},Monday,18:00,19:00,${await typeName(monday.classTypeId)},Rita Stone,Studio A,2,2,1,Scheduled`,
      `2026-12-02,Wednesday,12:00,13:00,${await typeName(cancelled.classTypeId)},Rita Stone,Studio A,12,0,0,Cancelled`,
      `2026-12-13,Sunday,20:30,21:30,${await typeName(sunday.classTypeId)},Rita Stone,Studio A,12,0,0,Scheduled`,
    ]);

    // Read in batches of one: the timetable's classes in its order, none twice.
    const listed = (await csv(desk.headers, `from=${MONDAY}&to=2026-12-13`)).json() as ClassSession[];
    const batched: number[] = [];
    for await (const item of allClasses(z.db, { from: MONDAY, to: '2026-12-13' }, timeZone, 1)) batched.push(item.id);
    expect(batched).toEqual(listed.map((item) => item.id));

    await z.db.update(users).set({ language: 'es' }).where(eq(users.id, desk.user.id));
    const spanish = csvRecords((await csv(desk.headers)).body);
    expect(spanish[0]).toBe(
      'Fecha,Día de la semana,Inicio,Fin,Clase,Entrenador,Sala,Plazas,Plazas reservadas,En lista de espera,Estado',
    );
    expect(spanish[1]).toMatch(/^2026-11-30,lunes,07:00,08:00,.*,12,0,0,Programada$/);
    expect(spanish[3]).toMatch(/,Cancelada$/);

    // The timetable is public, and so is its file; its days are checked as the list's are.
    expect((await csv()).statusCode).toBe(200);
    const backwards = await csv(undefined, `from=2026-12-13&to=${MONDAY}&format=csv`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toEqual([CLASS_MESSAGES.rangeInvalid]);
  });
});
