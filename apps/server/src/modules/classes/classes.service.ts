import {
  addDays,
  CLASS_MESSAGES,
  type ClassAttendanceRequest,
  type ClassConflict,
  type ClassesQuery,
  type ClassRoster,
  type ClassScheduleDryRun,
  type ClassScheduleInput,
  type ClassSession,
  type ClassType,
  type ClassTypeInput,
  type ClassUpdate,
  daysBetween,
  isWithinOpeningHours,
  TIME_OFF_MESSAGES,
  todayIn,
  zonedParts,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, asc, eq, exists, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import { constraintName, type Db, type Runner, sqlState } from '../../db/client.ts';
import {
  classBookings,
  classSchedules,
  classSessions,
  classTypes,
  gymRooms,
  occupancy,
  trainers,
  users,
} from '../../db/schema/index.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { EXPORT_BATCH, inBatches } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { timeOffDuring } from '../time-off/time-off.service.ts';
import { isLive, personName } from '../users/account-scopes.ts';
import { peopleInClass, queueClassMails } from './class-mail.ts';
import { lockClass, promoteFromWaitlist } from './places.ts';

/**
 * Class types, weekly series and one class's changes (docs/decisions/025). What a class holds (its trainer, its
 * whole room) is the `occupancy` table's, kept by triggers and guarded by EXCLUDE constraints: the reads here list
 * the conflicts for a person, the constraints have the final word. Places and the waitlist are in `places.ts`.
 */

const MINUTE_MS = 60_000;
const trainerUsers = alias(users, 'class_trainer_user');

// Class types

const typeColumns = {
  id: classTypes.id,
  name: classTypes.name,
  description: classTypes.description,
  level: classTypes.level,
  durationMinutes: classTypes.durationMinutes,
  defaultCapacity: classTypes.defaultCapacity,
};

export const listClassTypes = (ctx: AppContext): Promise<ClassType[]> =>
  ctx.db.select(typeColumns).from(classTypes).orderBy(asc(classTypes.name));

/** A type's name is unique whatever its case (`class_types_name_unique`). */
const typeTaken = (error: unknown) =>
  sqlState(error) === '23505' && constraintName(error) === 'class_types_name_unique'
    ? fieldError(409, 'name', CLASS_MESSAGES.typeTaken)
    : error;

export async function createClassType(ctx: AppContext, input: ClassTypeInput): Promise<ClassType> {
  try {
    const [row] = await ctx.db.insert(classTypes).values(input).returning(typeColumns);
    return row as ClassType;
  } catch (error) {
    throw typeTaken(error);
  }
}

/** Changes the type; classes already made keep their own time and capacity. */
export async function updateClassType(ctx: AppContext, id: number, input: ClassTypeInput): Promise<ClassType> {
  try {
    const [row] = await ctx.db.update(classTypes).set(input).where(eq(classTypes.id, id)).returning(typeColumns);
    if (!row) throw notFound(CLASS_MESSAGES.typeNotFound);
    return row as ClassType;
  } catch (error) {
    throw typeTaken(error);
  }
}

// What a class would stand on

type Span = { start: Date; end: Date };

/**
 * The booked sessions and scheduled classes in the way of `spans` with this trainer in this room: anything of the
 * trainer's, and anything at all in the room (a class has its room to itself). Read from `occupancy`, the rows the
 * EXCLUDE constraints judge, so the list is what the database would refuse. `except` leaves a class's own row out.
 * The trainer's time off is in the way too (`'time-off'`, docs/decisions/031), as its trigger would refuse the class;
 * `timeOff: false` for a class that keeps its trainer and times, which the trigger lets pass.
 */
export async function conflictsFor(
  runner: Runner,
  spans: readonly Span[],
  trainerId: number,
  roomId: number,
  except?: number,
  timeOff = true,
): Promise<ClassConflict[]> {
  if (spans.length === 0) return [];
  const from = new Date(Math.min(...spans.map((s) => s.start.getTime())));
  const to = new Date(Math.max(...spans.map((s) => s.end.getTime())));
  const rows = await runner
    .select()
    .from(occupancy)
    .where(
      and(
        lt(occupancy.startTime, to),
        gt(occupancy.endTime, from),
        or(eq(occupancy.trainerId, trainerId), eq(occupancy.roomId, roomId)),
        except === undefined
          ? undefined
          : or(isNull(occupancy.classSessionId), sql`${occupancy.classSessionId} <> ${except}`),
      ),
    )
    .orderBy(asc(occupancy.startTime), asc(occupancy.id));
  const away = timeOff ? await timeOffDuring(runner, trainerId, from, to) : [];
  const held = rows.map((row) => ({
    kind: row.kind === 1 ? ('class' as const) : ('session' as const),
    id: (row.kind === 1 ? row.classSessionId : row.sessionId) as number,
    startTime: row.startTime,
    endTime: row.endTime,
  }));
  return [...held, ...away.map((row) => ({ kind: 'time-off' as const, ...row }))]
    .filter((row) => spans.some((s) => row.startTime < s.end && row.endTime > s.start))
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
    }));
}

