import {
  AUTH_MESSAGES,
  addDays,
  BOOKING_MESSAGES,
  type BookingInput,
  CANCEL_MESSAGES,
  daysBetween,
  isStaffSide,
  type Page,
  SESSION_HOURS,
  SESSION_MESSAGES,
  type SessionDay,
  type SessionDaysQuery,
  type SessionRangeQuery,
  type SessionUpdate,
  TIME_PATTERN,
  type TrainingSession,
  todayIn,
  zonedDate,
  zonedParts,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, asc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { constraintName, type Db, type Runner, sqlState } from '../../db/client.ts';
import { gymRooms, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findTrainer } from '../trainers/trainers.service.ts';
import { assertCanSeeMember, resolveMember } from '../users/member-access.ts';
import {
  assertBookableTime,
  busyColumns,
  clashOf,
  coveringSubscription,
  isBooked,
  overlapping,
  placesLeft,
} from './booking-rules.ts';
import { queueSessionMails } from './session-mail.ts';

export const SESSION_MS = SESSION_HOURS * 3_600_000;

const trainerUsers = alias(users, 'trainer_user');
const sessionColumns = {
  session: trainingSessions,
  userName: sql<string>`coalesce(${users.fullName}, ${users.username})`,
  trainerName: sql<string>`coalesce(${trainerUsers.fullName}, ${trainerUsers.username})`,
  roomName: gymRooms.roomName,
};
type SessionRow = {
  session: typeof trainingSessions.$inferSelect;
  userName: string;
  trainerName: string;
  roomName: string;
};

/** Sessions with the member's, trainer's and room's names; callers add the where, order and paging. */
export const selectSessions = (db: Runner) =>
  db
    .select(sessionColumns)
    .from(trainingSessions)
    .innerJoin(users, eq(users.id, trainingSessions.userId))
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .innerJoin(trainerUsers, eq(trainerUsers.id, trainers.userId))
    .innerJoin(gymRooms, eq(gymRooms.id, trainingSessions.roomId))
    .$dynamic();

/** The settings a session's view reads: the gym's zone, and the cut-off that gives `cancelBy`. */
export type SessionViewConfig = Pick<Config, 'GYM_TIME_ZONE' | 'CANCEL_CUTOFF_HOURS'>;

/**
 * The API's view (decisions §6): `date` is the session's day in the gym's zone, times are ISO in UTC; `status`,
 * `cancelledAt` and `cancelBy` (its start less the cut-off, docs/decisions/011).
 */
export const toSession = (
  { session, userName, trainerName, roomName }: SessionRow,
  { GYM_TIME_ZONE: timeZone, CANCEL_CUTOFF_HOURS: cutoffHours }: SessionViewConfig,
): TrainingSession => ({
  id: session.id,
  userId: session.userId,
  trainerId: session.trainerId,
  roomId: session.roomId,
  date: zonedDate(session.startTime, timeZone),
  startTime: session.startTime.toISOString(),
  endTime: session.endTime.toISOString(),
  sessionType: session.sessionType,
  notes: session.notes,
  attendanceStatus: session.attendanceStatus,
  userName,
  trainerName,
  roomName,
  status: session.cancelledAt ? 'Cancelled' : 'Booked',
  cancelledAt: session.cancelledAt?.toISOString() ?? null,
  cancelBy: cancelDeadline(session.startTime, cutoffHours).toISOString(),
});

/** The last instant at which a member may cancel a session themself: its start less the cut-off. */
export const cancelDeadline = (start: Date, cutoffHours: number) => new Date(start.getTime() - cutoffHours * 3_600_000);

/** The start instant: `HH:MM` on `date` in the gym's zone, or the instant the old client sent. */
function startOf(input: BookingInput, timeZone: string): Date {
  if (TIME_PATTERN.test(input.startTime)) return zonedTimeToInstant(input.date as string, input.startTime, timeZone);
  return new Date(input.startTime);
}

/** What each exclusion constraint means to the person booking. */
function overlapError(error: unknown, forSelf: boolean) {
  if (sqlState(error) !== '23P01') return undefined;
  const constraint = constraintName(error);
  if (constraint === 'training_sessions_trainer_no_overlap') return conflict(BOOKING_MESSAGES.trainerBusy);
  if (constraint === 'training_sessions_user_no_overlap')
    return conflict(forSelf ? BOOKING_MESSAGES.youBusy : BOOKING_MESSAGES.memberBusy);
  return undefined;
}

/** Deadlocks and serialisation failures are safe to retry: the transaction left nothing behind. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Books a 2-hour session (decisions §1, §3; the rules themselves in `booking-rules.ts`). Every rule holds under
 * concurrency:
 * - the member, the trainer and the room rows are locked in that order, so bookings touching any of them
 *   queue instead of racing (and the fixed order cannot deadlock between bookings);
 * - the room's capacity is counted under its row lock;
 * - the member's covering subscription is share-locked, so it cannot be ended while the booking commits;
 * - the EXCLUDE constraints on trainer and member overlap are the final word, whatever else writes sessions.
 * The checks before the insert only pick the clearest message.
 */
export async function bookSession(ctx: AppContext, caller: Caller, input: BookingInput): Promise<TrainingSession> {
  const timeZone = ctx.config.GYM_TIME_ZONE;
  const start = startOf(input, timeZone);
  const end = new Date(start.getTime() + SESSION_MS);
  const date = zonedParts(start, timeZone).date;
  assertBookableTime(ctx.config, start, end);

  // A member books for themself; admin and staff for the member they name (never themselves: resolveMember).
  const forSelf = !isStaffSide(caller.role);
  const book = () =>
    ctx.db.transaction(async (tx) => {
      const memberId = await resolveMember(tx, caller, input.userId, { purpose: 'booking', lock: true });

      const [trainer] = await tx
        .select({ id: trainers.id })
        .from(trainers)
        .where(eq(trainers.id, input.trainerId))
        .for('no key update');
      if (!trainer) throw fieldError(400, 'trainerId', BOOKING_MESSAGES.trainerNotFound);

      const [room] = await tx.select().from(gymRooms).where(eq(gymRooms.id, input.roomId)).for('update');
      if (!room) throw fieldError(400, 'roomId', BOOKING_MESSAGES.roomNotFound);
      if (room.roomStatus !== 'Active') throw conflict(BOOKING_MESSAGES.roomInactive);

      if (!(await coveringSubscription(tx, memberId, date, true))) throw conflict(BOOKING_MESSAGES.noSubscription);

      // Everything that could stand in the way, read once: the trainer's, the member's and the room's sessions.
      const busy = await tx
        .select(busyColumns)
        .from(trainingSessions)
        .where(
          and(
            overlapping(start, end),
            or(
              eq(trainingSessions.trainerId, trainer.id),
              eq(trainingSessions.userId, memberId),
              eq(trainingSessions.roomId, room.id),
            ),
          ),
        );
      const clash = clashOf(busy, { trainerId: trainer.id, memberId }, start, end);
      if (clash === 'trainer') throw conflict(BOOKING_MESSAGES.trainerBusy);
      if (clash === 'member') throw conflict(forSelf ? BOOKING_MESSAGES.youBusy : BOOKING_MESSAGES.memberBusy);
      if (placesLeft(room, busy, start, end) === 0) throw conflict(BOOKING_MESSAGES.roomFull);

      try {
        const [row] = await tx
          .insert(trainingSessions)
          .values({
            userId: memberId,
            trainerId: trainer.id,
            roomId: room.id,
            startTime: start,
            endTime: end,
            sessionType: input.sessionType ?? null,
            notes: input.notes ?? null,
          })
          .returning({ id: trainingSessions.id });
        const id = (row as { id: number }).id;
        // The member and the trainer get the confirmation with the calendar event once this commits (session-mail.ts).
        await queueSessionMails(tx, ctx.config, id);
        return id;
      } catch (error) {
        throw overlapError(error, forSelf) ?? error;
      }
    });

  let id: number | undefined;
  for (let attempt = 1; id === undefined; attempt++) {
    try {
      id = await book();
    } catch (error) {
      const retry = RETRYABLE.has(sqlState(error) ?? '') && attempt < ATTEMPTS;
      if (!retry) throw overlapError(error, forSelf) ?? error;
    }
  }
  ctx.mail.nudge();
  return loadSession(ctx.db, id, ctx.config);
}

export async function loadSession(db: Db, id: number, config: SessionViewConfig): Promise<TrainingSession> {
  const [row] = await selectSessions(db).where(eq(trainingSessions.id, id));
  if (!row) throw notFound(SESSION_MESSAGES.notFound);
  return toSession(row, config);
}

/**
 * Sessions within `scope` by start time (then id, so pages never overlap), between the `from` and `to` days in the
 * gym's zone, both included: each day from its midnight in that zone, so a day of 23 or 25 hours is still one day.
 * The range is on the bare start time, which `training_sessions_start_idx` orders, so a month costs the month's
 * sessions, not the table (the tests check the plan).
 */
export function sessionsWithin(db: Db, timeZone: string, scope: SQL | undefined, range: SessionRangeQuery) {
  const where = and(
    scope,
    range.from ? gte(trainingSessions.startTime, zonedTimeToInstant(range.from, '00:00', timeZone)) : undefined,
    range.to ? lt(trainingSessions.startTime, zonedTimeToInstant(addDays(range.to, 1), '00:00', timeZone)) : undefined,
  );
  return {
    where,
    select: selectSessions(db).where(where).orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id)),
  };
}

