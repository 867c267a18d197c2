import {
  addDays,
  DEFAULT_OPENING_WEEK,
  isWithinOpeningHours,
  mondayOf,
  type OpeningWeek,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  classBookings,
  classSchedules,
  classSessions,
  classTypes,
  gymRooms,
  plans,
  subscriptions,
  trainers,
  users,
} from '../db/schema/index.ts';

const DEMO_MEMBER_EMAIL = 'member@gym.test';

/** The demo's class types: what the timetable offers. */
export const DEMO_CLASS_TYPES = [
  {
    name: 'Sunrise Yoga',
    description: 'Slow flow and breathing to wake up the body before work. Mats and blocks provided.',
    level: 'All levels',
    durationMinutes: 60,
    defaultCapacity: 10,
  },
  {
    name: 'Spin Express',
    description: 'Forty-five minutes of intervals on the bike, to music. Bring a towel and water.',
    level: 'Intermediate',
    durationMinutes: 45,
    defaultCapacity: 12,
  },
  {
    name: 'HIIT Circuit',
    description: 'Short bursts of strength and cardio stations with short rests: a full workout in a lunch break.',
    level: 'Advanced',
    durationMinutes: 45,
    defaultCapacity: 8,
  },
  {
    name: 'Pilates Core',
    description: 'Mat Pilates for core strength, posture and a healthy back.',
    level: 'Beginner',
    durationMinutes: 50,
    defaultCapacity: 10,
  },
  {
    name: 'Strength Circuit',
    description: 'Kettlebells, barbells and bodyweight in small groups, coached for form.',
    level: 'Intermediate',
    durationMinutes: 50,
    defaultCapacity: 8,
  },
  {
    name: 'Evening Flow Yoga',
    description: 'A gentle flow and long stretches to end the week.',
    level: 'All levels',
    durationMinutes: 60,
    defaultCapacity: 10,
  },
] as const;

type TypeName = (typeof DEMO_CLASS_TYPES)[number]['name'];

/**
 * The weekly timetable (ISO weekdays, Monday 1): mornings before 08:00, lunch at 12:15 and evenings from 20:15, the
 * hours the demo's personal sessions leave free (`demo-sessions.ts` books 08:00–12:00 and 14:00–20:00), so no class
 * holds a trainer or a room a session holds (the occupancy constraints, docs/decisions/025). Capacities fit the rooms.
 */
export const DEMO_TIMETABLE: {
  type: TypeName;
  trainer: string;
  room: string;
  weekdays: number[];
  time: string;
}[] = [
  { type: 'Sunrise Yoga', trainer: 'sofia.bennett@gym.test', room: 'Yoga Studio', weekdays: [1, 3, 5], time: '06:30' },
  { type: 'Spin Express', trainer: 'amara.okafor@gym.test', room: 'Spin Studio', weekdays: [2, 4], time: '06:45' },
  { type: 'HIIT Circuit', trainer: 'marcus.lee@gym.test', room: 'Weights Floor', weekdays: [1, 3, 5], time: '12:15' },
  { type: 'Pilates Core', trainer: 'sofia.bennett@gym.test', room: 'Yoga Studio', weekdays: [2, 4, 7], time: '12:15' },
  { type: 'Spin Express', trainer: 'amara.okafor@gym.test', room: 'Spin Studio', weekdays: [1, 3, 6], time: '20:15' },
  { type: 'Strength Circuit', trainer: 'trainer@gym.test', room: 'Weights Floor', weekdays: [2, 4], time: '20:15' },
  { type: 'Evening Flow Yoga', trainer: 'sofia.bennett@gym.test', room: 'Yoga Studio', weekdays: [5], time: '20:15' },
];

/** The days with demo classes: last week to the end of the week after next, on the gym's calendar. */
export function demoClassDays(today: string) {
  return { first: addDays(mondayOf(today), -7), last: addDays(mondayOf(today), 20) };
}

/** How full a class is, in turn: most are busy, a few quiet. */
const FILL = [0.6, 0.9, 0.5, 0.8, 1, 0.7, 0.4];
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A weekly timetable over `demoClassDays` with places booked by members whose plan includes group classes on the
 * class's day (the "group fitness classes" feature, `classPlanCovering`): past classes with attendance, a few places
 * left, one class cancelled by the gym, and one full class with a waitlist (the demo member on it). Writes rows
 * directly, as `demo-sessions.ts` does, since the booking service rightly refuses the past; the tables' triggers
 * keep the counts and the occupancy, and their constraints check the timetable against the sessions. Expects the
 * trainers, rooms, subscriptions and sessions of the earlier demo parts. Answers how many classes it made.
 */
