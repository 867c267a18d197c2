import { zonedParts } from '@gym/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { classBookings, classSessions, classTypes, occupancy, plans, users } from '../db/schema/index.ts';
import { classPlanCovering } from '../modules/sessions/booking-rules.ts';
import { createTestDatabase } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import { seedDemoData } from './demo.ts';
import { DEMO_CLASS_TYPES, demoClassDays } from './demo-classes.ts';

const timeZone = 'America/New_York';
const NOW = '2026-03-10T23:30:00Z'; // Tuesday 10 March, 19:30 in the gym
let database: Database;
beforeAll(async () => {
  setClock(NOW);
  database = await createTestDatabase();
  await seedDemoData(database.db, { timeZone });
});
afterAll(() => database.close());

const allClasses = () =>
  database.db
    .select({
      id: classSessions.id,
      start: classSessions.startTime,
      trainerId: classSessions.trainerId,
      roomId: classSessions.roomId,
      capacity: classSessions.capacity,
      booked: classSessions.bookedCount,
      waiting: classSessions.waitlistCount,
      cancelledAt: classSessions.cancelledAt,
      type: classTypes.name,
    })
    .from(classSessions)
    .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId));

describe('the demo timetable', () => {
  it('runs mornings, lunchtimes and evenings of every week from last week to the week after next, with several trainers, rooms and types', async () => {
    const classes = await allClasses();
    const local = classes.map((c) => zonedParts(c.start, timeZone));
    const { first, last } = demoClassDays('2026-03-10');
    expect(local.every((p) => p.date >= first && p.date <= last)).toBe(true);
    for (const monday of ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'])
      expect(
        local.filter((p) => p.date >= monday && p.date < `2026-03-${Number(monday.slice(8)) + 7}`).length,
      ).toBeGreaterThan(15);
    expect(local.some((p) => p.time < '08:00')).toBe(true);
    expect(local.some((p) => p.time >= '20:00')).toBe(true);
    expect(new Set(classes.map((c) => c.type))).toEqual(new Set(DEMO_CLASS_TYPES.map((t) => t.name)));
    expect(new Set(classes.map((c) => c.trainerId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(classes.map((c) => c.roomId)).size).toBeGreaterThanOrEqual(3);
    // Every class that stands holds its trainer and room beside the demo sessions (the EXCLUDE constraints held).
    const [held] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(occupancy)
      .where(eq(occupancy.kind, 1));
    expect(held?.n).toBe(classes.filter((c) => c.cancelledAt === null).length);
    expect(classes.filter((c) => c.cancelledAt !== null)).toHaveLength(1);
  });

  it('has places within capacity, past ones with attendance, and one full class whose waitlist has the demo member third', async () => {
    const classes = await allClasses();
    for (const c of classes) expect(c.booked).toBeLessThanOrEqual(c.capacity);
    expect(classes.reduce((n, c) => n + c.booked, 0)).toBeGreaterThan(200);
    const full = classes.filter((c) => c.waiting > 0);
    expect(full).toHaveLength(1);
    expect(full[0]?.booked).toBe(full[0]?.capacity);
    expect(full[0]?.start.getTime()).toBeGreaterThan(Date.parse(NOW));
    const queue = await database.db
      .select({ email: users.email })
      .from(classBookings)
      .innerJoin(users, eq(users.id, classBookings.userId))
      .where(and(eq(classBookings.classSessionId, full[0]?.id ?? 0), eq(classBookings.status, 'Waitlisted')))
      .orderBy(classBookings.queuedAt, classBookings.id);
    expect(queue).toHaveLength(5);
    expect(queue[2]?.email).toBe('member@gym.test');
    const [attended] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(classBookings)
      .where(eq(classBookings.attended, true));
    expect(attended?.n).toBeGreaterThan(50);
  });

  it('books only members whose plan includes group classes, while a plan without them is on sale', async () => {
    expect((await database.db.select().from(plans).where(eq(plans.groupFitnessClasses, false))).length).toBeGreaterThan(
      0,
    );
    const coming = await database.db
      .select({ userId: classBookings.userId, start: classSessions.startTime })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.classSessionId))
      .where(and(sql`${classBookings.status} <> 'Cancelled'`, sql`${classSessions.startTime} > ${new Date(NOW)}`));
    expect(coming.length).toBeGreaterThan(50);
    for (const place of coming) {
      const plan = await classPlanCovering(database.db, place.userId, zonedParts(place.start, timeZone).date);
      expect(plan, `member ${place.userId}`).toBeDefined();
    }
  });
});