/** `sessionsWithin` as the API answers it: the plain array, or a page when one is asked for (decisions §8). */
async function listSessionsWithin(ctx: AppContext, scope: SQL | undefined, query: SessionRangeQuery) {
  const timeZone = ctx.config.GYM_TIME_ZONE;
  const { where, select } = sessionsWithin(ctx.db, timeZone, scope, query);
  return listOrPage(
    query,
    select,
    () => countRows(ctx.db, trainingSessions, where),
    (row) => toSession(row, ctx.config),
  );
}

/**
 * How many booked sessions within `scope` start on each day from `from` to `to` (gym's zone), days without any left
 * out: a calendar's dots. Cancelled sessions are listed for the day but not counted (docs/decisions/011): a dot means
 * something will happen that day. Each day's bounds are its midnights in the gym's zone, computed here as `sessionsWithin`
 * does (so a 23- or 25-hour day is one day, and both answers agree); the database sorts the starts into those
 * buckets over the start-time index and answers one row per day, however many sessions the month holds.
 */
export async function countSessionsByDay(
  db: Db,
  timeZone: string,
  scope: SQL | undefined,
  { from, to }: SessionDaysQuery,
): Promise<SessionDay[]> {
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  const bounds = [...days, addDays(to, 1)].map((day) => zonedTimeToInstant(day, '00:00', timeZone));
  // One array parameter: width_bucket numbers the day a start falls in, from 1.
  const thresholds = `{${bounds.map((b) => b.toISOString()).join(',')}}`;
  const bucket = sql<number>`width_bucket(${trainingSessions.startTime}, ${thresholds}::timestamptz[])`;
  const rows = await db
    .select({ bucket, count: sql<number>`count(*)::int` })
    .from(trainingSessions)
    .where(
      and(
        scope,
        isBooked(),
        gte(trainingSessions.startTime, bounds[0] as Date),
        lt(trainingSessions.startTime, bounds.at(-1) as Date),
      ),
    )
    // By position: the array is a parameter, so a repeated expression would not be the same one to PostgreSQL.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ date: days[row.bucket - 1] as string, count: row.count }));
}

