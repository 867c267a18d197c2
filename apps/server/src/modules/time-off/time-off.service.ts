import {
  addDays,
  TIME_OFF_MESSAGES,
  TIME_OFF_RANGE_DAYS_MAX,
  type TimeOff,
  type TimeOffAffected,
  type TimeOffCreated,
  type TimeOffInput,
  type TimeOffQuery,
  todayIn,
  zonedParts,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { constraintName, type Db, type Runner, sqlState } from '../../db/client.ts';
import {
  classSessions,
  classTypes,
  gymRooms,
  trainers,
  trainerTimeOff,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { EXPORT_BATCH, inBatches } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { isLive, personName } from '../users/account-scopes.ts';

/**
 * A trainer's time off (docs/decisions/031). Adding it locks the trainer's row, as a booking and a class schedule
 * do, so the three queue; the triggers of migration 0027 refuse any session or class that would come to share its
 * hours, and what was booked before is listed in the answer (`affected`), never moved or cancelled here.
 */

/**
 * The entries of a trainer's time off that share any moment with [start, end): what the booking, the free times and
 * the class schedule ask (ranges half-open, so a session may end as time off begins).
 */
export function timeOffDuring(runner: Runner, trainerId: number, start: Date, end: Date) {
  return runner
    .select({ id: trainerTimeOff.id, startTime: trainerTimeOff.startTime, endTime: trainerTimeOff.endTime })
    .from(trainerTimeOff)
    .where(
      and(
        eq(trainerTimeOff.trainerId, trainerId),
        lt(trainerTimeOff.startTime, end),
        gt(trainerTimeOff.endTime, start),
      ),
    )
    .orderBy(asc(trainerTimeOff.startTime));
}

/** Whether [start, end) shares a moment with any of these spans. */
export const awayDuring = (spans: readonly { startTime: Date; endTime: Date }[], start: Date, end: Date) =>
  spans.some((s) => s.startTime < end && s.endTime > start);

/** The database's refusal of work inside time off (migration 0027), as the person booking reads it. */
export const isTimeOffRefusal = (error: unknown) =>
  sqlState(error) === '23P01' && constraintName(error) === 'trainer_time_off_overlap';

/**
 * The trainer named by `trainerId` (the id bookings name, decisions §8), live: 404 otherwise. A trainer manages
 * their own time off only (403); admin and staff any trainer's. `lock` takes the row as bookings take it.
 */
async function trainerFor(runner: Runner, caller: Caller, trainerId: number, lock = false) {
  const query = runner
    .select({ id: trainers.id, userId: trainers.userId })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(eq(trainers.id, trainerId), isLive()));
  const [trainer] = lock ? await query.for('no key update', { of: trainers }) : await query;
  if (!trainer) throw notFound(TIME_OFF_MESSAGES.trainerNotFound);
  if (caller.role === 'trainer' && trainer.userId !== caller.id) throw forbidden(TIME_OFF_MESSAGES.notYours);
  return trainer;
}

const entryColumns = {
  id: trainerTimeOff.id,
  trainerId: trainerTimeOff.trainerId,
  startTime: trainerTimeOff.startTime,
  endTime: trainerTimeOff.endTime,
  reason: trainerTimeOff.reason,
  createdAt: trainerTimeOff.createdAt,
};
type EntryRow = {
  id: number;
  trainerId: number;
  startTime: Date;
  endTime: Date;
  reason: string | null;
  createdAt: Date;
};
const toEntry = (row: EntryRow): TimeOff => ({
  id: row.id,
  trainerId: row.trainerId,
  start: row.startTime.toISOString(),
  end: row.endTime.toISOString(),
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** The trainer's booked sessions and scheduled classes inside [start, end), by start. */
async function bookedWork(runner: Runner, trainerId: number, start: Date, end: Date, timeZone: string) {
  const sessions = await runner
    .select({
      id: trainingSessions.id,
      startTime: trainingSessions.startTime,
      endTime: trainingSessions.endTime,
      name: personName(users),
      roomName: gymRooms.roomName,
    })
    .from(trainingSessions)
    .innerJoin(users, eq(users.id, trainingSessions.userId))
    .innerJoin(gymRooms, eq(gymRooms.id, trainingSessions.roomId))
    .where(
      and(
        eq(trainingSessions.trainerId, trainerId),
        isNull(trainingSessions.cancelledAt),
        lt(trainingSessions.startTime, end),
        gt(trainingSessions.endTime, start),
      ),
    );
  const classes = await runner
    .select({
      id: classSessions.id,
      startTime: classSessions.startTime,
      endTime: classSessions.endTime,
      name: classTypes.name,
      roomName: gymRooms.roomName,
    })
    .from(classSessions)
    .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
    .innerJoin(gymRooms, eq(gymRooms.id, classSessions.roomId))
    .where(
      and(
        eq(classSessions.trainerId, trainerId),
        isNull(classSessions.cancelledAt),
        lt(classSessions.startTime, end),
        gt(classSessions.endTime, start),
      ),
    );
  const rows = [
    ...sessions.map((s) => ({ kind: 'session' as const, ...s })),
    ...classes.map((c) => ({ kind: 'class' as const, ...c })),
  ].sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id);
  return rows.map(
    (row): TimeOffAffected => ({
      kind: row.kind,
      id: row.id,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      date: zonedParts(row.startTime, timeZone).date,
      name: row.name,
      roomName: row.roomName,
    }),
  );
}

/**
 * `POST /api/trainer/{trainerId}/time-off`: saves the entry on the locked trainer row and answers it with the
 * sessions and classes already booked inside it (`affected`) for the staff to move or cancel. It must end in the
 * future (400) and not overlap the trainer's other time off (409, `trainer_time_off_no_overlap`).
 */
export async function addTimeOff(
  ctx: AppContext,
  caller: Caller,
  trainerId: number,
  input: TimeOffInput,
): Promise<TimeOffCreated> {
  const { GYM_TIME_ZONE: timeZone } = await gymConfig(ctx, caller.seen);
  const start = new Date(input.start);
  const end = new Date(input.end);
  try {
    return await ctx.db.transaction(async (tx) => {
      const trainer = await trainerFor(tx, caller, trainerId, true);
      if (end.getTime() <= Date.now()) throw fieldError(400, 'end', TIME_OFF_MESSAGES.endInPast);
      if ((await timeOffDuring(tx, trainer.id, start, end)).length)
        throw fieldError(409, 'start', TIME_OFF_MESSAGES.overlaps);
      const [row] = await tx
        .insert(trainerTimeOff)
        .values({ trainerId: trainer.id, startTime: start, endTime: end, reason: input.reason, createdBy: caller.id })
        .returning(entryColumns);
      return { ...toEntry(row as EntryRow), affected: await bookedWork(tx, trainer.id, start, end, timeZone) };
    });
  } catch (error) {
    if (sqlState(error) === '23P01' && constraintName(error) === 'trainer_time_off_no_overlap')
      throw fieldError(409, 'start', TIME_OFF_MESSAGES.overlaps);
    throw error;
  }
}

/** The days a listing covers: without `from`, from today; without `to`, a year on from `from` (400 when backwards). */
function listedDays(query: Pick<TimeOffQuery, 'from' | 'to'>, timeZone: string) {
  const from = query.from ?? todayIn(timeZone);
  const to = query.to ?? addDays(from, TIME_OFF_RANGE_DAYS_MAX - 1);
  if (to < from) throw fieldError(400, 'to', TIME_OFF_MESSAGES.rangeInvalid);
  return { from, to };
}

/** The entries of one trainer that share any moment with the days `from` to `to` of the gym's calendar. */
const entriesDuring = (trainerId: number, from: string, to: string, timeZone: string) =>
  and(
    eq(trainerTimeOff.trainerId, trainerId),
    lt(trainerTimeOff.startTime, zonedTimeToInstant(addDays(to, 1), '00:00', timeZone)),
    gt(trainerTimeOff.endTime, zonedTimeToInstant(from, '00:00', timeZone)),
  );

/**
 * `GET /api/trainer/{trainerId}/time-off?from=&to=`: the entries that share any moment with those days of the gym's
 * calendar (both included), by start. Without `from`, from today; without `to`, a year on from `from`.
 */
export async function listTimeOff(
  ctx: AppContext,
  caller: Caller,
  trainerId: number,
  query: TimeOffQuery,
): Promise<TimeOff[]> {
  const { GYM_TIME_ZONE: timeZone } = await gymConfig(ctx, caller.seen);
  const trainer = await trainerFor(ctx.db, caller, trainerId);
  const { from, to } = listedDays(query, timeZone);
  const rows = await ctx.db
    .select(entryColumns)
    .from(trainerTimeOff)
    .where(entriesDuring(trainer.id, from, to, timeZone))
    .orderBy(asc(trainerTimeOff.startTime));
  return rows.map(toEntry);
}

/**
 * `GET /api/trainer/{trainerId}/time-off?format=csv`: the same entries as the list, by start, after the same checks
 * (404, 403, 400 before anything is sent), with the trainer's name and the days covered for the file.
 */
export async function timeOffExport(ctx: AppContext, caller: Caller, trainerId: number, query: TimeOffQuery) {
  const { GYM_TIME_ZONE: timeZone } = await gymConfig(ctx, caller.seen);
  const trainer = await trainerFor(ctx.db, caller, trainerId);
  const { from, to } = listedDays(query, timeZone);
  const [named] = await ctx.db
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users.id, trainer.userId));
  return { trainerName: named?.name ?? '', from, to, items: timeOffEntries(ctx.db, trainer.id, from, to, timeZone) };
}

