import {
  addDays,
  mondayOf,
  type Page,
  type PageQuery,
  ROOM_MESSAGES,
  type Room,
  type RoomInput,
  type RoomListItem,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { classSessions, classTypes, gymRooms, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';
import { peopleInClass, queueClassMails } from '../classes/class-mail.ts';
import { isBooked } from '../sessions/booking-rules.ts';
import {
  type CancellationLetter,
  type CancelledSession,
  cancelComingSessions,
  queueCancellationMails,
} from '../sessions/cancellation.ts';
import { selectSessions } from '../sessions/sessions.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { personName } from '../users/account-scopes.ts';

type RoomRow = typeof gymRooms.$inferSelect;

/** The API's view of a room (decisions §6). */
export const toRoom = (row: RoomRow): Room => ({
  id: row.id,
  roomName: row.roomName,
  roomType: row.roomType,
  roomQuantity: row.roomQuantity,
  roomStatus: row.roomStatus,
});

/** Monday 00:00 to the next Monday 00:00 of the current week in the gym's zone (calendars start on Monday). */
function thisWeek(timeZone: string) {
  const monday = mondayOf(todayIn(timeZone));
  return {
    from: zonedTimeToInstant(monday, '00:00', timeZone),
    until: zonedTimeToInstant(addDays(monday, 7), '00:00', timeZone),
  };
}

/**
 * Every room in the order they were made, each with how many sessions are booked in it this week (Monday to
 * Sunday in the gym's zone, cancelled ones not counted, by the database over the start-time index), as a page when
 * one is asked for (decisions §8).
 */
export async function listRooms(
  db: Db,
  timeZone: string,
  query: PageQuery,
): Promise<RoomListItem[] | Page<RoomListItem>> {
  const { from, until } = thisWeek(timeZone);
  const week = db.$with('week').as(
    db
      .select({ roomId: trainingSessions.roomId, sessions: sql<number>`count(*)::int`.as('sessions') })
      .from(trainingSessions)
      .where(and(isBooked(), gte(trainingSessions.startTime, from), lt(trainingSessions.startTime, until)))
      .groupBy(trainingSessions.roomId),
  );
  const select = db
    .with(week)
    .select({ room: gymRooms, sessionsThisWeek: sql<number>`coalesce(${week.sessions}, 0)` })
    .from(gymRooms)
    .leftJoin(week, eq(week.roomId, gymRooms.id))
    .orderBy(asc(gymRooms.id))
    .$dynamic();
  return listOrPage(
    query,
    select,
    () => countRows(db, gymRooms),
    (row) => ({ ...toRoom(row.room), sessionsThisWeek: row.sessionsThisWeek }),
  );
}

/** `POST /api/GymRoom` (admin, staff): a new room, Active unless the request says Inactive. */
export async function createRoom(db: Db, input: RoomInput): Promise<Room> {
  const [row] = await db
    .insert(gymRooms)
    .values({
      roomName: input.roomName,
      roomType: input.roomType,
      roomQuantity: input.roomQuantity,
      roomStatus: input.roomStatus,
    })
    .returning();
  return toRoom(row as RoomRow);
}

/** A session in the room that has not ended, as the capacity rule sees it. */
type Booked = { id: number; startTime: Date; endTime: Date };

/** The most of `kept` that share one moment within `s`: a count of overlaps only rises where a session starts. */
function peakWithin(kept: Booked[], s: Booked): number {
  const moments = [
    s.startTime,
    ...kept.filter((k) => k.startTime > s.startTime && k.startTime < s.endTime).map((k) => k.startTime),
  ];
  let peak = 0;
  for (const m of moments) {
    const at = kept.filter((k) => k.startTime <= m && k.endTime > m).length;
    if (at > peak) peak = at;
  }
  return peak;
}

/**
 * The upcoming sessions that do not fit `capacity` (docs/decisions/007): sessions already running hold their
 * places (they cannot be cancelled), then the upcoming ones are kept in the order they were booked while no moment
 * of theirs goes above the capacity; the rest are stranded. `upcoming` comes in booking order.
 */
function overflowing(running: Booked[], upcoming: Booked[], capacity: number): Booked[] {
  const kept = [...running];
  const stranded: Booked[] = [];
  for (const s of upcoming) {
    if (peakWithin(kept, s) < capacity) kept.push(s);
    else stranded.push(s);
  }
  return stranded;
}

/**
 * The upcoming sessions (start after `now`) that the change would strand: all of them when the room closes,
 * those that do not fit when it shrinks, none otherwise. Read under the room's row lock, which every booking
 * takes before it counts the room (booking.service), so nothing is booked in the room meanwhile.
 */
async function strandedBy(tx: Tx, room: RoomRow, input: RoomInput, now: Date): Promise<number[]> {
  const open = await tx
    .select({ id: trainingSessions.id, startTime: trainingSessions.startTime, endTime: trainingSessions.endTime })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.roomId, room.id), isBooked(), gt(trainingSessions.endTime, now)))
    .orderBy(asc(trainingSessions.createdAt), asc(trainingSessions.id));
  const upcoming = open.filter((s) => s.startTime > now);
  if (input.roomStatus === 'Inactive') return upcoming.map((s) => s.id);
  if (input.roomQuantity >= room.roomQuantity) return [];
  const running = open.filter((s) => s.startTime <= now);
  return overflowing(running, upcoming, input.roomQuantity).map((s) => s.id);
}

