import {
  addDays,
  daysBetween,
  isWithinOpeningHours,
  mondayOf,
  parseOpeningHours,
  type Room,
  SAMPLE_TRAINERS,
  type Trainer,
  todayIn,
  zonedParts,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { images, subscriptions, trainers, trainingSessions, users } from '../db/schema/index.ts';
import { listRooms } from '../modules/rooms/rooms.service.ts';
import { listTrainers } from '../modules/trainers/trainers.service.ts';
import { createTestDatabase } from '../test/app.ts';
import { CLOCKS_UTC, setClock } from '../test/clock.ts';
import { seedDemoData } from './demo.ts';
import { DEMO_ROOMS } from './demo-gym.ts';

const timeZone = 'America/New_York';
let database: Database;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z');
  database = await createTestDatabase();
  await seedDemoData(database.db, { timeZone });
});
afterAll(() => database.close());

describe('demo gym and sessions', () => {
  it('makes the four landing-page trainers trainer accounts, reusing the demo trainer', async () => {
    // Without `page` the lists are plain arrays.
    const trainers = (await listTrainers(database.db, { pageSize: 20 })) as Trainer[];
    expect(trainers).toHaveLength(SAMPLE_TRAINERS.length);
    for (const sample of SAMPLE_TRAINERS) {
      expect(trainers).toContainEqual(
        expect.objectContaining({
          fullName: sample.name,
          specialty: sample.specialization,
          experience: sample.experience,
          pricePerHour: sample.pricePerHour,
          biography: sample.description,
          photoUrl: expect.stringMatching(/^\/api\/images\/\d+$/),
          user: expect.objectContaining({ email: sample.email }),
        }),
      );
    }
    // Each portrait is a real stored image, 400 × 480 as drawn.
    const [portrait] = await database.db.select().from(images).limit(1);
    expect(portrait).toMatchObject({ contentType: 'image/webp', width: 400, height: 480, purpose: 'trainer-photo' });
    expect((await sharp(Buffer.from(portrait?.bytes ?? [])).metadata()).format).toBe('webp');
    const [demoTrainer] = await database.db.select().from(users).where(eq(users.email, 'trainer@gym.test'));
    expect(trainers.find((t) => t.user.email === 'trainer@gym.test')?.userId).toBe(demoTrainer?.id);
  });

  it('opens rooms of several sizes, one of them closed', async () => {
    const rooms = (await listRooms(database.db, timeZone, { pageSize: 20 })) as Room[];
    expect(rooms.map((r) => [r.roomName, r.roomQuantity, r.roomStatus])).toEqual(
      DEMO_ROOMS.map((r) => [r.roomName, r.roomQuantity, r.roomStatus]),
    );
    expect(rooms.filter((r) => r.roomStatus === 'Inactive')).toHaveLength(1);
  });

  it('books the demo member this week and next, with past sessions carrying attendance', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, 'member@gym.test'));
    const sessions = await database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.userId, demo?.id ?? 0));
    const monday = mondayOf(todayIn(timeZone));
    const days = sessions.map((s) => zonedParts(s.startTime, timeZone).date);
    expect(days.some((d) => d >= monday && d <= addDays(monday, 6))).toBe(true);
    expect(days.some((d) => d >= addDays(monday, 7) && d <= addDays(monday, 13))).toBe(true);
    for (const s of sessions) expect(zonedParts(s.startTime, timeZone).time).toBe('10:00');

    const all = await database.db.select().from(trainingSessions);
    const past = all.filter((s) => s.endTime.getTime() <= Date.now());
    expect(past.some((s) => s.attendanceStatus)).toBe(true);
    expect(all.filter((s) => s.startTime.getTime() > Date.now()).every((s) => !s.attendanceStatus)).toBe(true);
    expect(new Set(all.map((s) => s.userId)).size).toBeGreaterThan(3);
  });

  it('keeps every booking rule and fills the calendars of this month and the next', async () => {
    await expectLivelyCalendars(database, timeZone);
  });
});

describe("the demo sessions under the gym's own opening hours", () => {
  let seeded: Database;
  // Weekdays 11:00 to 17:00 only: the 08:00, 16:00 and 18:00 slots do not fit, the weekend is closed.
  const week = parseOpeningHours('Mon-Fri 11:00-17:00, Sat-Sun closed');
  beforeAll(async () => {
    setClock('2026-03-10T23:30:00Z');
    seeded = await createTestDatabase();
    if ('errors' in week) throw new Error(week.errors.join('; '));
    await seedDemoData(seeded.db, { timeZone, openingHours: week.week });
  });
  afterAll(() => seeded.close());

  it('books every session inside the hours, as a booking would be', async () => {
    if ('errors' in week) throw new Error(week.errors.join('; '));
    const all = await seeded.db.select().from(trainingSessions);
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) expect(isWithinOpeningHours(week.week, s.startTime, s.endTime, timeZone)).toBe(true);
    const starts = new Set(all.map((s) => zonedParts(s.startTime, timeZone).time));
    // Of the demo's slots (08:00, 10:00, 14:00, 16:00, 18:00) only 14:00 to 16:00 fits 11:00 to 17:00.
    expect([...starts]).toEqual(['14:00']);
  });
});