/**
 * A trainer's entries during the days `from` to `to`, by start, read `batchSize` at a time after the last start
 * given: a trainer's entries never overlap, so no two start together.
 */
export async function* timeOffEntries(
  db: Db,
  trainerId: number,
  from: string,
  to: string,
  timeZone: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<TimeOff> {
  const batches = inBatches<EntryRow>(
    ({ after, limit }) =>
      db
        .select(entryColumns)
        .from(trainerTimeOff)
        .where(
          and(entriesDuring(trainerId, from, to, timeZone), after && gt(trainerTimeOff.startTime, after.startTime)),
        )
        .orderBy(asc(trainerTimeOff.startTime))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield* rows.map(toEntry);
}

/** `DELETE /api/trainer/{trainerId}/time-off/{id}`: the entry goes; its hours are free to book again at once. */
export async function deleteTimeOff(ctx: AppContext, caller: Caller, trainerId: number, id: number) {
  const trainer = await trainerFor(ctx.db, caller, trainerId);
  const [row] = await ctx.db
    .delete(trainerTimeOff)
    .where(and(eq(trainerTimeOff.id, id), eq(trainerTimeOff.trainerId, trainer.id)))
    .returning({ id: trainerTimeOff.id });
  if (!row) throw notFound(TIME_OFF_MESSAGES.notFound);
  return { success: true, message: TIME_OFF_MESSAGES.deleted };
}