/**
 * The upcoming classes in the room (docs/decisions/025), locked, that the change touches: closing cancels them all;
 * shrinking cancels those whose booked places no longer fit and lowers to the new size the capacity of those whose
 * places still fit (nobody loses a place, so that needs no confirmation). Locked after the room, as nothing that
 * books a class takes the room's lock, so the booked counts read here stay as they are until the commit.
 */
async function classesTouchedBy(tx: Tx, room: RoomRow, input: RoomInput, now: Date) {
  const closing = input.roomStatus === 'Inactive';
  if (!closing && input.roomQuantity >= room.roomQuantity) return { cancel: [], shrink: [] };
  const rows = await tx
    .select({
      id: classSessions.id,
      name: classTypes.name,
      startTime: classSessions.startTime,
      endTime: classSessions.endTime,
      capacity: classSessions.capacity,
      booked: classSessions.bookedCount,
      trainerName: personName(users),
    })
    .from(classSessions)
    .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
    .innerJoin(trainers, eq(trainers.id, classSessions.trainerId))
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(eq(classSessions.roomId, room.id), isNull(classSessions.cancelledAt), gt(classSessions.startTime, now)))
    .orderBy(asc(classSessions.startTime), asc(classSessions.id))
    .for('update', { of: classSessions });
  if (closing) return { cancel: rows, shrink: [] };
  const over = rows.filter((c) => c.capacity > input.roomQuantity);
  return {
    cancel: over.filter((c) => c.booked > input.roomQuantity),
    shrink: over.filter((c) => c.booked <= input.roomQuantity),
  };
}

type TouchedClass = Awaited<ReturnType<typeof classesTouchedBy>>['cancel'][number];

/** The 409 of a change that would strand sessions or classes: the message, the sessions and the classes by start. */
async function strandingConflict(tx: Tx, ids: number[], classes: TouchedClass[], closing: boolean) {
  const rows = await selectSessions(tx)
    .where(inArray(trainingSessions.id, ids))
    .orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id));
  const message =
    classes.length > 0
      ? closing
        ? ROOM_MESSAGES.closingStrandsClasses
        : ROOM_MESSAGES.shrinkingStrandsClasses
      : closing
        ? ROOM_MESSAGES.closingStrands(ids.length)
        : ROOM_MESSAGES.shrinkingStrands(ids.length);
  return new AppError(409, message, undefined, {
    sessions: rows.map(({ session, userName, trainerName }) => ({
      id: session.id,
      startTime: session.startTime.toISOString(),
      endTime: session.endTime.toISOString(),
      userName,
      trainerName,
    })),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      startTime: c.startTime.toISOString(),
      endTime: c.endTime.toISOString(),
      trainerName: c.trainerName,
      booked: c.booked,
    })),
  });
}

