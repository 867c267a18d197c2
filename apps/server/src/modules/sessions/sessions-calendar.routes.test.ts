import {
  AUTH_MESSAGES,
  addDays,
  BOOKING_MESSAGES,
  type Page,
  SESSION_MESSAGES,
  SESSION_NOTES_MAX,
  SESSION_TYPE_MAX,
  TRAINER_MESSAGES,
  type TrainingSession,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  CAST,
  type Cast,
  type CastName,
  makeAccount,
  makeCast,
  makeRoom,
  makeSession,
  makeTrainer,
} from '../../test/factories.ts';
import { sessionsWithin } from './sessions.service.ts';

// The staff calendar and a trainer's calendar read months of sessions in the gym's zone. New York changes its
// clocks in both months these tests read: forward on Sunday 8 March 2026 (EST −5 to EDT −4) and back on Sunday
// 1 November 2026 (EDT to EST), so a month there is not a whole number of UTC days, and its first and last
// midnights have different offsets.
const timeZone = 'America/New_York';
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z'); // 19:30 on Tuesday 10 March in New York
  t = await createTestApp({ GYM_TIME_ZONE: timeZone });
  cast = await makeCast(t);
});
afterAll(() => t.close());

const local = (date: string, time: string) => zonedTimeToInstant(date, time, timeZone);
const get = (url: string, who: CastName) => t.app.inject({ method: 'GET', url, headers: cast.headers(who) });
const put = (id: number, who: CastName, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/TrainingSession/${id}`, headers: cast.headers(who), payload });
const idsOf = (list: TrainingSession[]) => list.map((s) => s.id);

/** Sessions at the given wall-clock starts, each with a member of its own, alternating two trainers and two rooms. */
async function sessionsAt(starts: [string, string][], trainerIds: number[]) {
  const rooms = [await makeRoom(t.db), await makeRoom(t.db)];
  const made: number[] = [];
  for (const [i, [date, time]] of starts.entries()) {
    const member = await makeAccount(t.db);
    const session = await makeSession(t.db, {
      userId: member.id,
      trainerId: trainerIds[i % trainerIds.length] as number,
      roomId: (rooms[i % 2] as { id: number }).id,
      start: local(date, time),
    });
    made.push(session.id);
  }
  return made;
}

describe('GET /api/TrainingSession', () => {
  it('is for admin and staff; without parameters it answers every session as a plain array by start time', async () => {
    const everything = await t.db
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id));
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
      const res = await get(who === 'admin' ? '/api/trainingsession' : '/api/TrainingSession', who);
      expect(res.statusCode, who).toBe(expected[who]);
      if (expected[who] === 200) expect(idsOf(res.json()), who).toEqual(everything.map((s) => s.id));
      else
        expect(res.json(), who).toEqual({
          message: who === 'anonymous' ? AUTH_MESSAGES.notSignedIn : AUTH_MESSAGES.forbidden,
        });
    }
  });

  it('answers each session in the decisions §6 shape, dated on the gym’s calendar', async () => {
    const res = await get('/api/TrainingSession', 'staff');
    const session = (res.json() as TrainingSession[]).find((s) => s.id === cast.session.id);
    expect(session).toEqual({
      id: cast.session.id,
      userId: cast.member.user.id,
      trainerId: cast.trainer.trainerId,
      roomId: cast.session.roomId,
      date: '2026-03-11',
      startTime: cast.session.startTime.toISOString(),
      endTime: cast.session.endTime.toISOString(),
      sessionType: null,
      notes: null,
      staffNotes: null,
      attendanceStatus: false,
      userName: 'Test Person',
      trainerName: 'Trainer Of Member',
      roomName: expect.any(String),
      status: 'Booked',
      cancelledAt: null,
      cancelBy: new Date(cast.session.startTime.getTime() - 12 * 3_600_000).toISOString(),
    });
  });

  describe('a month across a daylight-saving change', () => {
    let march: number[];
    let november: number[];
    let outside: number[];
    beforeAll(async () => {
      const coaches = [(await makeTrainer(t.db)).trainerId, (await makeTrainer(t.db)).trainerId];
      // In start order; neighbours overlap, so they alternate trainers.
      const made = await sessionsAt(
        [
          ['2026-02-28', '23:30'], // 04:30 UTC on 1 March: February in New York
          ['2026-03-01', '00:00'], // 05:00 UTC, the month's first minute
          ['2026-03-08', '01:00'], // the last hour of EST
          ['2026-03-08', '03:00'], // the first hour of EDT, one real hour later
          ['2026-03-31', '23:30'], // 03:30 UTC on 1 April: the month's last half hour
          ['2026-04-01', '00:00'], // 04:00 UTC: a fixed −5 offset would still count it in March
          ['2026-10-31', '23:30'],
          ['2026-11-01', '00:00'], // 04:00 UTC
          ['2026-11-01', '01:30'], // the first of the day's two 01:30s
          ['2026-11-30', '23:30'], // 04:30 UTC on 1 December
          ['2026-12-01', '00:00'],
        ],
        coaches,
      );
      march = made.slice(1, 5);
      november = made.slice(7, 10);
      outside = [made[0], made[5], made[6], made[10]] as number[];
    });

    it('answers the sessions starting on the month’s days in the gym’s zone, in start order, dated there', async () => {
      const res = await get('/api/TrainingSession?from=2026-03-01&to=2026-03-31', 'staff');
      expect(res.statusCode).toBe(200);
      const sessions = res.json() as TrainingSession[];
      // The cast's session on 11 March is in the month too.
      expect(idsOf(sessions)).toEqual([march[0], march[1], march[2], cast.session.id, march[3]]);
      expect(sessions.map((s) => s.date)).toEqual([
        '2026-03-01',
        '2026-03-08',
        '2026-03-08',
        '2026-03-11',
        '2026-03-31',
      ]);
      expect(sessions[4]?.startTime).toBe('2026-04-01T03:30:00.000Z');
      expect(sessions[2]?.startTime).toBe('2026-03-08T07:00:00.000Z');

      const fall = (await get('/api/TrainingSession?from=2026-11-01&to=2026-11-30', 'admin')).json();
      expect(idsOf(fall)).toEqual(november);
      expect(outside).toHaveLength(4);
      for (const id of outside) expect([...idsOf(sessions), ...idsOf(fall)]).not.toContain(id);
    });

    it('takes a single day, and a range open at one end', async () => {
      const day = (await get('/api/TrainingSession?from=2026-03-08&to=2026-03-08', 'staff')).json();
      expect(idsOf(day)).toEqual([march[1], march[2]]);
      const fromDecember = (await get('/api/TrainingSession?from=2026-12-01', 'staff')).json();
      expect(idsOf(fromDecember)).toEqual([outside[3]]);
      const untilFebruary = (await get('/api/TrainingSession?to=2026-02-28', 'staff')).json();
      expect(idsOf(untilFebruary)).toEqual([outside[0]]);
    });

    it('pages the month with its total, and the pages together are the month', async () => {
      const url = '/api/TrainingSession?from=2026-03-01&to=2026-03-31&pageSize=2';
      const first = (await get(`${url}&page=1`, 'staff')).json() as Page<TrainingSession>;
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      const rest = [2, 3].map(
        async (page) => (await get(`${url}&page=${page}`, 'staff')).json() as Page<TrainingSession>,
      );
      const pages = [first, ...(await Promise.all(rest))];
      expect(pages.flatMap((p) => idsOf(p.items))).toEqual([march[0], march[1], march[2], cast.session.id, march[3]]);
    });

    it('counts the month’s sessions per day in the gym’s zone, agreeing with the list', async () => {
      const res = await get('/api/TrainingSession/days?from=2026-03-01&to=2026-03-31', 'staff');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { date: '2026-03-01', count: 1 },
        { date: '2026-03-08', count: 2 },
        { date: '2026-03-11', count: 1 },
        { date: '2026-03-31', count: 1 },
      ]);
      // The whole calendar grids of both months: the counts are the list, day by day.
      for (const [from, to] of [
        ['2026-02-23', '2026-04-05'],
        ['2026-10-26', '2026-12-06'],
      ]) {
        const list = (await get(`/api/TrainingSession?from=${from}&to=${to}`, 'admin')).json() as TrainingSession[];
        const perDay = new Map<string, number>();
        for (const session of list) perDay.set(session.date, (perDay.get(session.date) ?? 0) + 1);
        const days = (await get(`/api/TrainingSession/days?from=${from}&to=${to}`, 'admin')).json();
        expect(days).toEqual([...perDay].map(([date, count]) => ({ date, count })));
      }
      const fall = (await get('/api/TrainingSession/days?from=2026-11-01&to=2026-11-01', 'staff')).json();
      expect(fall).toEqual([{ date: '2026-11-01', count: 2 }]);
    });

    it('counts a trainer’s month by their user id: theirs only', async () => {
      const url = `/api/Trainer/${cast.trainer.user.id}/sessions/days?from=2026-03-01&to=2026-03-31`;
      const res = await get(url, 'trainer');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ date: '2026-03-11', count: 1 }]);
    });

    it('answers a trainer’s month by their user id: theirs only', async () => {
      const res = await get(`/api/Trainer/${cast.trainer.user.id}/sessions?from=2026-03-01&to=2026-03-31`, 'trainer');
      expect(res.statusCode).toBe(200);
      expect(idsOf(res.json())).toEqual([cast.session.id]);
      const none = await get(`/api/Trainer/${cast.trainer.user.id}/sessions?from=2026-04-01&to=2026-04-30`, 'staff');
      expect(none.json()).toEqual([]);
    });
  });

  it('refuses a badly formed or backwards range and an oversized page with the contract’s messages', async () => {
    const wrongDay = await get('/api/TrainingSession?from=2026-02-30&to=2026-03-31', 'staff');
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json()).toEqual({
      message: BOOKING_MESSAGES.dateInvalid,
      errors: { from: [BOOKING_MESSAGES.dateInvalid] },
    });
    const backwards = await get('/api/TrainingSession?from=2026-03-31&to=2026-03-01', 'staff');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      message: BOOKING_MESSAGES.rangeInvalid,
      errors: { to: [BOOKING_MESSAGES.rangeInvalid] },
    });
    expect((await get('/api/TrainingSession?page=1&pageSize=101', 'staff')).statusCode).toBe(400);
    expect((await get('/api/TrainingSession?from=March', 'staff')).statusCode).toBe(400);
  });

  it('counts days for admin and staff only, over a range that is given, forwards and at most a year', async () => {
    const url = '/api/TrainingSession/days?from=2026-03-01&to=2026-03-31';
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 200,
      admin: 200,
    };
    for (const who of CAST) expect((await get(url, who)).statusCode, who).toBe(expected[who]);

    const missing = await get('/api/TrainingSession/days?from=2026-03-01', 'staff');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: BOOKING_MESSAGES.rangeRequired,
      errors: { to: [BOOKING_MESSAGES.rangeRequired] },
    });
    const backwards = await get('/api/TrainingSession/days?from=2026-03-31&to=2026-03-01', 'staff');
    expect(backwards.json()).toEqual({
      message: BOOKING_MESSAGES.rangeInvalid,
      errors: { to: [BOOKING_MESSAGES.rangeInvalid] },
    });
    // A year of days is the most: 2026 has 365, and the 366 from 1 January 2026 end on 1 January 2027.
    expect((await get('/api/TrainingSession/days?from=2026-01-01&to=2027-01-01', 'staff')).statusCode).toBe(200);
    const tooLong = await get('/api/TrainingSession/days?from=2026-01-01&to=2027-01-02', 'staff');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: BOOKING_MESSAGES.rangeTooLong,
      errors: { to: [BOOKING_MESSAGES.rangeTooLong] },
    });
    expect((await get('/api/TrainingSession/days?from=2026-02-30&to=2026-03-31', 'staff')).statusCode).toBe(400);
  });

  it('reads the range over the start-time index', async () => {
    const { select } = sessionsWithin(t.db, timeZone, undefined, {
      from: '2026-03-01',
      to: '2026-03-31',
      pageSize: 20,
    });
    // The test tables are tiny, so the planner would rightly scan them; forbidding that shows an index can serve.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${select.limit(100)}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using training_sessions_start_idx on training_sessions/);
  });
});

describe('GET /api/Trainer/:id/sessions', () => {
  it('is for that trainer (by user id), admin and staff; another trainer and members are refused', async () => {
    const url = `/api/Trainer/${cast.trainer.user.id}/sessions`;
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 200,
      otherTrainer: 403,
      staff: 200,
      admin: 200,
    };
    for (const who of CAST) {
      const res = await get(url, who);
      expect(res.statusCode, who).toBe(expected[who]);
      if (expected[who] === 200) {
        expect(idsOf(res.json()), who).toEqual([cast.session.id]);
        expect(res.json()[0], who).toMatchObject({ trainerName: 'Trainer Of Member', userId: cast.member.user.id });
      }
    }
    const paged = (await get(`${url}?page=1&pageSize=1`, 'otherTrainer')).statusCode;
    expect(paged).toBe(403);
    expect((await get(`/api/Trainer/${cast.otherTrainer.user.id}/sessions`, 'otherTrainer')).json()).toEqual([]);
  });

  it('counts days for that trainer (by user id), admin and staff; another trainer and members are refused', async () => {
    const url = `/api/Trainer/${cast.trainer.user.id}/sessions/days?from=2026-03-09&to=2026-03-15`;
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 200,
      otherTrainer: 403,
      staff: 200,
      admin: 200,
    };
    for (const who of CAST) {
      const res = await get(url, who);
      expect(res.statusCode, who).toBe(expected[who]);
      if (expected[who] === 200) expect(res.json(), who).toEqual([{ date: '2026-03-11', count: 1 }]);
    }
    const unknown = await get('/api/Trainer/999999/sessions/days?from=2026-03-09&to=2026-03-15', 'admin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TRAINER_MESSAGES.notFound });
  });

  it('answers 404 for an id that is no trainer’s account; another trainer learns nothing', async () => {
    for (const id of [999999, cast.member.user.id, cast.trainer.trainerId + 100000]) {
      const res = await get(`/api/Trainer/${id}/sessions`, 'admin');
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: TRAINER_MESSAGES.notFound });
    }
    expect((await get('/api/Trainer/999999/sessions', 'otherTrainer')).statusCode).toBe(403);
  });
});

describe('PUT /api/TrainingSession/:id', () => {
  const edit = { sessionType: 'Strength', notes: 'Squats, then mobility', attendanceStatus: true };

  it('lets admin and staff edit type, notes and attendance, answering the session in the decisions §6 shape', async () => {
    const member = await makeAccount(t.db, { fullName: 'Maya Lopez' });
    const trainer = await makeTrainer(t.db, { fullName: 'John Carter' });
    const room = await makeRoom(t.db, { roomName: 'Weights Floor' });
    // Earlier today: attendance can be recorded.
    const session = await makeSession(t.db, {
      userId: member.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: local('2026-03-10', '08:00'),
    });
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
      const res = await put(session.id, who, { ...edit, notes: `Edited by ${who}` });
      expect(res.statusCode, who).toBe(expected[who]);
      const [row] = await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, session.id));
      if (expected[who] !== 200) {
        expect(row?.notes, who).not.toBe(`Edited by ${who}`);
        continue;
      }
      expect(res.json()).toEqual({
        id: session.id,
        userId: member.id,
        trainerId: trainer.trainerId,
        roomId: room.id,
        date: '2026-03-10',
        startTime: '2026-03-10T12:00:00.000Z',
        endTime: '2026-03-10T14:00:00.000Z',
        sessionType: 'Strength',
        notes: `Edited by ${who}`,
        staffNotes: null,
        attendanceStatus: true,
        userName: 'Maya Lopez',
        trainerName: 'John Carter',
        roomName: 'Weights Floor',
        status: 'Booked',
        cancelledAt: null,
        cancelBy: '2026-03-10T00:00:00.000Z',
      });
      expect(row).toMatchObject({ sessionType: 'Strength', notes: `Edited by ${who}`, attendanceStatus: true });
    }
    // Saved: what the calendar reads after a reload.
    const day = (await get('/api/TrainingSession?from=2026-03-10&to=2026-03-10', 'staff')).json() as TrainingSession[];
    expect(day.find((s) => s.id === session.id)).toMatchObject({ attendanceStatus: true, notes: 'Edited by admin' });

    // Empty notes are no notes; attendance can be taken back.
    const cleared = await put(session.id, 'staff', { sessionType: ' Yoga ', notes: '', attendanceStatus: false });
    expect(cleared.json()).toMatchObject({ sessionType: 'Yoga', notes: null, attendanceStatus: false });
  });

  it('records attendance from the session’s day on, not for a later day', async () => {
    const tomorrow = await put(cast.session.id, 'staff', edit);
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toEqual({
      message: SESSION_MESSAGES.attendanceTooEarly,
      errors: { attendanceStatus: [SESSION_MESSAGES.attendanceTooEarly] },
    });
    const [row] = await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, cast.session.id));
    expect(row).toMatchObject({ attendanceStatus: false, notes: null, sessionType: null });
    // The type and notes of a coming session can be edited.
    const planned = await put(cast.session.id, 'admin', { ...edit, attendanceStatus: false });
    expect(planned.statusCode).toBe(200);
    expect(planned.json()).toMatchObject({ sessionType: 'Strength', attendanceStatus: false });
    // A past session, days ago.
    const past = await makeSession(t.db, {
      userId: cast.otherMember.user.id,
      trainerId: cast.otherTrainer.trainerId,
      roomId: cast.session.roomId,
      start: local(addDays(todayIn(timeZone), -3), '18:00'),
    });
    expect((await put(past.id, 'staff', edit)).json()).toMatchObject({ attendanceStatus: true });
  });

  it('refuses a missing type and overlong fields with the contract’s messages, and unknown sessions with 404', async () => {
    const missing = await put(cast.session.id, 'staff', { notes: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: SESSION_MESSAGES.typeRequired,
      errors: { sessionType: [SESSION_MESSAGES.typeRequired] },
    });
    const long = await put(cast.session.id, 'staff', {
      sessionType: 'x'.repeat(SESSION_TYPE_MAX + 1),
      notes: 'y'.repeat(SESSION_NOTES_MAX + 1),
    });
    expect(long.json().errors).toEqual({
      sessionType: [BOOKING_MESSAGES.sessionTypeTooLong],
      notes: [BOOKING_MESSAGES.notesTooLong],
    });
    expect((await put(cast.session.id, 'staff', { ...edit, attendanceStatus: 'yes' })).statusCode).toBe(400);
    const unknown = await put(999999, 'staff', edit);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SESSION_MESSAGES.notFound });
  });
});

describe('private notes and the trainer’s part of a session (decisions §3)', () => {
  const attend = (id: number, who: CastName, attendanceStatus: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/TrainingSession/${id}/attendance`,
      headers: cast.headers(who),
      payload: { attendanceStatus },
    });
  const rowOf = async (id: number) =>
    (await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, id)))[0];

  it('keeps the member’s note and the private note apart, and never answers the private one to the member', async () => {
    const session = await makeSession(t.db, {
      userId: cast.member.user.id,
      trainerId: cast.trainer.trainerId,
      roomId: cast.session.roomId,
      start: local('2026-03-10', '10:00'),
    });
    await t.db.update(trainingSessions).set({ notes: 'Bad knee, go easy' }).where(eq(trainingSessions.id, session.id));

    // The desk's dialog sends the type, the private note and attendance: the member's note stays.
    const desk = await put(session.id, 'staff', {
      sessionType: 'Strength',
      staffNotes: 'Offered a physio referral',
      attendanceStatus: true,
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toMatchObject({ notes: 'Bad knee, go easy', staffNotes: 'Offered a physio referral' });

    // The session's trainer adds to the private note and takes attendance back.
    const coach = await put(session.id, 'trainer', {
      staffNotes: 'Knee fine on goblet squats',
      attendanceStatus: false,
    });
    expect(coach.statusCode).toBe(200);
    expect(coach.json()).toMatchObject({
      sessionType: 'Strength',
      notes: 'Bad knee, go easy',
      attendanceStatus: false,
    });
    expect(coach.json().staffNotes).toBe('Knee fine on goblet squats');

    // Staff and the trainer read it in their calendars; the member's own list never carries it.
    const staffDay = (await get('/api/TrainingSession?from=2026-03-10&to=2026-03-10', 'staff')).json();
    expect(staffDay.find((s: TrainingSession) => s.id === session.id).staffNotes).toBe('Knee fine on goblet squats');
    const trainerDay = (
      await get(`/api/Trainer/${cast.trainer.user.id}/sessions?from=2026-03-10&to=2026-03-10`, 'trainer')
    ).json();
    expect(trainerDay.find((s: TrainingSession) => s.id === session.id).staffNotes).toBe('Knee fine on goblet squats');
    for (const who of ['member', 'staff', 'trainer'] as const) {
      const own = await get(`/api/users/${cast.member.user.id}/trainingsessions?from=2026-03-10&to=2026-03-10`, who);
      expect(own.statusCode, who).toBe(200);
      expect(JSON.stringify(own.json()), who).not.toContain('goblet');
      expect(JSON.stringify(own.json()), who).not.toContain('staffNotes');
    }
  });

  it('refuses a trainer anything but attendance and the private note, and another trainer’s session', async () => {
    const session = await makeSession(t.db, {
      userId: cast.member.user.id,
      trainerId: cast.trainer.trainerId,
      roomId: cast.session.roomId,
      start: local('2026-03-10', '12:00'),
    });
    for (const payload of [{ sessionType: 'Yoga' }, { notes: 'Changed by the trainer' }]) {
      const res = await put(session.id, 'trainer', payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SESSION_MESSAGES.trainerFieldsOnly });
    }
    const other = await put(session.id, 'otherTrainer', { staffNotes: 'Not my session' });
    expect(other.statusCode).toBe(403);
    expect((await attend(session.id, 'otherTrainer', true)).statusCode).toBe(403);
    expect(await rowOf(session.id)).toMatchObject({ sessionType: null, notes: null, staffNotes: null });
  });

  it('ticks attendance from a register, from the session’s day on', async () => {
    const today = await makeSession(t.db, {
      userId: cast.otherMember.user.id,
      trainerId: cast.trainer.trainerId,
      roomId: cast.session.roomId,
      start: local('2026-03-10', '14:00'),
    });
    const ticked = await attend(today.id, 'trainer', true);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ id: today.id, attendanceStatus: true });
    expect((await attend(today.id, 'staff', false)).json()).toMatchObject({ attendanceStatus: false });
    expect((await rowOf(today.id))?.attendanceStatus).toBe(false);

    const tomorrow = await makeSession(t.db, {
      userId: cast.otherMember.user.id,
      trainerId: cast.trainer.trainerId,
      roomId: cast.session.roomId,
      start: local('2026-03-11', '14:00'),
    });
    const early = await attend(tomorrow.id, 'admin', true);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(SESSION_MESSAGES.attendanceTooEarly);
    const bad = await attend(today.id, 'staff', 'yes');
    expect(bad.statusCode).toBe(400);
    expect((await attend(999999, 'staff', true)).statusCode).toBe(404);
  });
});
