import {
  BOOKING_MESSAGES,
  isWithinOpeningHours,
  type OpeningWeek,
  outsideHoursRefusal,
  SUBSCRIPTION_STATUSES,
  todayIn,
  zonedParts,
} from '@gym/contract';
import { and, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Runner } from '../../db/client.ts';
import { classSessions, type gymRooms, plans, subscriptions, trainingSessions } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { frozenOn } from '../billing/frozen-rule.ts';

/**
 * The booking rules of decisions §1 and §3, written once for the two questions asked of them: "may this session be
 * booked?" (`bookSession`, under its locks) and "at which times could it be?" (`findAvailability`, for every start
 * of a day at once). Each rule here is a plain function over rows already read, so the free times cannot drift
 * from what a booking accepts, and the day's sessions are read once rather than once per start.
 */

/**
 * What a session occupies: its trainer, member and room from start to end. A group class (docs/decisions/025) takes
 * its trainer and its whole room (`wholeRoom`) and no member of its own (`userId` null).
 */
export type BusySession = Pick<
  typeof trainingSessions.$inferSelect,
  'trainerId' | 'roomId' | 'startTime' | 'endTime'
> & {
  userId: number | null;
  wholeRoom?: boolean;
};
export const busyColumns = {
  trainerId: trainingSessions.trainerId,
  userId: trainingSessions.userId,
  roomId: trainingSessions.roomId,
  startTime: trainingSessions.startTime,
  endTime: trainingSessions.endTime,
};

/**
 * Whether a session still takes its trainer, member and place: booked, not cancelled (docs/decisions/011). A
 * cancelled row stays for the histories and frees everything at once, as the EXCLUDE constraints agree.
 */
export const isBooked = () => isNull(trainingSessions.cancelledAt);

/**
 * Booked sessions that share any moment with [start, end): ranges are half-open, so back-to-back is fine. Cancelled
 * sessions occupy nothing (`isBooked`).
 */
export const overlapping = (start: Date, end: Date) =>
  and(isBooked(), lt(trainingSessions.startTime, end), gt(trainingSessions.endTime, start));
const overlaps = (s: BusySession, start: Date, end: Date) => s.startTime < end && s.endTime > start;

/**
 * The time rules (decisions §1, §3), in the order a person would want to hear them: the gym's today, not in the
 * past, inside the opening hours of the day the session starts on (gym's zone). Throws the field error.
 */
export function assertBookableTime(
  config: { GYM_TIME_ZONE: string; OPENING_HOURS: OpeningWeek },
  start: Date,
  end: Date,
) {
  const timeZone = config.GYM_TIME_ZONE;
  const date = zonedParts(start, timeZone).date;
  if (date < todayIn(timeZone)) throw fieldError(400, 'date', BOOKING_MESSAGES.dateBeforeToday);
  if (start.getTime() < Date.now()) throw fieldError(400, 'startTime', BOOKING_MESSAGES.inPast);
  if (!isWithinOpeningHours(config.OPENING_HOURS, start, end, timeZone)) {
    const refusal = outsideHoursRefusal(config.OPENING_HOURS, date);
    throw fieldError(400, refusal.field, refusal.message);
  }
}

/** Whether a start is still ahead: the one "not in the past" of `assertBookableTime`, for a list of starts. */
export const notInThePast = (start: Date) => start.getTime() >= Date.now();

/** Whose session stands in the way: the trainer's first (their message is the one to act on), then the member's. */
export function clashOf(
  busy: readonly BusySession[],
  who: { trainerId: number; memberId: number | null },
  start: Date,
  end: Date,
): 'trainer' | 'member' | null {
  let member = false;
  for (const s of busy) {
    if (!overlaps(s, start, end)) continue;
    if (s.trainerId === who.trainerId) return 'trainer';
    if (who.memberId !== null && s.userId === who.memberId) member = true;
  }
  return member ? 'member' : null;
}

type Room = Pick<typeof gymRooms.$inferSelect, 'id' | 'roomQuantity' | 'roomStatus'>;

