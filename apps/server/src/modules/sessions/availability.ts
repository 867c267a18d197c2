import {
  type Availability,
  type AvailabilityQuery,
  BOOKING_MESSAGES,
  FREEZE_MESSAGES,
  type FreeTime,
  hoursOn,
  slotStarts,
  todayIn,
  zonedParts,
} from '@gym/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { gymRooms, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { awayDuring, timeOffDuring } from '../time-off/time-off.service.ts';
import { isLive } from '../users/account-scopes.ts';
import { assertCanSeeMember, resolveMember } from '../users/member-access.ts';
import {
  type BusySession,
  busyColumns,
  clashOf,
  classHolds,
  coveringSubscription,
  notInThePast,
  overlapping,
  placesLeft,
} from './booking-rules.ts';

/**
 * Whose sessions count besides the trainer's (docs/decisions/010): a member's own, always; the member named in
 * `userId` for admin and staff (as when they book for one, `resolveMember`) and for a trainer of that member (who
 * may read that member's sessions anyway, `assertCanSeeMember`). Without `userId`, staff, the admin and trainers
 * ask about the trainer and the rooms alone.
 */
async function memberAskedFor(db: Db, caller: Caller, userId: number | undefined): Promise<number | null> {
  if (caller.role === 'trainer') {
    if (userId === undefined) return null;
    await assertCanSeeMember(db, caller, userId);
    return userId;
  }
  if (userId === undefined && caller.role !== 'user') return null;
  return resolveMember(db, caller, userId, { purpose: 'booking' });
}

/**
 * `GET /api/trainingsession/availability`: the half-hourly starts on `date` (gym's zone) at which a booking with the
 * trainer would be taken, by the rules of `booking-rules.ts`: inside the opening hours, not in the past, the
 * trainer and the member free (the trainer not on time off), and some Active room (or the one asked for) with a place. What would refuse every
 * start alike is answered as the booking answers it (an unknown trainer or room, a closed room, a member without
 * a subscription covering the day); a closed day is an empty list with `hours: null`.
 *
 * A fixed handful of queries, none per start: the member, the trainer, the rooms, the subscription, and every
 * session of the trainer, the member and those rooms that overlaps the day's opening hours.
 */
export async function findAvailability(
  ctx: AppContext,
  caller: Caller,
  query: AvailabilityQuery,
): Promise<Availability> {
  const { GYM_TIME_ZONE: timeZone, OPENING_HOURS: week } = await gymConfig(ctx, caller.seen);
  const { date, trainerId } = query;
  if (date < todayIn(timeZone)) throw fieldError(400, 'date', BOOKING_MESSAGES.dateBeforeToday);
  const memberId = await memberAskedFor(ctx.db, caller, query.userId);

  const [trainer] = await ctx.db
    .select({ id: trainers.id })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(eq(trainers.id, trainerId), isLive()));
  if (!trainer) throw fieldError(400, 'trainerId', BOOKING_MESSAGES.trainerNotFound);

  const rooms = await ctx.db
    .select({ id: gymRooms.id, roomQuantity: gymRooms.roomQuantity, roomStatus: gymRooms.roomStatus })
    .from(gymRooms)
    .where(query.roomId === undefined ? eq(gymRooms.roomStatus, 'Active') : eq(gymRooms.id, query.roomId))
    .orderBy(asc(gymRooms.id));
  if (query.roomId !== undefined) {
    if (!rooms[0]) throw fieldError(400, 'roomId', BOOKING_MESSAGES.roomNotFound);
    if (rooms[0].roomStatus !== 'Active') throw conflict(BOOKING_MESSAGES.roomInactive);
  }

  if (memberId !== null) {
    const cover = await coveringSubscription(ctx.db, memberId, date);
    if (!cover) throw conflict(BOOKING_MESSAGES.noSubscription);
    if (cover.frozen) throw conflict(FREEZE_MESSAGES.sessionFrozen);
  }

  const { open, close } = hoursOn(week, date);
  const answer = {
    date,
    trainerId,
    roomId: query.roomId ?? null,
    userId: memberId,
    hours: open && close ? { open, close } : null,
  };
  const starts = slotStarts(week, date, timeZone).filter((slot) => notInThePast(slot.start));
  const first = starts[0];
  const last = starts.at(-1);
  if (!first || !last || rooms.length === 0) return { ...answer, times: [] };

  const sessions = await ctx.db
    .select(busyColumns)
    .from(trainingSessions)
    .where(
      and(
        overlapping(first.start, last.end),
        or(
          eq(trainingSessions.trainerId, trainerId),
          memberId === null ? undefined : eq(trainingSessions.userId, memberId),
          inArray(
            trainingSessions.roomId,
            rooms.map((r) => r.id),
          ),
        ),
      ),
    );
  // Classes take their trainer and their whole room (docs/decisions/025).
  const classes = await classHolds(ctx.db, first.start, last.end, { trainerId, roomIds: rooms.map((r) => r.id) });
  const busy: BusySession[] = [...sessions, ...classes];
  // The trainer's time off (docs/decisions/031): no start whose two hours touch it.
  const away = await timeOffDuring(ctx.db, trainerId, first.start, last.end);

  const times: FreeTime[] = [];
  for (const { time, start, end } of starts) {
    if (awayDuring(away, start, end) || clashOf(busy, { trainerId, memberId }, start, end)) continue;
    const withPlaces = rooms
      .map((room) => ({ id: room.id, places: placesLeft(room, busy, start, end) }))
      .filter((room) => room.places > 0)
      // The emptiest room first, so "any room" spreads members out; then the oldest room, for a stable order.
      .sort((a, b) => b.places - a.places || a.id - b.id);
    if (withPlaces.length === 0) continue;
    times.push({
      time,
      endsAt: zonedParts(end, timeZone).time,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      roomIds: withPlaces.map((room) => room.id),
    });
  }
  return { ...answer, times };
}