/** `countSessionsByDay` over every session (admin, staff): the staff calendar's month. */
export const countAllSessionsByDay = (ctx: AppContext, query: SessionDaysQuery) =>
  countSessionsByDay(ctx.db, ctx.config.GYM_TIME_ZONE, undefined, query);

/** A member's sessions (own, admin, staff, or a trainer of that member; `assertCanSeeMember`). */
export async function listMemberSessions(
  ctx: AppContext,
  caller: Caller,
  memberId: number,
  query: SessionRangeQuery,
): Promise<TrainingSession[] | Page<TrainingSession>> {
  await assertCanSeeMember(ctx.db, caller, memberId);
  const { from, to, page } = query;
  if (from && to && page === undefined) {
    // The member's week or month (their calendar), as `sessionsWithin` bounds it, from a prepared statement and
    // cached (`lib/reads.ts`): nothing in it depends on the clock, so it holds until a write.
    const timeZone = ctx.config.GYM_TIME_ZONE;
    return ctx.reads.get(
      `member-sessions:${memberId}:${from}:${to}`,
      async () => {
        const rows = await memberSessionsWithin(ctx.db).execute({
          memberId,
          from: zonedTimeToInstant(from, '00:00', timeZone).toISOString(),
          to: zonedTimeToInstant(addDays(to, 1), '00:00', timeZone).toISOString(),
        });
        return { value: rows.map((row) => toSession(row, ctx.config)) };
      },
      caller.seen,
    );
  }
  return listSessionsWithin(ctx, eq(trainingSessions.userId, memberId), query);
}