/** A 409 that lists what stands in the way (`{ message, conflicts }`). */
const conflictsError = (conflicts: ClassConflict[]) =>
  new AppError(
    409,
    // Only the trainer's time off in the way: say so, as a booking would (docs/decisions/031).
    conflicts.every((c) => c.kind === 'time-off') ? TIME_OFF_MESSAGES.trainerAway : CLASS_MESSAGES.conflicts,
    undefined,
    { conflicts },
  );

/** The trainer (live) and the room (Active, large enough for `capacity`), each locked as bookings lock them. */
async function lockTrainerAndRoom(tx: Runner, trainerId: number, roomId: number, capacity: number, lock: boolean) {
  const trainerQuery = tx
    .select({ id: trainers.id })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(eq(trainers.id, trainerId), isLive()));
  const [trainer] = lock ? await trainerQuery.for('no key update', { of: trainers }) : await trainerQuery;
  if (!trainer) throw fieldError(400, 'trainerId', CLASS_MESSAGES.trainerNotFound);
  const roomQuery = tx.select().from(gymRooms).where(eq(gymRooms.id, roomId));
  const [room] = lock ? await roomQuery.for('update') : await roomQuery;
  if (!room) throw fieldError(400, 'roomId', CLASS_MESSAGES.roomNotFound);
  if (room.roomStatus !== 'Active') throw fieldError(409, 'roomId', CLASS_MESSAGES.roomInactive);
  if (capacity > room.roomQuantity) throw fieldError(400, 'capacity', CLASS_MESSAGES.roomTooSmall(room.roomQuantity));
}

/** The dates of a series: every day from `fromDate` to `toDate` whose ISO weekday is listed. */
function seriesDates(input: Pick<ClassScheduleInput, 'fromDate' | 'toDate' | 'weekdays'>): string[] {
  const days = new Set(input.weekdays);
  const dates: string[] = [];
  const count = daysBetween(input.fromDate, input.toDate);
  for (let i = 0; i <= count; i++) {
    const date = addDays(input.fromDate, i);
    const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (days.has(weekday)) dates.push(date);
  }
  return dates;
}

type GymClock = { GYM_TIME_ZONE: string; OPENING_HOURS: Parameters<typeof isWithinOpeningHours>[0] };

/** A class on `date` at `time` (gym's clock) for `minutes`, checked against the clock and the opening hours. */
function spanOn(config: GymClock, date: string, time: string, minutes: number, field = 'startTime'): Span {
  const start = zonedTimeToInstant(date, time, config.GYM_TIME_ZONE);
  const end = new Date(start.getTime() + minutes * MINUTE_MS);
  if (start.getTime() < Date.now()) throw fieldError(400, field, CLASS_MESSAGES.inPast);
  if (!isWithinOpeningHours(config.OPENING_HOURS, start, end, config.GYM_TIME_ZONE))
    throw fieldError(400, field, CLASS_MESSAGES.outsideHours);
  return { start, end };
}

/** The type a series names: by id, or by name (made with the series' length and capacity when there is none). */
async function typeFor(tx: Runner, input: ClassScheduleInput, create: boolean): Promise<number | null> {
  if (input.classTypeId !== undefined) {
    const [row] = await tx.select({ id: classTypes.id }).from(classTypes).where(eq(classTypes.id, input.classTypeId));
    if (!row) throw fieldError(400, 'classTypeId', CLASS_MESSAGES.typeNotFound);
    return row.id;
  }
  const name = input.name as string;
  const [row] = await tx
    .select({ id: classTypes.id })
    .from(classTypes)
    .where(sql`lower(${classTypes.name}) = lower(${name})`);
  if (row) return row.id;
  if (!create) return null;
  const [made] = await tx
    .insert(classTypes)
    .values({ name, durationMinutes: input.durationMinutes, defaultCapacity: input.capacity })
    .onConflictDoNothing()
    .returning({ id: classTypes.id });
  if (made) return made.id;
  // Another request made the same name meanwhile.
  const [again] = await tx
    .select({ id: classTypes.id })
    .from(classTypes)
    .where(sql`lower(${classTypes.name}) = lower(${name})`);
  return (again as { id: number }).id;
}

