import type { ClassesReport } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classBookings, classSessions, classTypes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { makeAccount, makeClass, makeRoom, makeSession, makeTrainer, signedIn } from '../../test/factories.ts';

/**
 * The classes report (docs/reports.md, Classes; docs/decisions/036) on a small timetable worked out by hand. The gym
 * is in New York with the default opening hours; now is noon on Wednesday 18 March 2026 there, and the period is
 * March 2026 (daylight saving time starts on Sunday 8 March). Runs on PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 *
 * Classes (New York's clock):
 *   1  Yoga  Mon  2 Mar 18:00, 60 min, 10 places, Tina: 6 booked (4 ticked attended), 1 left late, 1 left in time
 *   2  Yoga  Mon  9 Mar 18:00 (after the change), 10 places, Tina: 10 booked, 3 waitlisted, no register taken
 *   3  Spin  Wed  4 Mar 07:00, 45 min, 4 places, Theo: 4 booked and all attended, 1 waitlisted
 *   4  Spin  Wed 11 Mar 07:00, cancelled by the gym (its bookings count nowhere)
 *   5  Spin  Wed 18 Mar 07:00, ended at 07:45 this morning, Theo: 2 booked, 1 left late, no register taken
 *   6  Yoga  Wed 18 Mar 18:00, still to come: not held yet
 *   7  Yoga  Fri 27 Feb 18:00, before the period
 * Personal sessions with Tina: Tue 10 Mar 10:00–12:00 held; one cancelled; one tomorrow.
 *
 * Held: 1 2 3 5. Places 10 + 10 + 4 + 4 = 28; booked 6 + 10 + 4 + 2 = 22, a fill rate of 78.6 %. Waitlisted at
 * the start 3 + 1 = 4, 1.0 a class. Late cancels 2. Registers taken in 1 and 3 (10 booked), no-shows 2: 20 %.
 * Open hours from 1 March to now: Sundays 10 h (1, 8, 15), Mondays to Fridays 16 h (12 days), Saturdays 13 h (7, 14),
 * and 06:00–12:00 today: 30 + 192 + 26 + 6 = 254 h.
 */

let t: TestApp;
let admin: { authorization: string };
let staff: { authorization: string };
let member: { authorization: string };
let trainer: { authorization: string };

const ny = (local: string) => {
  // March 2026 before the 8th and February are EST (−05:00); after the 8th EDT (−04:00).
  const offset = local < '2026-03-08' ? '-05:00' : '-04:00';
  return new Date(`${local}:00${offset}`);
};