/** `sessionsWithin` for one member and both bounds (instants), prepared. */
const memberSessionsWithin = preparedPerDb((db) =>
  selectSessions(db)
    .where(
      and(
        eq(trainingSessions.userId, sql.placeholder('memberId')),
        gte(trainingSessions.startTime, sql.placeholder('from')),
        lt(trainingSessions.startTime, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id))
    .prepare('member_sessions_within'),
);

/**
 * `GET /api/TrainingSession` (admin, staff): every session, the staff calendar's month with `from` and `to`.
 * Without any parameter the plain array of all sessions, as the spec's client expects (decisions §8).
 */
export const listAllSessions = (ctx: AppContext, query: SessionRangeQuery) => listSessionsWithin(ctx, undefined, query);

/** `GET /api/Trainer/{id}/sessions`, by the trainer's USER id (`trainerScope`). */
export async function listTrainerSessions(
  ctx: AppContext,
  caller: Caller,
  trainerUserId: number,
  query: SessionRangeQuery,
): Promise<TrainingSession[] | Page<TrainingSession>> {
  return listSessionsWithin(ctx, await trainerScope(ctx, caller, trainerUserId), query);
}

/** `countSessionsByDay` over one trainer's sessions, by their user id, with `listTrainerSessions`'s access rule. */
export async function countTrainerSessionsByDay(
  ctx: AppContext,
  caller: Caller,
  trainerUserId: number,
  query: SessionDaysQuery,
): Promise<SessionDay[]> {
  return countSessionsByDay(ctx.db, ctx.config.GYM_TIME_ZONE, await trainerScope(ctx, caller, trainerUserId), query);
}

/**
 * The sessions of the trainer whose USER id is given (decisions §8), for that trainer, admin or staff: another
 * trainer 403 before anything is looked up (as for their members), an unknown or deleted trainer 404.
 */
async function trainerScope(ctx: AppContext, caller: Caller, trainerUserId: number): Promise<SQL> {
  if (caller.role === 'trainer' && caller.id !== trainerUserId) throw forbidden(AUTH_MESSAGES.forbidden);
  const { trainerId } = await findTrainer(ctx.db, { userId: trainerUserId });
  return eq(trainingSessions.trainerId, trainerId);
}

/**
 * `PUT /api/TrainingSession/{id}` (admin, staff; spec §5 "Edit Session"): the type, the notes and the attendance,
 * all three as sent (the dialog sends all three; notes left out or empty are cleared). Attendance is a fact about
 * a session that has happened: it can be recorded from the session's day in the gym's zone, not before. A cancelled
 * session is not edited (409, docs/decisions/011).
 */
export async function updateSession(ctx: AppContext, id: number, input: SessionUpdate): Promise<TrainingSession> {
  const timeZone = ctx.config.GYM_TIME_ZONE;
  await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ startTime: trainingSessions.startTime, cancelledAt: trainingSessions.cancelledAt })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, id))
      .for('update');
    if (!session) throw notFound(SESSION_MESSAGES.notFound);
    if (session.cancelledAt) throw conflict(CANCEL_MESSAGES.notEditable);
    if (input.attendanceStatus && zonedParts(session.startTime, timeZone).date > todayIn(timeZone))
      throw fieldError(400, 'attendanceStatus', SESSION_MESSAGES.attendanceTooEarly);
    await tx
      .update(trainingSessions)
      .set({ sessionType: input.sessionType, notes: input.notes ?? null, attendanceStatus: input.attendanceStatus })
      .where(eq(trainingSessions.id, id));
  });
  return loadSession(ctx.db, id, ctx.config);
}

/**
 * `POST /api/trainingsession/{id}/cancel` (decisions §1, §4; docs/decisions/011), in one transaction on the session's
 * locked row, so two cancellations or a cancellation and an edit of the same session queue:
 * - a member cancels their own session only (another's: 403), and only before its start less CANCEL_CUTOFF_HOURS;
 * - admin and staff cancel any session that has not started;
 * - a session is cancelled once (409 the second time), and a started one never.
 * The row stays, marked cancelled by the caller: the histories keep it, and it frees its trainer, member and room at
 * once (the EXCLUDE constraints and every count of occupancy leave cancelled rows out). The member and the trainer
 * are e-mailed, with the calendar event's cancellation, once it commits.
 */
export async function cancelSession(ctx: AppContext, caller: Caller, id: number): Promise<TrainingSession> {
  const now = new Date();
  const hours = ctx.config.CANCEL_CUTOFF_HOURS;
  await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .select({
        userId: trainingSessions.userId,
        startTime: trainingSessions.startTime,
        cancelledAt: trainingSessions.cancelledAt,
      })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, id))
      .for('update');
    if (!session) throw notFound(SESSION_MESSAGES.notFound);
    const anySession = isStaffSide(caller.role);
    if (!anySession && session.userId !== caller.id) throw forbidden(CANCEL_MESSAGES.notYours);
    if (session.cancelledAt) throw conflict(CANCEL_MESSAGES.alreadyCancelled);
    if (session.startTime <= now) throw conflict(CANCEL_MESSAGES.started);
    if (!anySession && now >= cancelDeadline(session.startTime, hours)) throw conflict(CANCEL_MESSAGES.tooLate(hours));
    await tx
      .update(trainingSessions)
      .set({ cancelledAt: now, cancelledBy: caller.id })
      .where(eq(trainingSessions.id, id));
    await queueSessionMails(tx, ctx.config, id);
  });
  ctx.mail.nudge();
  return loadSession(ctx.db, id, ctx.config);
}
