import {
  AUTH_MESSAGES,
  addDays,
  daysBetween,
  isStaffSide,
  type Page,
  SESSION_MESSAGES,
  type SessionDay,
  type SessionDaysQuery,
  type SessionRangeQuery,
  type TrainingSession,
  zonedDate,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db, Runner } from '../../db/client.ts';
import { gymRooms, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { recordsRead } from '../../lib/cache/reads.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig, loadGymConfig } from '../settings/settings.service.ts';
import { findTrainer } from '../trainers/trainers.service.ts';
import { personName } from '../users/account-scopes.ts';
import { assertCanSeeMember } from '../users/member-access.ts';
import { isBooked } from './booking-rules.ts';

/**
 * Reading sessions: the API's view of one, the member's, trainer's and staff lists, and the calendars' counts per
 * day. What writes them (booking, editing, cancelling) is in `booking.service.ts`.
 */

const trainerUsers = alias(users, 'trainer_user');
const sessionColumns = {
  session: trainingSessions,
  // A deleted account keeps its sessions' history under "Former trainer" or "Former member", never `deleted-N`.
  userName: personName(users),
  trainerName: personName(trainerUsers),
  roomName: gymRooms.roomName,
  trainerUserId: trainers.userId,
};
type SessionRow = {
  session: typeof trainingSessions.$inferSelect;
  userName: string;
  trainerName: string;
  roomName: string;
  trainerUserId: number;
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
 * Whether `caller` reads a session's private note (decisions §3): staff, the admin and the session's own trainer.
 * Without a caller (a cached read shared by whoever asks for a member's sessions) nobody does.
 */
export const readsStaffNotes = (caller: Caller | undefined, trainerUserId: number) =>
  caller !== undefined && (isStaffSide(caller.role) || (caller.role === 'trainer' && caller.id === trainerUserId));

/**
 * The API's view (decisions §6): `date` is the session's day in the gym's zone, times are ISO in UTC; `status`,
 * `cancelledAt` and `cancelBy` (its start less the cut-off, docs/decisions/011); `staffNotes` for those who read it.
 */
export const toSession = (
  { session, userName, trainerName, roomName, trainerUserId }: SessionRow,
  { GYM_TIME_ZONE: timeZone, CANCEL_CUTOFF_HOURS: cutoffHours }: SessionViewConfig,
  caller?: Caller,
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
  ...(readsStaffNotes(caller, trainerUserId) ? { staffNotes: session.staffNotes } : {}),
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

export async function loadSession(
  db: Db,
  id: number,
  config: SessionViewConfig,
  caller: Caller,
): Promise<TrainingSession> {
  const [row] = await selectSessions(db).where(eq(trainingSessions.id, id));
  if (!row) throw notFound(SESSION_MESSAGES.notFound);
  return toSession(row, config, caller);
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
async function listSessionsWithin(
  ctx: AppContext,
  caller: Caller | undefined,
  scope: SQL | undefined,
  query: SessionRangeQuery,
) {
  const config = await gymConfig(ctx);
  const timeZone = config.GYM_TIME_ZONE;
  const { where, select } = sessionsWithin(ctx.db, timeZone, scope, query);
  return listOrPage(
    query,
    select,
    () => countRows(ctx.db, trainingSessions, where),
    (row) => toSession(row, config, caller),
  );
}

/** How many sessions each query of an export reads. */
export const EXPORT_BATCH = 500;

/**
 * `GET /api/TrainingSession?format=csv` (admin, staff): every session of the range by start time, as the list
 * answers them to the caller, read `batchSize` at a time after the last one given (start, then id), so a long export
 * never holds them all and a session booked meanwhile neither shifts nor repeats a row.
 */
export async function* allSessions(
  db: Db,
  config: SessionViewConfig,
  caller: Caller,
  query: SessionRangeQuery,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<TrainingSession> {
  const { where } = sessionsWithin(db, config.GYM_TIME_ZONE, undefined, query);
  let after: { cursor: string; id: number } | undefined;
  for (;;) {
    // `selectSessions` and the start exactly, to the microsecond (a Date keeps milliseconds), for the next batch.
    const rows = await db
      .select({ ...sessionColumns, cursor: sql<string>`${trainingSessions.startTime}::text` })
      .from(trainingSessions)
      .innerJoin(users, eq(users.id, trainingSessions.userId))
      .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
      .innerJoin(trainerUsers, eq(trainerUsers.id, trainers.userId))
      .innerJoin(gymRooms, eq(gymRooms.id, trainingSessions.roomId))
      .where(
        and(
          where,
          after &&
            sql`(${trainingSessions.startTime}, ${trainingSessions.id}) > (${after.cursor}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id))
      .limit(batchSize);
    for (const row of rows) yield toSession(row, config, caller);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { cursor: last.cursor, id: last.session.id };
  }
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
export const countAllSessionsByDay = async (ctx: AppContext, query: SessionDaysQuery) =>
  countSessionsByDay(ctx.db, (await gymConfig(ctx)).GYM_TIME_ZONE, undefined, query);

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
    return ctx.reads.get(memberCalendar, { memberId, from, to }, caller.seen);
  }
  // A member's list is the member's view, whoever asks (its cached form is shared): no private notes.
  return listSessionsWithin(ctx, undefined, eq(trainingSessions.userId, memberId), query);
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
 * The member's week or month (their calendar), as `sessionsWithin` bounds it, cached (`lib/cache/`): nothing in it
 * depends on the clock, so it holds until a write. Its tables are `selectSessions`' (users twice: member, trainer).
 */
const memberCalendar = recordsRead({
  name: 'member-sessions',
  tables: ['training_sessions', 'users', 'trainers', 'gym_rooms', 'gym_settings'],
  load: async (read, { memberId, from, to }: { memberId: number; from: string; to: string }) => {
    // The gym's zone and cut-off as stored (modules/settings); their table raises catalogue_version, as kept under.
    const config = await loadGymConfig(read);
    const rows = await memberSessionsWithin(read.db).execute({
      memberId,
      from: zonedTimeToInstant(from, '00:00', config.GYM_TIME_ZONE).toISOString(),
      to: zonedTimeToInstant(addDays(to, 1), '00:00', config.GYM_TIME_ZONE).toISOString(),
    });
    return { value: rows.map((row) => toSession(row, config)) };
  },
});

/**
 * `GET /api/TrainingSession` (admin, staff): every session, the staff calendar's month with `from` and `to`.
 * Without any parameter the plain array of all sessions, as the spec's client expects (decisions §8).
 */
export const listAllSessions = (ctx: AppContext, caller: Caller, query: SessionRangeQuery) =>
  listSessionsWithin(ctx, caller, undefined, query);

/** `GET /api/Trainer/{id}/sessions`, by the trainer's USER id (`trainerScope`). */
export async function listTrainerSessions(
  ctx: AppContext,
  caller: Caller,
  trainerUserId: number,
  query: SessionRangeQuery,
): Promise<TrainingSession[] | Page<TrainingSession>> {
  return listSessionsWithin(ctx, caller, await trainerScope(ctx, caller, trainerUserId), query);
}

/** `countSessionsByDay` over one trainer's sessions, by their user id, with `listTrainerSessions`'s access rule. */
export async function countTrainerSessionsByDay(
  ctx: AppContext,
  caller: Caller,
  trainerUserId: number,
  query: SessionDaysQuery,
): Promise<SessionDay[]> {
  const { GYM_TIME_ZONE } = await gymConfig(ctx, caller.seen);
  return countSessionsByDay(ctx.db, GYM_TIME_ZONE, await trainerScope(ctx, caller, trainerUserId), query);
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