const NOW = '2026-03-18T16:00:00Z';

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp({ GYM_TIME_ZONE: 'America/New_York' });
  admin = (await signedIn(t, 'admin')).headers;
  staff = (await signedIn(t, 'staff')).headers;
  member = (await signedIn(t, 'user')).headers;
  trainer = (await signedIn(t, 'trainer')).headers;

  const tina = await makeTrainer(t.db, { fullName: 'Tina Trainer' });
  const theo = await makeTrainer(t.db, { fullName: 'Theo Coach' });
  const studio = await makeRoom(t.db, { roomName: 'Studio', roomQuantity: 12 });
  const gymFloor = await makeRoom(t.db, { roomName: 'Gym floor', roomQuantity: 4 });
  const [yoga, spin] = await t.db
    .insert(classTypes)
    .values([
      { name: 'Yoga', durationMinutes: 60, defaultCapacity: 10 },
      { name: 'Spin', durationMinutes: 45, defaultCapacity: 4 },
    ])
    .returning();
  if (!yoga || !spin) throw new Error('class types not made');
  const members: { id: number }[] = [];
  for (let i = 0; i < 14; i++) members.push(await makeAccount(t.db, { fullName: `Member ${i}` }));

  const yogaAt = (local: string) =>
    makeClass(t.db, { trainerId: tina.trainerId, roomId: studio.id, start: ny(local), classTypeId: yoga.id });
  const spinAt = (local: string) =>
    makeClass(t.db, {
      trainerId: theo.trainerId,
      roomId: gymFloor.id,
      start: ny(local),
      classTypeId: spin.id,
      capacity: 4,
      minutes: 45,
    });
  /** Places in a class for the first members, one per kind given, in order. */
  const places = async (classSessionId: number, kinds: ('booked' | 'attended' | 'waitlisted' | 'late' | 'left')[]) => {
    const rows = kinds.map((kind, i) => ({
      classSessionId,
      userId: (members[i] as { id: number }).id,
      status:
        kind === 'waitlisted'
          ? ('Waitlisted' as const)
          : kind === 'late' || kind === 'left'
            ? ('Cancelled' as const)
            : ('Booked' as const),
      queuedAt: new Date(Date.UTC(2026, 1, 1, 12, i)),
      late: kind === 'late',
      attended: kind === 'attended',
      cancelledAt: kind === 'late' || kind === 'left' ? new Date('2026-02-20T12:00:00Z') : null,
    }));
    // Booked places first: the class's count of places is checked against its capacity as each row goes in.
    await t.db.insert(classBookings).values(rows.filter((r) => r.status !== 'Waitlisted'));
    const waiting = rows.filter((r) => r.status === 'Waitlisted');
    if (waiting.length > 0) await t.db.insert(classBookings).values(waiting);
  };
  const repeat = <K>(kind: K, n: number) => Array.from({ length: n }, () => kind);

  const one = await yogaAt('2026-03-02T18:00');
  await places(one.id, [...repeat('attended' as const, 4), 'booked', 'booked', 'late', 'left']);
  const two = await yogaAt('2026-03-09T18:00');
  await places(two.id, [...repeat('booked' as const, 10), ...repeat('waitlisted' as const, 3)]);
  const three = await spinAt('2026-03-04T07:00');
  await places(three.id, [...repeat('attended' as const, 4), 'waitlisted']);
  const four = await spinAt('2026-03-11T07:00');
  await places(four.id, ['attended', 'booked', 'late']);
  await t.db
    .update(classSessions)
    .set({ cancelledAt: ny('2026-03-10T09:00') })
    .where(eq(classSessions.id, four.id));
  const five = await spinAt('2026-03-18T07:00');
  await places(five.id, ['booked', 'booked', 'late']);
  const six = await yogaAt('2026-03-18T18:00');
  await places(six.id, ['booked', 'booked', 'booked']);
  const seven = await yogaAt('2026-02-27T18:00');
  await places(seven.id, ['attended', 'booked']);

  const someone = (members[13] as { id: number }).id;
  const session = (local: string, cancelled = false) =>
    makeSession(t.db, {
      userId: someone,
      trainerId: tina.trainerId,
      roomId: gymFloor.id,
      start: ny(local),
      ...(cancelled ? { cancelledAt: ny('2026-03-01T09:00') } : {}),
    });
  await session('2026-03-10T10:00');
  await session('2026-03-12T10:00', true);
  await session('2026-03-19T10:00');
});
afterAll(() => t.close());
// Back to noon before each question: the hours open run to "now", and the clock runs on while the gym is made.
beforeEach(() => setClock(NOW));

const get = (url: string, headers: Record<string, string> | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: headers ?? undefined });
const MARCH = 'from=2026-03-01&to=2026-03-31';