/**
 * `POST /api/classes/schedule`: a weekly series and its dated classes, in one transaction on the locked trainer and
 * room (as personal bookings lock them), so a booking and a series never pass each other. Every date must lie ahead
 * and inside the opening hours; anything in the way is a 409 listing it, and `dryRun` answers the same list without
 * saving. The EXCLUDE constraints on `occupancy` stand behind the check.
 */
export async function scheduleClasses(
  ctx: AppContext,
  caller: Caller,
  input: ClassScheduleInput,
  dryRun: boolean,
): Promise<ClassScheduleDryRun | { id: number; classSessions: number }> {
  const config = await gymConfig(ctx, caller.seen);
  const today = todayIn(config.GYM_TIME_ZONE);
  if (input.fromDate < today) throw fieldError(400, 'fromDate', CLASS_MESSAGES.inPast);
  const dates = seriesDates(input);
  if (dates.length === 0) throw fieldError(400, 'weekdays', CLASS_MESSAGES.noDates);
  const spans = dates.map((date) => spanOn(config, date, input.startTime, input.durationMinutes));

  if (dryRun) {
    await typeFor(ctx.db, input, false);
    await lockTrainerAndRoom(ctx.db, input.trainerId, input.roomId, input.capacity, false);
    const conflicts = await conflictsFor(ctx.db, spans, input.trainerId, input.roomId);
    return { classSessions: spans.length, conflicts };
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      await lockTrainerAndRoom(tx, input.trainerId, input.roomId, input.capacity, true);
      const conflicts = await conflictsFor(tx, spans, input.trainerId, input.roomId);
      if (conflicts.length) throw conflictsError(conflicts);
      const classTypeId = (await typeFor(tx, input, true)) as number;
      const [schedule] = await tx
        .insert(classSchedules)
        .values({
          classTypeId,
          trainerId: input.trainerId,
          roomId: input.roomId,
          weekdays: [...new Set(input.weekdays)].sort().join(','),
          startTime: input.startTime,
          durationMinutes: input.durationMinutes,
          capacity: input.capacity,
          fromDate: input.fromDate,
          toDate: input.toDate,
          createdBy: caller.id,
        })
        .returning({ id: classSchedules.id });
      const id = (schedule as { id: number }).id;
      await tx.insert(classSessions).values(
        spans.map((s) => ({
          scheduleId: id,
          classTypeId,
          trainerId: input.trainerId,
          roomId: input.roomId,
          startTime: s.start,
          endTime: s.end,
          capacity: input.capacity,
        })),
      );
      return { id, classSessions: spans.length };
    });
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    // Something took the time between the read and the insert: name it, as the check would have.
    throw conflictsError(await conflictsFor(ctx.db, spans, input.trainerId, input.roomId));
  }
}

// The timetable

const classColumns = {
  id: classSessions.id,
  classTypeId: classSessions.classTypeId,
  name: classTypes.name,
  description: classTypes.description,
  level: classTypes.level,
  trainerId: classSessions.trainerId,
  trainerName: personName(trainerUsers),
  roomId: classSessions.roomId,
  roomName: gymRooms.roomName,
  startTime: classSessions.startTime,
  endTime: classSessions.endTime,
  capacity: classSessions.capacity,
  booked: classSessions.bookedCount,
  waitlisted: classSessions.waitlistCount,
  cancelledAt: classSessions.cancelledAt,
};

const selectClasses = (runner: Runner, where: SQL | undefined) =>
  runner
    .select(classColumns)
    .from(classSessions)
    .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
    .innerJoin(gymRooms, eq(gymRooms.id, classSessions.roomId))
    .innerJoin(trainers, eq(trainers.id, classSessions.trainerId))
    .innerJoin(trainerUsers, eq(trainerUsers.id, trainers.userId))
    .where(where)
    .orderBy(asc(classSessions.startTime), asc(classSessions.id));

type ClassRow = Awaited<ReturnType<typeof selectClasses>>[number];
type Mine = { status: 'Booked' | 'Waitlisted'; position: number | null };

