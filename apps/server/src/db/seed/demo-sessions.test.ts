import { addDays, mondayOf, type Room, SAMPLE_TRAINERS, type Trainer, todayIn, zonedParts } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRooms } from '../../modules/rooms/rooms.service.ts';
import { listTrainers } from '../../modules/trainers/trainers.service.ts';
import { createTestDatabase } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import type { Database } from '../client.ts';
import { subscriptions, trainingSessions, users } from '../schema/index.ts';
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
          user: expect.objectContaining({ email: sample.email }),
        }),
      );
    }
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

  it('keeps every booking rule: coming sessions are covered, no room above capacity', async () => {
    const all = await database.db.select().from(trainingSessions);
    const subs = await database.db.select().from(subscriptions);
    const rooms = (await listRooms(database.db, timeZone, { pageSize: 20 })) as Room[];
    for (const s of all.filter((x) => x.startTime.getTime() > Date.now())) {
      const day = zonedParts(s.startTime, timeZone).date;
      const covering = subs.filter(
        (x) => x.userId === s.userId && x.isActive && x.startDate <= day && day <= x.endDate,
      );
      expect(covering.length, `session ${s.id}`).toBeGreaterThan(0);
    }
    for (const s of all) {
      const overlapping = all.filter(
        (x) => x.roomId === s.roomId && x.startTime < s.endTime && x.endTime > s.startTime,
      );
      const room = rooms.find((r) => r.id === s.roomId);
      expect(room?.roomStatus).toBe('Active');
      expect(overlapping.length).toBeLessThanOrEqual(room?.roomQuantity ?? 0);
    }
  });
});