// "Today" differs between these clock readings in the gym's zone (Auckland is 13 hours ahead of UTC in March), and
// the range crosses a month's end and daylight-saving changes: nothing may depend on the hour the seed runs at.
describe.each(CLOCKS_UTC)('the demo calendars seeded at %s in Auckland', (clock) => {
  const zone = 'Pacific/Auckland';
  let seeded: Database;
  beforeAll(async () => {
    setClock(clock);
    seeded = await createTestDatabase();
    await seedDemoData(seeded.db, { timeZone: zone });
  });
  afterAll(() => seeded.close());

  it('keeps every booking rule and fills the calendars of this month and the next', async () => {
    await expectLivelyCalendars(seeded, zone);
  });
});

/**
 * What the staff and trainer calendars need from the demo data, and the rules a booking would have kept:
 * - sessions on most days of this month and the next, for the gym and for every trainer, weekends lighter;
 * - a trainer and a member in one session at a time, rooms Active and within capacity;
 * - a member's session on a day their subscription covers (a running one for a coming session);
 * - attendance only on sessions that have ended, and most of those attended.
 */
async function expectLivelyCalendars({ db }: Database, zone: string) {
  const all = await db.select().from(trainingSessions);
  const subs = await db.select().from(subscriptions);
  const rooms = (await listRooms(db, zone, { pageSize: 20 })) as Room[];
  const trainerIds = (await db.select({ id: trainers.id }).from(trainers)).map((t) => t.id);
  const today = todayIn(zone);
  const now = Date.now();
  const dayOf = (s: { startTime: Date }) => zonedParts(s.startTime, zone).date;

  for (const month of [0, 1]) {
    const first = monthStart(today, month);
    const days = Array.from({ length: daysBetween(first, monthStart(today, month + 1)) }, (_, i) => addDays(first, i));
    const busy = new Set(all.map(dayOf));
    const withSessions = days.filter((d) => busy.has(d));
    expect(withSessions.length / days.length, `days of ${first.slice(0, 7)} with sessions`).toBeGreaterThanOrEqual(0.9);
    for (const trainerId of trainerIds) {
      const own = new Set(all.filter((s) => s.trainerId === trainerId).map(dayOf));
      const share = days.filter((d) => own.has(d)).length / days.length;
      expect(share, `days of ${first.slice(0, 7)} with trainer ${trainerId}`).toBeGreaterThanOrEqual(0.75);
    }
    // Per day, weekdays are busier than weekends (the gym closes earlier on Saturday and Sunday).
    const perDay = (weekend: boolean) => {
      const picked = days.filter((d) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) === weekend);
      return all.filter((s) => picked.includes(dayOf(s))).length / picked.length;
    };
    expect(perDay(false)).toBeGreaterThan(perDay(true));
  }

  for (const s of all) {
    const day = dayOf(s);
    const overlaps = (x: typeof s) => x.startTime < s.endTime && x.endTime > s.startTime;
    expect(
      all.filter((x) => x.trainerId === s.trainerId && overlaps(x)),
      `trainer of ${s.id}`,
    ).toHaveLength(1);
    expect(
      all.filter((x) => x.userId === s.userId && overlaps(x)),
      `member of ${s.id}`,
    ).toHaveLength(1);
    const room = rooms.find((r) => r.id === s.roomId);
    expect(room?.roomStatus).toBe('Active');
    expect(all.filter((x) => x.roomId === s.roomId && overlaps(x)).length).toBeLessThanOrEqual(room?.roomQuantity ?? 0);

    const coming = s.startTime.getTime() > now;
    const covering = subs.filter(
      (x) => x.userId === s.userId && x.startDate <= day && day <= x.endDate && (x.isActive || day < today),
    );
    expect(covering.length, `subscription for session ${s.id} on ${day}`).toBeGreaterThan(0);
    if (coming || s.endTime.getTime() > now) expect(s.attendanceStatus, `session ${s.id}`).toBe(false);
    expect(s.endTime.getTime() - s.startTime.getTime()).toBe(2 * 3_600_000);
    // Within the day's opening hours, leaving the early morning and the evening free for trying the booking form.
    expect(zonedParts(s.startTime, zone).time >= '08:00').toBe(true);
    expect(zonedParts(s.endTime, zone).time <= '20:00').toBe(true);
  }
  const ended = all.filter((s) => s.endTime.getTime() <= now);
  expect(ended.filter((s) => s.attendanceStatus).length).toBeGreaterThan(ended.length / 2);
  expect(all.some((s) => s.startTime.getTime() > now)).toBe(true);
}

/** The first day of the month `months` after the one holding `date`. */
function monthStart(date: string, months: number) {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