const toClass = (row: ClassRow, timeZone: string, mine?: Mine): ClassSession => ({
  id: row.id,
  classTypeId: row.classTypeId,
  name: row.name,
  description: row.description,
  level: row.level,
  trainerId: row.trainerId,
  trainerName: row.trainerName,
  roomId: row.roomId,
  roomName: row.roomName,
  date: zonedParts(row.startTime, timeZone).date,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  capacity: row.capacity,
  booked: row.booked,
  waitlisted: row.waitlisted,
  status: row.cancelledAt ? 'Cancelled' : 'Scheduled',
  myStatus: mine?.status ?? null,
  waitlistPosition: mine?.position ?? null,
});

/**
 * The member's live places in these classes, with their waitlist positions: counted from the queue (`queuedAt`,
 * then id), so they are unique and without gaps whoever left.
 */
async function placesOf(runner: Runner, memberId: number, classIds: number[]): Promise<Map<number, Mine>> {
  if (classIds.length === 0) return new Map();
  const live = await runner
    .select({ classId: classBookings.classSessionId, status: classBookings.status })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.userId, memberId),
        inArray(classBookings.classSessionId, classIds),
        inArray(classBookings.status, ['Booked', 'Waitlisted']),
      ),
    );
  const waiting = live.filter((r) => r.status === 'Waitlisted').map((r) => r.classId);
  const queues = waiting.length
    ? await runner
        .select({ classId: classBookings.classSessionId, userId: classBookings.userId })
        .from(classBookings)
        .where(and(inArray(classBookings.classSessionId, waiting), eq(classBookings.status, 'Waitlisted')))
        .orderBy(asc(classBookings.queuedAt), asc(classBookings.id))
    : [];
  const positionIn = (classId: number) =>
    queues.filter((q) => q.classId === classId).findIndex((q) => q.userId === memberId) + 1;
  return new Map(
    live.map((r) => [
      r.classId,
      { status: r.status as Mine['status'], position: r.status === 'Waitlisted' ? positionIn(r.classId) : null },
    ]),
  );
}

/**
 * `GET /api/classes?from=&to=` (public): the classes starting on those days of the gym's calendar, cancelled ones
 * with their status; a signed-in member reads their own place and waitlist position in each.
 */
export async function listClasses(ctx: AppContext, caller: Caller | null, query: ClassesQuery) {
  const config = await gymConfig(ctx, caller?.seen);
  const timeZone = config.GYM_TIME_ZONE;
  const from = zonedTimeToInstant(query.from, '00:00', timeZone);
  const to = zonedTimeToInstant(addDays(query.to, 1), '00:00', timeZone);
  const rows = await selectClasses(
    ctx.db,
    and(sql`${classSessions.startTime} >= ${from}`, lt(classSessions.startTime, to)),
  );
  const mine =
    caller?.role === 'user'
      ? await placesOf(
          ctx.db,
          caller.id,
          rows.map((r) => r.id),
        )
      : new Map<number, Mine>();
  return rows.map((row) => toClass(row, timeZone, mine.get(row.id)));
}

/**
 * `GET /api/classes?format=csv`: the classes starting on those days of the gym's calendar, cancelled ones with their
 * status, in the timetable's order (start, then id), read `batchSize` at a time after the last one given. Nobody's
 * own place is in it: the file is the timetable as the back office reads it.
 */