/**
 * The places left in a room for [start, end): its capacity less every session in it that overlaps any of that
 * time (decisions §3 "at most roomQuantity overlapping sessions"); none in a room that is not Active.
 */
export function placesLeft(room: Room, busy: readonly BusySession[], start: Date, end: Date): number {
  if (room.roomStatus !== 'Active') return 0;
  const inRoom = busy.filter((s) => s.roomId === room.id && overlaps(s, start, end));
  if (inRoom.some((s) => s.wholeRoom)) return 0;
  const taken = inRoom.length;
  return Math.max(0, room.roomQuantity - taken);
}

/**
 * The member's active subscription covering `date` (gym's zone), if any, and whether it is frozen on that date
 * (`frozen`: the booking is refused with the freeze's own message, docs/decisions/028). A plan frozen today still
 * covers its days after the freeze. `lock` share-locks it, so it cannot be ended while a booking that relies on it
 * commits.
 */
export async function coveringSubscription(runner: Runner, memberId: number, date: string, lock = false) {
  const query = runner
    .select({ id: subscriptions.id, frozen: frozenOn(date) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, memberId),
        // A paid plan waiting for its start (Scheduled, decisions §3) covers its own days.
        or(
          eq(subscriptions.isActive, true),
          inArray(subscriptions.status, [SUBSCRIPTION_STATUSES.scheduled, SUBSCRIPTION_STATUSES.frozen]),
        ),
        lte(subscriptions.startDate, date),
        gte(subscriptions.endDate, date),
      ),
    )
    .orderBy(frozenOn(date))
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

/** Whether the member's membership is Suspended for an unpaid renewal (docs/decisions/029): no booking then. */
export async function isSuspended(runner: Runner, memberId: number) {
  const [row] = await runner
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, memberId), eq(subscriptions.status, SUBSCRIPTION_STATUSES.suspended)))
    .limit(1);
  return row !== undefined;
}

/**
 * The scheduled classes that share any moment with [start, end) and hold the trainer or one of the rooms: they are
 * busy times for personal sessions (docs/decisions/025), as `BusySession`s that take the whole room. The
 * `occupancy` table's EXCLUDE constraints are the final word; this read gives the free times and the clear message.
 */
export async function classHolds(
  runner: Runner,
  start: Date,
  end: Date,
  who: { trainerId: number; roomIds: readonly number[] },
): Promise<BusySession[]> {
  const rows = await runner
    .select({
      trainerId: classSessions.trainerId,
      roomId: classSessions.roomId,
      startTime: classSessions.startTime,
      endTime: classSessions.endTime,
    })
    .from(classSessions)
    .where(
      and(
        isNull(classSessions.cancelledAt),
        lt(classSessions.startTime, end),
        gt(classSessions.endTime, start),
        or(
          eq(classSessions.trainerId, who.trainerId),
          who.roomIds.length ? inArray(classSessions.roomId, [...who.roomIds]) : undefined,
        ),
      ),
    );
  return rows.map((row) => ({ ...row, userId: null, wholeRoom: true }));
}

/**
 * The member's active subscription covering `date` whose plan includes group fitness classes (the plan feature of
 * spec §2): what booking a class needs, with `frozen` as in `coveringSubscription`. `lock` share-locks it, as `coveringSubscription` does.
 */
export async function classPlanCovering(runner: Runner, memberId: number, date: string, lock = false) {
  const query = runner
    .select({ id: subscriptions.id, frozen: frozenOn(date) })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, memberId),
        or(eq(subscriptions.isActive, true), eq(subscriptions.status, SUBSCRIPTION_STATUSES.frozen)),
        eq(plans.groupFitnessClasses, true),
        lte(subscriptions.startDate, date),
        gte(subscriptions.endDate, date),
      ),
    )
    .orderBy(frozenOn(date))
    .limit(1);
  const [row] = lock ? await query.for('share', { of: subscriptions }) : await query;
  return row;
}
