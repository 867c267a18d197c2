import { AUTH_MESSAGES, type Availability, addDays, BOOKING_MESSAGES, todayIn } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  giveSubscription,
  linkTrainer,
  loginAs,
  makeRoom,
  makeSession,
  makeTrainer,
  person,
} from '../../test/factories.ts';
import { MEMBER_NOT_FOUND } from '../users/member-access.ts';

type Headers = { authorization: string };

let t: TestApp;
beforeAll(async () => {
  setClock('2026-03-10T11:00:00Z'); // Tuesday 10 March, 11:00 in the gym (UTC)
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('UTC');
const inDays = (n: number) => addDays(today(), n);
const MONDAY = '2026-03-16'; // 6:00 AM to 10:00 PM

const availability = (app: TestApp, headers: Headers | undefined, query: Record<string, string | number>) =>
  app.app.inject({
    method: 'GET',
    url: '/api/trainingsession/availability',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(headers ? { headers } : {}),
  });

/** The free times' wall-clock starts, after checking the answer is 200. */
async function freeTimes(app: TestApp, headers: Headers, query: Record<string, string | number>) {
  const res = await availability(app, headers, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Availability;
}
const timesOf = (a: Availability) => a.times.map((x) => x.time);

/** Every half hour from `from` to `to` on the clock, both included. */
function halfHours(from: string, to: string) {
  const out: string[] = [];
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let m = minutes(from); m <= minutes(to); m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}
const without = (all: string[], gone: string[]) => all.filter((x) => !gone.includes(x));

const book = (app: TestApp, headers: Headers, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/trainingsession', headers, payload });

describe('GET /api/trainingsession/availability', () => {
  it('offers every half hour from opening until two hours before closing, each with its end and rooms', async () => {
    const member = await person(t);
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db, { roomQuantity: 4 });
    const answer = await freeTimes(t, member.headers, { trainerId: trainer.trainerId, date: MONDAY, roomId: room.id });
    expect(answer).toMatchObject({
      date: MONDAY,
      trainerId: trainer.trainerId,
      roomId: room.id,
      userId: member.user.id,
      hours: { open: '06:00', close: '22:00' },
    });
    // The evening is closed: nothing starts after 20:00, which ends at closing.
    expect(timesOf(answer)).toEqual(halfHours('06:00', '20:00'));
    expect(answer.times[0]).toEqual({
      time: '06:00',
      endsAt: '08:00',
      startTime: `${MONDAY}T06:00:00.000Z`,
      endTime: `${MONDAY}T08:00:00.000Z`,
      roomIds: [room.id],
    });
    expect(answer.times.at(-1)).toMatchObject({ time: '20:00', endsAt: '22:00' });
  });

  it('leaves out the times of a busy trainer, a busy member and a full room, and nothing else', async () => {
    const member = await person(t);
    const trainer = await makeTrainer(t.db);
    const otherTrainer = await makeTrainer(t.db);
    const small = await makeRoom(t.db, { roomQuantity: 1 });
    const elsewhere = await makeRoom(t.db);
    const someone = await person(t);
    const at = (time: string) => new Date(`${MONDAY}T${time}:00Z`);
    // The trainer teaches someone else 10:00 to 12:00 in another room.
    await makeSession(t.db, {
      userId: someone.user.id,
      trainerId: trainer.trainerId,
      roomId: elsewhere.id,
      start: at('10:00'),
    });
    // The small room is full 14:00 to 16:00 with another trainer's session.
    const stranger = await person(t);
    await makeSession(t.db, {
      userId: stranger.user.id,
      trainerId: otherTrainer.trainerId,
      roomId: small.id,
      start: at('14:00'),
    });
    // The member has a session with another trainer 18:00 to 20:00.
    await makeSession(t.db, {
      userId: member.user.id,
      trainerId: otherTrainer.trainerId,
      roomId: elsewhere.id,
      start: at('18:00'),
    });

    const answer = await freeTimes(t, member.headers, { trainerId: trainer.trainerId, date: MONDAY, roomId: small.id });
    const trainerBusy = halfHours('08:30', '11:30');
    const roomFull = halfHours('12:30', '15:30');
    const memberBusy = halfHours('16:30', '19:30');
    expect(timesOf(answer)).toEqual(without(halfHours('06:00', '20:00'), [...trainerBusy, ...roomFull, ...memberBusy]));

    // Any room: the full room drops out of those starts, the others still have places.
    const anyRoom = await freeTimes(t, member.headers, { trainerId: trainer.trainerId, date: MONDAY });
    expect(timesOf(anyRoom)).toEqual(without(halfHours('06:00', '20:00'), [...trainerBusy, ...memberBusy]));
    const at1400 = anyRoom.times.find((x) => x.time === '14:00');
    expect(at1400?.roomIds).toContain(elsewhere.id);
    expect(at1400?.roomIds).not.toContain(small.id);
    expect(anyRoom.times.find((x) => x.time === '12:00')?.roomIds).toContain(small.id);
    // The room with the most places left comes first.
    const fresh = await makeRoom(t.db, { roomQuantity: 50 });
    const evening = await freeTimes(t, member.headers, { trainerId: otherTrainer.trainerId, date: MONDAY });
    expect(evening.times.find((x) => x.time === '12:00')?.roomIds[0]).toBe(fresh.id);
  });

  it('agrees with the booking: an offered time books, and then it and its neighbours are gone', async () => {
    const member = await person(t);
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db, { roomQuantity: 1 });
    const query = { trainerId: trainer.trainerId, date: MONDAY, roomId: room.id };
    const before = await freeTimes(t, member.headers, query);
    const offered = before.times.find((x) => x.time === '09:00');
    expect(offered?.roomIds).toEqual([room.id]);

    const booked = await book(t, member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: MONDAY,
      startTime: '09:00',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await freeTimes(t, member.headers, query);
    expect(timesOf(after)).toEqual(without(timesOf(before), halfHours('07:30', '10:30')));

    // Someone who saw 10:00 free a moment ago, before this booking, is refused with the booking's reason.
    const late = await person(t);
    const refused = await book(t, late.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: MONDAY,
      startTime: '10:00',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: BOOKING_MESSAGES.trainerBusy });
  });

  it('offers today’s times from now on only', async () => {
    const member = await person(t);
    const trainer = await makeTrainer(t.db);
    const answer = await freeTimes(t, member.headers, { trainerId: trainer.trainerId, date: today() });
    // It is a little after 11:00, so 11:00 has begun; Tuesday closes at 22:00.
    expect(timesOf(answer)).toEqual(halfHours('11:30', '20:00'));
  });

  it('refuses what the booking would refuse at every time', async () => {
    const member = await person(t);
    const trainer = await makeTrainer(t.db);
    const closed = await makeRoom(t.db, { roomStatus: 'Inactive' });
    const ask = (query: Record<string, string | number>, headers = member.headers) => availability(t, headers, query);

    const yesterday = await ask({ trainerId: trainer.trainerId, date: inDays(-1) });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().errors).toEqual({ date: [BOOKING_MESSAGES.dateBeforeToday] });

    const missing = await ask({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      trainerId: [BOOKING_MESSAGES.required],
      date: [BOOKING_MESSAGES.required],
    });
    const badDate = await ask({ trainerId: trainer.trainerId, date: '2026-02-30' });
    expect(badDate.json().errors).toEqual({ date: [BOOKING_MESSAGES.dateInvalid] });

    const unknownTrainer = await ask({ trainerId: 999_999, date: MONDAY });
    expect(unknownTrainer.statusCode).toBe(400);
    expect(unknownTrainer.json().errors).toEqual({ trainerId: [BOOKING_MESSAGES.trainerNotFound] });
    const unknownRoom = await ask({ trainerId: trainer.trainerId, date: MONDAY, roomId: 999_999 });
    expect(unknownRoom.json().errors).toEqual({ roomId: [BOOKING_MESSAGES.roomNotFound] });
    const inactive = await ask({ trainerId: trainer.trainerId, date: MONDAY, roomId: closed.id });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ message: BOOKING_MESSAGES.roomInactive });

    // A member without a subscription covering the day learns why at once, rather than from every time they pick.
    const unsubscribed = await person(t, 'user', { subscribed: false });
    await giveSubscription(t.db, unsubscribed.user.id, { startDate: today(), endDate: inDays(5) });
    const notCovered = await ask({ trainerId: trainer.trainerId, date: MONDAY }, unsubscribed.headers);
    expect(notCovered.statusCode).toBe(409);
    expect(notCovered.json()).toEqual({ message: BOOKING_MESSAGES.noSubscription });
    expect((await ask({ trainerId: trainer.trainerId, date: inDays(5) }, unsubscribed.headers)).statusCode).toBe(200);
  });

  describe('who may ask, and whose sessions count', () => {
    let member: Awaited<ReturnType<typeof person>>;
    let trainer: Awaited<ReturnType<typeof makeTrainer>>;
    let query: { trainerId: number; date: string };
    beforeAll(async () => {
      member = await person(t);
      trainer = await makeTrainer(t.db);
      const otherTrainer = await makeTrainer(t.db);
      const room = await makeRoom(t.db);
      // The member is busy 12:00 to 14:00 with another trainer; `trainer` teaches them on another day.
      await makeSession(t.db, {
        userId: member.user.id,
        trainerId: otherTrainer.trainerId,
        roomId: room.id,
        start: new Date(`${MONDAY}T12:00:00Z`),
      });
      await linkTrainer(t.db, trainer.user.id, member.user.id);
      query = { trainerId: trainer.trainerId, date: MONDAY };
    });
    const memberBusy = halfHours('10:30', '13:30');

    it('counts a member’s own sessions, and staff and admin see a member’s when they name one', async () => {
      expect(timesOf(await freeTimes(t, member.headers, query))).not.toContain('12:00');
      for (const role of ['staff', 'admin'] as const) {
        const caller = await person(t, role);
        const alone = await freeTimes(t, caller.headers, query);
        expect(alone.userId).toBeNull();
        expect(timesOf(alone)).toEqual(halfHours('06:00', '20:00'));
        const forMember = await freeTimes(t, caller.headers, { ...query, userId: member.user.id });
        expect(forMember.userId).toBe(member.user.id);
        expect(timesOf(forMember)).toEqual(without(halfHours('06:00', '20:00'), memberBusy));

        const notAMember = await availability(t, caller.headers, { ...query, userId: trainer.user.id });
        expect(notAMember.statusCode).toBe(400);
        expect(notAMember.json().errors).toEqual({ userId: [BOOKING_MESSAGES.membersOnly] });
        const unknown = await availability(t, caller.headers, { ...query, userId: 999_999 });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({ message: MEMBER_NOT_FOUND, errors: { userId: [MEMBER_NOT_FOUND] } });
      }
    });

    it('lets a trainer ask about any trainer, and name only their own members', async () => {
      const { authorization } = await loginAs(t, trainer.user.email);
      const own = await freeTimes(t, { authorization }, { ...query, userId: member.user.id });
      expect(timesOf(own)).toEqual(without(halfHours('06:00', '20:00'), memberBusy));
      const stranger = await person(t, 'trainer');
      expect((await freeTimes(t, stranger.headers, query)).userId).toBeNull();
      const notTheirs = await availability(t, stranger.headers, { ...query, userId: member.user.id });
      expect(notTheirs.statusCode).toBe(403);
    });

    it('keeps members to their own, and strangers out', async () => {
      const other = await person(t);
      const res = await availability(t, other.headers, { ...query, userId: member.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
      expect((await freeTimes(t, member.headers, { ...query, userId: member.user.id })).userId).toBe(member.user.id);
      const anonymous = await availability(t, undefined, query);
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

describe('opening hours from the OPENING_HOURS setting', () => {
  let gym: TestApp;
  beforeAll(async () => {
    gym = await createTestApp({ OPENING_HOURS: 'Mon-Fri 06:00-18:00, Sat closed, Sun 10:00-14:00' });
  });
  afterAll(() => gym.close());

  it('shows the setting on GET /api/gym in the same shape as before', async () => {
    const res = await gym.app.inject({ method: 'GET', url: '/api/gym' });
    expect(res.json().openingHours).toEqual([
      { days: 'Monday to Friday', hours: '6:00 AM to 6:00 PM' },
      { days: 'Saturday', hours: 'Closed' },
      { days: 'Sunday', hours: '10:00 AM to 2:00 PM' },
    ]);
    const standard = await t.app.inject({ method: 'GET', url: '/api/gym' });
    expect(standard.json().openingHours).toEqual([
      { days: 'Monday to Friday', hours: '6:00 AM to 10:00 PM' },
      { days: 'Saturday', hours: '7:00 AM to 8:00 PM' },
      { days: 'Sunday', hours: '8:00 AM to 6:00 PM' },
    ]);
  });

  it('offers nothing on a closed day and nothing in a closed evening, and the booking agrees', async () => {
    const member = await person(gym);
    const trainer = await makeTrainer(gym.db);
    const room = await makeRoom(gym.db);
    const saturday = '2026-03-14';
    const closedDay = await freeTimes(gym, member.headers, { trainerId: trainer.trainerId, date: saturday });
    expect(closedDay).toMatchObject({ hours: null, times: [] });
    const onSaturday = await book(gym, member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: saturday,
      startTime: '10:00',
    });
    expect(onSaturday.statusCode).toBe(400);
    expect(onSaturday.json().errors).toEqual({ date: ['The gym is closed on Saturdays. Please choose another day.'] });

    const monday = await freeTimes(gym, member.headers, { trainerId: trainer.trainerId, date: MONDAY });
    expect(monday.hours).toEqual({ open: '06:00', close: '18:00' });
    expect(timesOf(monday)).toEqual(halfHours('06:00', '16:00'));
    const evening = await book(gym, member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: MONDAY,
      startTime: '16:30',
    });
    expect(evening.statusCode).toBe(400);
    expect(evening.json().errors).toEqual({
      startTime: [
        'The gym is open 6:00 AM to 6:00 PM on Mondays, so a 2-hour session can start from 6:00 AM to 4:00 PM.',
      ],
    });
    const last = await book(gym, member.headers, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: MONDAY,
      startTime: '16:00',
    });
    expect(last.statusCode, last.body).toBe(201);
  });
});

describe('in New York, across the end of daylight saving', () => {
  const zone = 'America/New_York';
  let ny: TestApp;
  let allDay: TestApp;
  beforeAll(async () => {
    ny = await createTestApp({ GYM_TIME_ZONE: zone });
    allDay = await createTestApp({ GYM_TIME_ZONE: zone, OPENING_HOURS: 'Mon-Sun 00:00-24:00' });
  });
  afterAll(async () => {
    await ny.close();
    await allDay.close();
  });

  it('reads the hours on the gym’s clock the day before and the day of the change, and books from the list', async () => {
    const member = await person(ny, 'user', { timeZone: zone });
    const trainer = await makeTrainer(ny.db);
    await makeRoom(ny.db);
    // Saturday 31 October is on daylight time (−4): 7:00 AM is 11:00 UTC.
    const saturday = await freeTimes(ny, member.headers, { trainerId: trainer.trainerId, date: '2026-10-31' });
    expect(saturday.times[0]).toMatchObject({ time: '07:00', startTime: '2026-10-31T11:00:00.000Z' });
    expect(saturday.times.at(-1)).toMatchObject({ time: '18:00', startTime: '2026-10-31T22:00:00.000Z' });
    // Sunday 1 November is on standard time (−5) by 8:00 AM: 13:00 UTC.
    const sunday = await freeTimes(ny, member.headers, { trainerId: trainer.trainerId, date: '2026-11-01' });
    expect(timesOf(sunday)).toEqual(halfHours('08:00', '16:00'));
    expect(sunday.times[0]).toMatchObject({
      startTime: '2026-11-01T13:00:00.000Z',
      endTime: '2026-11-01T15:00:00.000Z',
    });

    const offered = sunday.times.at(-1);
    const res = await book(ny, member.headers, {
      trainerId: trainer.trainerId,
      roomId: offered?.roomIds[0],
      date: '2026-11-01',
      startTime: offered?.time,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ date: '2026-11-01', startTime: '2026-11-01T21:00:00.000Z' });
  });

  it('offers a time the clock reads twice once, with its real end, on a day open round the clock', async () => {
    const member = await person(allDay, 'user', { timeZone: zone });
    const trainer = await makeTrainer(allDay.db);
    await makeRoom(allDay.db);
    const day = await freeTimes(allDay, member.headers, { trainerId: trainer.trainerId, date: '2026-11-01' });
    // A 25-hour day: 00:00 to 22:00 on the clock, 45 half hours.
    expect(day.times).toHaveLength(45);
    const times = timesOf(day);
    expect(times.filter((x) => x === '01:00')).toHaveLength(1);
    // 01:00 daylight time plus two real hours is 02:00 standard time.
    expect(day.times.find((x) => x.time === '01:00')).toMatchObject({
      endsAt: '02:00',
      startTime: '2026-11-01T05:00:00.000Z',
      endTime: '2026-11-01T07:00:00.000Z',
    });
    expect(times.at(-1)).toBe('22:00');
  });
});