export async function* allClasses(
  db: Db,
  query: ClassesQuery,
  timeZone: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ClassSession> {
  const from = zonedTimeToInstant(query.from, '00:00', timeZone);
  const to = zonedTimeToInstant(addDays(query.to, 1), '00:00', timeZone);
  const days = and(sql`${classSessions.startTime} >= ${from}`, lt(classSessions.startTime, to));
  const batches = inBatches<ClassRow>(
    ({ after, limit }) =>
      selectClasses(
        db,
        and(
          days,
          after &&
            sql`(${classSessions.startTime}, ${classSessions.id}) > (${after.startTime.toISOString()}::timestamptz, ${after.id})`,
        ),
      ).limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield* rows.map((row) => toClass(row, timeZone));
}

/**
 * `GET /api/classes/mine?from=&to=` (docs/decisions/032): the caller's own classes on those days, cancelled ones
 * with their status. A member reads the classes they hold a place in or wait for, with `myStatus` and
 * `waitlistPosition`; a trainer the classes they teach.
 */
export async function listMyClasses(ctx: AppContext, caller: Caller, query: ClassesQuery) {
  const config = await gymConfig(ctx, caller.seen);
  const timeZone = config.GYM_TIME_ZONE;
  const from = zonedTimeToInstant(query.from, '00:00', timeZone);
  const to = zonedTimeToInstant(addDays(query.to, 1), '00:00', timeZone);
  const mineOnly =
    caller.role === 'trainer'
      ? eq(trainers.userId, caller.id)
      : exists(
          ctx.db
            .select({ one: sql`1` })
            .from(classBookings)
            .where(
              and(
                eq(classBookings.classSessionId, classSessions.id),
                eq(classBookings.userId, caller.id),
                inArray(classBookings.status, ['Booked', 'Waitlisted']),
              ),
            ),
        );
  const rows = await selectClasses(
    ctx.db,
    and(sql`${classSessions.startTime} >= ${from}`, lt(classSessions.startTime, to), mineOnly),
  );
  const mine =
    caller.role === 'user'
      ? await placesOf(
          ctx.db,
          caller.id,
          rows.map((r) => r.id),
        )
      : new Map<number, Mine>();
  return rows.map((row) => toClass(row, timeZone, mine.get(row.id)));
}

export async function loadClass(runner: Runner, id: number, timeZone: string): Promise<ClassSession> {
  const [row] = await selectClasses(runner, eq(classSessions.id, id));
  if (!row) throw notFound(CLASS_MESSAGES.notFound);
  return toClass(row, timeZone);
}

// One class

/**
 * `PUT /api/classes/{id}`: one date's time, length, trainer, room or capacity, the series untouched. A class that
 * has started or was cancelled is not changed. Raising the capacity promotes from the waitlist at once; lowering it
 * below the places booked is refused (and `class_sessions_booked_check` would refuse it too).
 */
export async function updateClass(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: ClassUpdate,
): Promise<ClassSession> {
  const config = await gymConfig(ctx, caller.seen);
  const timeZone = config.GYM_TIME_ZONE;
  let spans: Span[] = [];
  let target = { trainerId: 0, roomId: 0 };
  let claims = true;
  try {
    await ctx.db.transaction(async (tx) => {
      const cls = await lockClass(tx, id);
      if (cls.cancelledAt) throw conflict(CLASS_MESSAGES.cancelled);
      if (cls.startTime.getTime() <= Date.now()) throw conflict(CLASS_MESSAGES.started);
      const capacity = input.capacity ?? cls.capacity;
      if (capacity < cls.bookedCount)
        throw fieldError(409, 'capacity', CLASS_MESSAGES.capacityBelowBooked(cls.bookedCount));
      target = { trainerId: input.trainerId ?? cls.trainerId, roomId: input.roomId ?? cls.roomId };
      await lockTrainerAndRoom(tx, target.trainerId, target.roomId, capacity, true);

      const moved = input.date !== undefined || input.startTime !== undefined || input.durationMinutes !== undefined;
      const current = zonedParts(cls.startTime, timeZone);
      const minutes =
        input.durationMinutes ?? Math.round((cls.endTime.getTime() - cls.startTime.getTime()) / MINUTE_MS);
      const span = moved
        ? spanOn(config, input.date ?? current.date, input.startTime ?? current.time, minutes)
        : { start: cls.startTime, end: cls.endTime };
      spans = [span];
      // A class left on its trainer and times claims no new hours: time off added over it does not stop other changes.
      claims = moved || target.trainerId !== cls.trainerId;
      const conflicts = await conflictsFor(tx, spans, target.trainerId, target.roomId, id, claims);
      if (conflicts.length) throw conflictsError(conflicts);

      await tx
        .update(classSessions)
        .set({ ...target, startTime: span.start, endTime: span.end, capacity })
        .where(eq(classSessions.id, id));
      if (capacity > cls.bookedCount && cls.waitlistCount > 0)
        await promoteFromWaitlist(tx, config, id, capacity - cls.bookedCount);
    });
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    throw conflictsError(await conflictsFor(ctx.db, spans, target.trainerId, target.roomId, id, claims));
  }
  ctx.mail.nudge();
  return loadClass(ctx.db, id, timeZone);
}

/**
 * `POST /api/classes/{id}/cancel`: the class shows Cancelled, frees its trainer and room (the occupancy trigger),
 * and everyone booked or waitlisted is e-mailed, in the same transaction. Their rows stay as they were, for the
 * history of who was in it.
 */
export async function cancelClass(ctx: AppContext, caller: Caller, id: number): Promise<ClassSession> {
  const config = await gymConfig(ctx, caller.seen);
  await ctx.db.transaction(async (tx) => {
    const cls = await lockClass(tx, id);
    if (cls.cancelledAt) throw conflict(CLASS_MESSAGES.alreadyCancelled);
    if (cls.startTime.getTime() <= Date.now()) throw conflict(CLASS_MESSAGES.started);
    await tx
      .update(classSessions)
      .set({ cancelledAt: new Date(), cancelledBy: caller.id })
      .where(eq(classSessions.id, id));
    await queueClassMails(tx, config, id, await peopleInClass(tx, id), 'cancelled');
  });
  ctx.mail.nudge();
  return loadClass(ctx.db, id, config.GYM_TIME_ZONE);
}

/** `GET /api/classes/{id}/roster`: admin, staff, and the class's own trainer (another trainer 403). */
export async function classRoster(ctx: AppContext, caller: Caller, id: number): Promise<ClassRoster> {
  const [cls] = await ctx.db
    .select({ trainerUserId: trainers.userId })
    .from(classSessions)
    .innerJoin(trainers, eq(trainers.id, classSessions.trainerId))
    .where(eq(classSessions.id, id));
  if (!cls) throw notFound(CLASS_MESSAGES.notFound);
  if (caller.role === 'trainer' && cls.trainerUserId !== caller.id) throw forbidden(CLASS_MESSAGES.notYourClass);
  return rosterOf(ctx.db, id);
}

/**
 * `PUT /api/classes/{id}/attendance` (docs/decisions/032): one booked member's tick, on the class's locked row, by
 * the rule personal sessions follow: admin, staff and the class's own trainer (another trainer 403); a cancelled
 * class is not marked (409); a member is marked attended from the class's day in the gym's zone on, not before
 * (400), and unmarked at any time; only a member holding a place is marked (409: nobody waitlisted, left or
 * unknown). Answers the roster.
 */
export async function recordClassAttendance(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: ClassAttendanceRequest,
): Promise<ClassRoster> {
  const config = await gymConfig(ctx, caller.seen);
  const timeZone = config.GYM_TIME_ZONE;
  await ctx.db.transaction(async (tx) => {
    const cls = await lockClass(tx, id);
    if (caller.role === 'trainer') {
      const [own] = await tx
        .select({ id: trainers.id })
        .from(trainers)
        .where(and(eq(trainers.id, cls.trainerId), eq(trainers.userId, caller.id)));
      if (!own) throw forbidden(CLASS_MESSAGES.notYourClassAttendance);
    }
    if (cls.cancelledAt) throw conflict(CLASS_MESSAGES.cancelled);
    if (input.attended && zonedParts(cls.startTime, timeZone).date > todayIn(timeZone))
      throw fieldError(400, 'attended', CLASS_MESSAGES.attendanceTooEarly);
    const [place] = await tx
      .update(classBookings)
      .set({ attended: input.attended })
      .where(
        and(
          eq(classBookings.classSessionId, id),
          eq(classBookings.userId, input.userId),
          eq(classBookings.status, 'Booked'),
        ),
      )
      .returning({ id: classBookings.id });
    if (!place) throw fieldError(409, 'userId', CLASS_MESSAGES.memberNotBooked);
  });
  return rosterOf(ctx.db, id);
}

/** Who is booked (with their ticks) and who waits, in queue order. */
async function rosterOf(runner: Runner, id: number): Promise<ClassRoster> {
  const rows = await runner
    .select({
      userId: classBookings.userId,
      fullName: personName(users),
      status: classBookings.status,
      attended: classBookings.attended,
    })
    .from(classBookings)
    .innerJoin(users, eq(users.id, classBookings.userId))
    .where(and(eq(classBookings.classSessionId, id), inArray(classBookings.status, ['Booked', 'Waitlisted'])))
    .orderBy(asc(classBookings.queuedAt), asc(classBookings.id));
  return {
    booked: rows
      .filter((r) => r.status === 'Booked')
      .map((r) => ({ userId: r.userId, fullName: r.fullName, attended: r.attended })),
    waitlist: rows
      .filter((r) => r.status === 'Waitlisted')
      .map((r, i) => ({ userId: r.userId, fullName: r.fullName, position: i + 1 })),
  };
}
