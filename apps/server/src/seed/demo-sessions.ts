import {
  addDays,
  DEFAULT_OPENING_WEEK,
  hoursOn,
  mondayOf,
  type OpeningWeek,
  SESSION_HOURS,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gymRooms, subscriptions, trainers, trainingSessions, users } from '../db/schema/index.ts';

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
 * The demo's slots on a day: weekends lighter (Saturday without the evening, Sunday two slots), and only slots
 * whose 2 hours fit inside the gym's opening hours that day (`OPENING_HOURS`), so demo data keeps the rule a
 * booking keeps. Slots and hours are both wall-clock `HH:MM`, so they compare as text.
 */
function slotsOn(date: string, week: OpeningWeek): readonly (typeof SLOTS)[number][] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const shape =
    weekday === 0
      ? SLOTS.filter((slot) => slot === '10:00' || slot === '14:00')
      : weekday === 6
        ? SLOTS.filter((slot) => slot !== '18:00')
        : SLOTS;
  const { open, close } = hoursOn(week, date);
  const endOf = (slot: string) =>
    `${String(Number(slot.slice(0, 2)) + SESSION_HOURS).padStart(2, '0')}${slot.slice(2)}`;
  return shape.filter((slot) => open !== null && close !== null && slot >= open && endOf(slot) <= close);
}

/** The first day of the month `months` after the one holding `date` (YYYY-MM-DD). */
function monthStart(date: string, months: number) {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * The days that have demo sessions, in the gym's zone: the whole of this month and the next, so the staff and
 * trainer calendars have dots on most days, and at least last week to the end of next week (decisions
 * §5), which early in a month reaches back into the previous one.
 */
export function demoSessionDays(today: string) {
  const lastWeek = addDays(mondayOf(today), -7);
  const nextWeekEnd = addDays(mondayOf(today), 13);
  const thisMonth = monthStart(today, 0);
  const nextMonthEnd = addDays(monthStart(today, 2), -1);
  return {
    first: lastWeek < thisMonth ? lastWeek : thisMonth,
    last: nextWeekEnd > nextMonthEnd ? nextWeekEnd : nextMonthEnd,
  };
}

/** Rows per INSERT: one statement for the lot could pass PostgreSQL's 65,535 parameters on a long range. */
const CHUNK = 1000;

/**
 * Sessions over `demoSessionDays`, for the demo member (every other day at 10:00) and the other members, on days
 * their subscription covers; weekdays have more than weekends. Past sessions carry attendance. Expects the
 * trainers, rooms and subscriptions of the earlier demo parts; writes rows directly, since the booking service
 * rightly refuses the past.
 */
export async function seedDemoSessions(
  db: Db,
  { timeZone, openingHours = DEFAULT_OPENING_WEEK }: { timeZone: string; openingHours?: OpeningWeek },
) {
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
  const subsOf = new Map<number, { startDate: string; endDate: string; isActive: boolean }[]>();
  for (const s of await db
    .select({
      userId: subscriptions.userId,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      isActive: subscriptions.isActive,
    })
    .from(subscriptions)) {
    subsOf.set(s.userId, [...(subsOf.get(s.userId) ?? []), s]);
  }
  if (staff.length === 0 || members.length === 0) return 0;

  const demo = members.find((m) => m.email === DEMO_MEMBER_EMAIL);
  const others = members.filter((m) => m !== demo);
  // A past session needed a subscription then; a coming one needs a running subscription that covers it.
  const covered = (userId: number, date: string, past: boolean) =>
    (subsOf.get(userId) ?? []).some((s) => s.startDate <= date && date <= s.endDate && (past || s.isActive));

  const today = todayIn(timeZone);
  const { first, last } = demoSessionDays(today);
  const now = Date.now();
  const rows: (typeof trainingSessions.$inferInsert)[] = [];
  let cursor = 0;

  for (let d = 0, date = first; date <= last; d++, date = addDays(first, d)) {
    const past = date < today;
    const slots = slotsOn(date, openingHours);
    const taken = new Set<string>();
    const add = (userId: number, trainer: { id: number }, slot: string, work: { room: string; type: string }) => {
      const roomId = rooms.get(work.room);
      if (roomId === undefined) return;
      const start = zonedTimeToInstant(date, slot, timeZone);
      const end = new Date(start.getTime() + SESSION_HOURS * 3_600_000);
      const n = rows.length;
      // Every thirteenth session of the other members was cancelled by its member two days ahead (or just now),
      // so the lists show the Cancelled status (docs/decisions/011); its slot stays unused here.
      const cancelled = userId !== demo?.id && n % 13 === 12;
      rows.push({
        userId,
        trainerId: trainer.id,
        roomId,
        startTime: start,
        endTime: end,
        sessionType: work.type,
        notes: NOTES[n % NOTES.length] ?? null,
        // Most members turned up; every fifth did not.
        attendanceStatus: !cancelled && end.getTime() <= now && n % 5 !== 4,
        ...(cancelled
          ? { cancelledAt: new Date(Math.min(now, start.getTime() - 2 * 86_400_000)), cancelledBy: userId }
          : {}),
      });
      taken.add(`${slot}|t${trainer.id}`).add(`${slot}|m${userId}`);
    };

    if (demo && d % 2 === 0 && slots.includes('10:00') && covered(demo.id, date, past)) {
      const trainer = staff[(d / 2) % staff.length] as (typeof staff)[number];
      const work = trainer.email === 'trainer@gym.test' ? PERSONAL : (TRAINER_WORK[trainer.email] as typeof PERSONAL);
      add(demo.id, trainer, '10:00', work);
    }
    for (const [s, slot] of SLOTS.entries()) {
      if (!slots.includes(slot)) continue;
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
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(trainingSessions).values(rows.slice(i, i + CHUNK));
  return rows.length;
}