/**
 * `PUT /api/GymRoom/{id}` (admin, staff). Closing a room, or shrinking it below the sessions booked in it, would
 * leave members booked in a closed or overfull room (docs/decisions/007): without `confirm: true` it is refused
 * with 409 naming the upcoming sessions it would strand, and nothing changes. Confirmed, the room is saved and
 * those sessions cancelled in one transaction under the room's row lock, which also queues an e-mail to each member
 * and each trainer of a cancelled session, as when a trainer leaves (docs/decisions/005). Group classes in the room
 * follow the same rule (`classesTouchedBy`): those that would no longer fit are named in the 409 and, confirmed,
 * cancelled with an e-mail to everyone booked or waitlisted, as `POST /api/classes/{id}/cancel` does.
 */
export async function updateRoom(ctx: AppContext, id: number, input: RoomInput): Promise<Room> {
  const now = new Date();
  const closing = input.roomStatus === 'Inactive';
  // Read before the transaction: on PGlite's one connection a read beside it would wait for it.
  const config = await gymConfig(ctx);
  const { room, cancelled } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(gymRooms).where(eq(gymRooms.id, id)).for('update');
    if (!current) throw notFound(ROOM_MESSAGES.notFound);
    const stranded = await strandedBy(tx, current, input, now);
    const classes = await classesTouchedBy(tx, current, input, now);
    if ((stranded.length > 0 || classes.cancel.length > 0) && input.confirm !== true)
      throw await strandingConflict(tx, stranded, classes.cancel, closing);

    const [saved] = await tx
      .update(gymRooms)
      .set({
        roomName: input.roomName,
        roomType: input.roomType,
        roomQuantity: input.roomQuantity,
        roomStatus: input.roomStatus,
      })
      .where(eq(gymRooms.id, id))
      .returning();
    const cancelled =
      stranded.length > 0 ? await cancelComingSessions(tx, inArray(trainingSessions.id, stranded), now) : [];
    const room = saved as RoomRow;
    await queueCancellationMails(tx, config, cancelled, roomLetters(room, closing));
    if (classes.shrink.length > 0)
      await tx
        .update(classSessions)
        .set({ capacity: input.roomQuantity })
        .where(
          inArray(
            classSessions.id,
            classes.shrink.map((c) => c.id),
          ),
        );
    for (const c of classes.cancel) {
      await tx.update(classSessions).set({ cancelledAt: now }).where(eq(classSessions.id, c.id));
      await queueClassMails(tx, config, c.id, await peopleInClass(tx, c.id), 'cancelled');
    }
    return { room, cancelled: [...cancelled, ...classes.cancel] };
  });
  if (cancelled.length > 0) ctx.mail.nudge();
  return toRoom(room);
}

/** What the members and trainers of sessions cancelled by a room change read (docs/decisions/007), in their language. */
function roomLetters(room: RoomRow, closing: boolean): Record<'member' | 'trainer', CancellationLetter> {
  const room_ = room.roomName;
  const why: CancellationLetter['closing'] = (t) =>
    closing ? t('{room} is closed', { room: room_ }) : t('{room} now takes fewer people at a time', { room: room_ });
  const subject: CancellationLetter['subject'] = (count, t) =>
    t(
      '{count, plural, one {Your training session in {room} is cancelled} other {Your training sessions in {room} are cancelled}}',
      { count, room: room_ },
    );
  return {
    member: {
      subject,
      reason: (count, timeZone, t) =>
        t(
          '{why}, so your training {count, plural, one {session there on the following date is} other {sessions there on the following dates are}} cancelled (times in {zone}):',
          { why: why(t), count, zone: timeZone },
        ),
      detail: (s: CancelledSession, t) => t(' with {name}', { name: s.trainer.name }),
      closing: (t) => t('You can book the same time in another room in the app. We are sorry for the change of plan.'),
    },
    trainer: {
      subject,
      reason: (count, timeZone, t) =>
        t(
          '{why}, so the training {count, plural, one {session you would have given there on the following date is} other {sessions you would have given there on the following dates are}} cancelled (times in {zone}):',
          { why: why(t), count, zone: timeZone },
        ),
      detail: (s: CancelledSession, t) => t(' with {name}', { name: s.member.name }),
      closing: (t) => t('The members have been told by e-mail.'),
    },
  };
}
