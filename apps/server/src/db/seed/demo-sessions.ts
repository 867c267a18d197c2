import { addDays, mondayOf, SESSION_HOURS, todayIn, zonedTimeToInstant } from '@gym/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { gymRooms, subscriptions, trainers, trainingSessions, users } from '../schema/index.ts';

const DEMO_MEMBER_EMAIL = 'member@gym.test';
/**
 * Two-hour slots that never overlap, so one session per trainer, member and room per slot keeps every
 * constraint. They leave the early morning and the evening free for people trying the booking form.
 */
const SLOTS = ['08:00', '10:00', '14:00', '16:00', '18:00'] as const;
/** Each trainer (by e-mail, see SAMPLE_TRAINERS) works in one room, with one kind of session. */
const TRAINER_WORK: Record<string, { room: string; type: string }> = {
  'trainer@gym.test': { room: 'Weights Floor', type: 'Strength' },
  'sofia.bennett@gym.test': { room: 'Yoga Studio', type: 'Yoga' },
  'marcus.lee@gym.test': { room: 'Boxing Room', type: 'HIIT' },
  'amara.okafor@gym.test': { room: 'Spin Studio', type: 'Spinning' },
};
/** The demo member's sessions with the demo trainer are one-to-one, in the suite. */
const PERSONAL = { room: 'PT Suite', type: 'Personal Training' };
const NOTES = [
  'Focus on form before adding weight',
  null,
  'Bring a water bottle and a towel',
  null,
  'Progress check against last month',
  null,
  null,
];

/**
 * Sessions from last week to the end of next week (decisions §5), for the demo member (every other day at
 * 10:00) and the other members, on days their subscription covers. Past sessions carry attendance. Expects
 * the trainers, rooms and subscriptions of the earlier demo parts; writes rows directly, since the booking
 * service rightly refuses the past.
 */
export async function seedDemoSessions(db: Db, { timeZone }: { timeZone: string }) {
  const trainerRows = await db
    .select({ id: trainers.id, email: users.email })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .orderBy(asc(trainers.id));
  const staff = trainerRows.filter((t) => TRAINER_WORK[t.email]);
  const rooms = new Map((await db.select().from(gymRooms)).map((r) => [r.roomName, r.id]));
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'user'))
    .orderBy(asc(users.id));
  const subs = await db
    .select({
      userId: subscriptions.userId,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      isActive: subscriptions.isActive,
    })
    .from(subscriptions);
  if (staff.length === 0 || members.length === 0) return 0;

  const demo = members.find((m) => m.email === DEMO_MEMBER_EMAIL);
  const others = members.filter((m) => m !== demo);
  // A past session needed a subscription then; a coming one needs a running subscription that covers it.
  const covered = (userId: number, date: string, past: boolean) =>
    subs.some((s) => s.userId === userId && s.startDate <= date && date <= s.endDate && (past || s.isActive));

  const today = todayIn(timeZone);
  const first = addDays(mondayOf(today), -7);
  const now = Date.now();
  const rows: (typeof trainingSessions.$inferInsert)[] = [];
  let cursor = 0;

  for (let d = 0; d < 21; d++) {
    const date = addDays(first, d);
    const past = date < today;
    const taken = new Set<string>();
    const add = (userId: number, trainer: { id: number }, slot: string, work: { room: string; type: string }) => {
      const roomId = rooms.get(work.room);
      if (roomId === undefined) return;
      const start = zonedTimeToInstant(date, slot, timeZone);
      const end = new Date(start.getTime() + SESSION_HOURS * 3_600_000);
      const n = rows.length;
      rows.push({
        userId,
        trainerId: trainer.id,
        roomId,
        startTime: start,
        endTime: end,
        sessionType: work.type,
        notes: NOTES[n % NOTES.length] ?? null,
        // Most members turned up; every fifth did not.
        attendanceStatus: end.getTime() <= now && n % 5 !== 4,
      });
      taken.add(`${slot}|t${trainer.id}`).add(`${slot}|m${userId}`);
    };

    if (demo && d % 2 === 0 && covered(demo.id, date, past)) {
      const trainer = staff[(d / 2) % staff.length] as (typeof staff)[number];
      const work = trainer.email === 'trainer@gym.test' ? PERSONAL : (TRAINER_WORK[trainer.email] as typeof PERSONAL);
      add(demo.id, trainer, '10:00', work);
    }
    for (const [s, slot] of SLOTS.entries()) {
      for (const [k, trainer] of staff.entries()) {
        // About a third of each trainer's slots are booked.
        if ((d + s + k) % 3 !== 0 || taken.has(`${slot}|t${trainer.id}`)) continue;
        for (let tries = 0; tries < others.length; tries++) {
          const member = others[cursor % others.length] as (typeof others)[number];
          cursor += 1;
          if (taken.has(`${slot}|m${member.id}`) || !covered(member.id, date, past)) continue;
          add(member.id, trainer, slot, TRAINER_WORK[trainer.email] as typeof PERSONAL);
          break;
        }
      }
    }
  }
  if (rows.length > 0) await db.insert(trainingSessions).values(rows);
  return rows.length;
}