describe('classes report', () => {
  it('counts the classes held: places, fill rate, waitlist demand, late cancels and no-shows', async () => {
    const res = await get(`/api/reports/classes?${MARCH}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ClassesReport;
    expect(report).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      asOf: expect.stringMatching(/^2026-03-18T16:00:0/),
    });
    expect(report.total).toEqual({
      classes: 4,
      places: 28,
      booked: 22,
      fillRate: 78.6,
      waitlisted: 4,
      averageWaitlist: 1,
      lateCancels: 2,
      registered: 2,
      registeredBooked: 10,
      noShows: 2,
      noShowRate: 20,
    });
    expect(report.types.map((r) => [r.name, r.classes, r.places, r.booked, r.fillRate])).toEqual([
      ['Spin', 2, 8, 6, 75],
      ['Yoga', 2, 20, 16, 80],
    ]);
    const yoga = report.types.find((r) => r.name === 'Yoga');
    // Class 2's register was never taken: its ten places are not ten no-shows.
    expect(yoga).toMatchObject({ waitlisted: 3, averageWaitlist: 1.5, lateCancels: 1, registered: 1, noShows: 2 });
    expect(yoga?.noShowRate).toBe(33.3);
    expect(report.types.find((r) => r.name === 'Spin')).toMatchObject({ noShows: 0, noShowRate: 0, lateCancels: 1 });
  });

  it('puts a class in its slot on the gym’s clock, across the change to summer time', async () => {
    const { slots } = (await get(`/api/reports/classes?${MARCH}`)).json() as ClassesReport;
    expect(slots.map((s) => [s.weekday, s.time, s.classes, s.places, s.booked, s.fillRate, s.waitlisted])).toEqual([
      [1, '18:00', 2, 20, 16, 80, 3],
      [3, '07:00', 2, 8, 6, 75, 1],
    ]);
  });

  it('sets each trainer’s class and session hours against the hours the gym was open', async () => {
    const report = (await get(`/api/reports/classes?${MARCH}`)).json() as ClassesReport;
    expect(report.openHours).toBe(254);
    expect(
      report.trainers.map((r) => [r.fullName, r.classHours, r.sessionHours, r.bookedHours, r.utilisation]),
    ).toEqual([
      ['Tina Trainer', 2, 2, 4, 1.6],
      ['Theo Coach', 1.5, 0, 1.5, 0.6],
    ]);
  });

  it('answers a period without classes with zeros and no rates', async () => {
    const report = (await get('/api/reports/classes?from=2025-06-01&to=2025-06-30')).json() as ClassesReport;
    expect(report.types).toEqual([]);
    expect(report.slots).toEqual([]);
    expect(report.total).toMatchObject({
      classes: 0,
      places: 0,
      fillRate: null,
      averageWaitlist: null,
      noShowRate: null,
    });
    expect(report.trainers.every((r) => r.bookedHours === 0)).toBe(true);
  });

  it('downloads each of its tables as CSV', async () => {
    const types = await get(`/api/reports/classes?${MARCH}&format=csv`);
    expect(types.headers['content-disposition']).toBe(
      'attachment; filename="classes-types-2026-03-01-to-2026-03-31.csv"',
    );
    expect(types.body.slice(1).split('\n')).toEqual([
      'Class,Classes held,Places offered,Places booked,Fill rate %,Waitlisted at start,Waitlist per class,Late cancels,Classes with register taken,Booked in those classes,No-shows,No-show rate %',
      'Spin,2,8,6,75,1,0.5,1,1,4,0,0',
      'Yoga,2,20,16,80,3,1.5,1,1,6,2,33.3',
      '',
    ]);
    const slots = await get(`/api/reports/classes?${MARCH}&format=csv&table=slots`, staff);
    expect(slots.body.slice(1).split('\n').slice(1, 3)).toEqual([
      'Monday,18:00,2,20,16,80,3,1.5,1,1,6,2,33.3',
      'Wednesday,07:00,2,8,6,75,1,0.5,1,1,4,0,0',
    ]);
    const hours = await get(`/api/reports/classes?${MARCH}&format=csv&table=trainers`);
    expect(hours.body.slice(1).split('\n').slice(0, 2)).toEqual([
      'Trainer,Class hours,Personal session hours,Hours booked,Hours open,Utilisation %',
      'Tina Trainer,2,2,4,254,1.6',
    ]);
  });

  it('refuses a table it does not have, and callers other than the admin and staff', async () => {
    const res = await get(`/api/reports/classes?${MARCH}&format=csv&table=rooms`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.table).toEqual(['Choose types, slots or trainers']);
    expect((await get('/api/reports/classes?from=2026-03-01', admin)).statusCode).toBe(400);
    expect((await get(`/api/reports/classes?${MARCH}`, member)).statusCode).toBe(403);
    expect((await get(`/api/reports/classes?${MARCH}`, trainer)).statusCode).toBe(403);
    expect((await get(`/api/reports/classes?${MARCH}`, null)).statusCode).toBe(401);
  });
});