export async function seedDemoClasses(
  db: Db,
  { timeZone, openingHours = DEFAULT_OPENING_WEEK }: { timeZone: string; openingHours?: OpeningWeek },
) {
  const trainerOf = new Map(
    (
      await db
        .select({ id: trainers.id, email: users.email })
        .from(trainers)
        .innerJoin(users, eq(users.id, trainers.userId))
    ).map((t) => [t.email, t.id]),
  );
  const roomOf = new Map((await db.select().from(gymRooms)).map((r) => [r.roomName, r]));
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
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(plans.groupFitnessClasses, true));
  if (members.length === 0 || trainerOf.size === 0) return 0;

  const types = await db
    .insert(classTypes)
    .values(DEMO_CLASS_TYPES.map((t) => ({ ...t })))
    .returning({
      id: classTypes.id,
      name: classTypes.name,
      minutes: classTypes.durationMinutes,
      capacity: classTypes.defaultCapacity,
    });
  const typeOf = new Map(types.map((t) => [t.name, t]));

  const today = todayIn(timeZone);
  const { first, last } = demoClassDays(today);
  const now = Date.now();
  const demo = members.find((m) => m.email === DEMO_MEMBER_EMAIL);
  const others = members.filter((m) => m !== demo);
  // A past class needed the feature's plan then; a coming one needs a running plan with it.
  const covered = (userId: number, date: string, past: boolean) =>
    subs.some((s) => s.userId === userId && s.startDate <= date && date <= s.endDate && (past || s.isActive));

  let made = 0;
  let cursor = 0;
  let fullDone = false;
  let cancelDone = false;
  let demoBooked = 0;
  for (const entry of DEMO_TIMETABLE) {
    const type = typeOf.get(entry.type);
    const trainerId = trainerOf.get(entry.trainer);
    const room = roomOf.get(entry.room);
    if (!type || trainerId === undefined || !room) continue;
    const capacity = Math.min(type.capacity, room.roomQuantity);
    const [schedule] = await db
      .insert(classSchedules)
      .values({
        classTypeId: type.id,
        trainerId,
        roomId: room.id,
        weekdays: entry.weekdays.join(','),
        startTime: entry.time,
        durationMinutes: type.minutes,
        capacity,
        fromDate: first,
        toDate: last,
      })
      .returning({ id: classSchedules.id });
    for (let d = 0, date = first; date <= last; d++, date = addDays(first, d)) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
      if (!entry.weekdays.includes(weekday)) continue;
      const start = zonedTimeToInstant(date, entry.time, timeZone);
      const end = new Date(start.getTime() + type.minutes * MINUTE_MS);
      if (!isWithinOpeningHours(openingHours, start, end, timeZone)) continue;
      const [cls] = await db
        .insert(classSessions)
        .values({
          scheduleId: schedule?.id ?? null,
          classTypeId: type.id,
          trainerId,
          roomId: room.id,
          startTime: start,
          endTime: end,
          capacity,
          createdAt: new Date(Math.min(now, start.getTime() - 14 * DAY_MS)),
        })
        .returning({ id: classSessions.id });
      if (!cls) continue;
      made += 1;
      const past = start.getTime() <= now;
      const upcoming = !past && start.getTime() > now + DAY_MS;
      // The first evening spin class more than a day ahead is full, with a waitlist the demo member is on.
      const full = !fullDone && upcoming && entry.type === 'Spin Express' && entry.time === '20:15';
      const wanted = full ? capacity + 4 : Math.round(capacity * (FILL[made % FILL.length] as number));
      const people: number[] = [];
      if (demo && full) {
        // The demo member joins the queue third.
      } else if (demo && upcoming && demoBooked < 2 && covered(demo.id, date, false)) {
        people.push(demo.id);
        demoBooked += 1;
      }
      for (let tries = 0; people.length < wanted && tries < others.length; tries++) {
        const member = others[cursor % others.length] as (typeof others)[number];
        cursor += 1;
        if (covered(member.id, date, past) && !people.includes(member.id)) people.push(member.id);
      }
      if (demo && full && covered(demo.id, date, false)) people.splice(capacity + 2, 0, demo.id);
      // Places were taken from two weeks before the class, a few minutes apart, never after now.
      const queuedFrom = Math.min(now - DAY_MS, start.getTime() - 2 * DAY_MS) - people.length * 7 * MINUTE_MS;
      const places = people.map((userId, i) => {
        const queuedAt = new Date(queuedFrom + i * 7 * MINUTE_MS);
        // Every ninth coming place was given up again (late: after the cut-off for the next ones).
        const left = !past && !full && i % 9 === 8;
        return {
          classSessionId: cls.id,
          userId,
          status: i >= capacity ? ('Waitlisted' as const) : left ? ('Cancelled' as const) : ('Booked' as const),
          queuedAt,
          // Most came; every fifth did not.
          attended: past && i < capacity && i % 5 !== 4,
          ...(left ? { cancelledAt: new Date(Math.min(now, queuedAt.getTime() + DAY_MS)) } : {}),
        };
      });
      if (places.length > 0) await db.insert(classBookings).values(places);
      if (full) fullDone = true;
      // One coming strength class was cancelled by the gym: its members keep their places, marked by the class.
      if (!cancelDone && upcoming && entry.type === 'Strength Circuit') {
        await db
          .update(classSessions)
          .set({ cancelledAt: new Date(now - 2 * 60 * MINUTE_MS) })
          .where(eq(classSessions.id, cls.id));
        cancelDone = true;
      }
    }
  }
  return made;
}
