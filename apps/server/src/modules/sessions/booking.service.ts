import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  type BookingInput,
  CANCEL_MESSAGES,
  CLASS_MESSAGES,
  FREEZE_MESSAGES,
  isStaffSide,
  RENEWAL_MESSAGES,
  SESSION_HOURS,
  SESSION_MESSAGES,
  type SessionUpdate,
  TIME_OFF_MESSAGES,
  TIME_PATTERN,
  type TrainingSession,
  todayIn,
  zonedParts,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { constraintName, sqlState, type Tx } from '../../db/client.ts';
import { gymRooms, trainers, trainingSessions } from '../../db/schema/index.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { isTimeOffRefusal, timeOffDuring } from '../time-off/time-off.service.ts';
import { resolveMember } from '../users/member-access.ts';
import {
  assertBookableTime,
  busyColumns,
  clashOf,
  classHolds,
  coveringSubscription,
  isSuspended,
  overlapping,
  placesLeft,
} from './booking-rules.ts';
import { queueSessionMails } from './session-mail.ts';
import { cancelDeadline, loadSession } from './sessions.service.ts';

/**
 * Writing sessions: booking, the staff's edit and cancelling, each in one transaction on locked rows, then the
 * e-mail after the commit. The lists and counts that read them are in `sessions.service.ts`.
 */

const SESSION_MS = SESSION_HOURS * 3_600_000;

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
  // A group class holds the trainer or the room (the occupancy table, docs/decisions/025).
  if (constraint === 'occupancy_trainer_no_overlap') return conflict(BOOKING_MESSAGES.trainerBusy);
  if (constraint === 'occupancy_room_shared_with_class') return conflict(CLASS_MESSAGES.roomHeldByClass);
  // The trainer's time off (docs/decisions/031).
  if (isTimeOffRefusal(error)) return conflict(TIME_OFF_MESSAGES.trainerAway);
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
  const config = await gymConfig(ctx, caller.seen);
  const timeZone = config.GYM_TIME_ZONE;
  const start = startOf(input, timeZone);
  const end = new Date(start.getTime() + SESSION_MS);
  const date = zonedParts(start, timeZone).date;
  assertBookableTime(config, start, end);

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
      // Read under the trainer's lock, which adding time off takes too (docs/decisions/031).
      if ((await timeOffDuring(tx, trainer.id, start, end)).length) throw conflict(TIME_OFF_MESSAGES.trainerAway);

      const [room] = await tx.select().from(gymRooms).where(eq(gymRooms.id, input.roomId)).for('update');
      if (!room) throw fieldError(400, 'roomId', BOOKING_MESSAGES.roomNotFound);
      if (room.roomStatus !== 'Active') throw conflict(BOOKING_MESSAGES.roomInactive);

      const cover = await coveringSubscription(tx, memberId, date, true);
      // A suspended renewal says so (docs/decisions/029), rather than that there is no subscription at all.
      if (!cover)
        throw conflict(
          (await isSuspended(tx, memberId)) ? RENEWAL_MESSAGES.suspended : BOOKING_MESSAGES.noSubscription,
        );
      if (cover.frozen) throw conflict(FREEZE_MESSAGES.sessionFrozen);

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
      const classes = await classHolds(tx, start, end, { trainerId: trainer.id, roomIds: [room.id] });
      const clash = clashOf([...busy, ...classes], { trainerId: trainer.id, memberId }, start, end);
      if (clash === 'trainer') throw conflict(BOOKING_MESSAGES.trainerBusy);
      if (clash === 'member') throw conflict(forSelf ? BOOKING_MESSAGES.youBusy : BOOKING_MESSAGES.memberBusy);
      if (classes.some((c) => c.roomId === room.id)) throw conflict(CLASS_MESSAGES.roomHeldByClass);
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
        await queueSessionMails(tx, config, id);
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
  return loadSession(ctx.db, id, config, caller);
}

/**
 * `PUT /api/TrainingSession/{id}` (spec §5 "Edit Session"; decisions §3). Staff and the admin edit the type (always
 * sent), the member's note (older clients) or the private note, and attendance (left out: not attended, as the
 * spec's form sends it). The session's trainer records attendance and the private note on their own session and
 * nothing else (403 naming the rule). A field left out stays as it is. A cancelled session is not edited (409,
 * docs/decisions/011).
 */
export async function updateSession(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: SessionUpdate,
): Promise<TrainingSession> {
  const config = await gymConfig(ctx, caller.seen);
  const byTrainer = caller.role === 'trainer';
  if (byTrainer && (input.sessionType !== undefined || input.notes !== undefined))
    throw forbidden(SESSION_MESSAGES.trainerFieldsOnly);
  if (!byTrainer && input.sessionType === undefined)
    throw fieldError(400, 'sessionType', SESSION_MESSAGES.typeRequired);
  await ctx.db.transaction(async (tx) => {
    const session = await lockForEdit(tx, caller, id, config.GYM_TIME_ZONE, input.attendanceStatus);
    await tx
      .update(trainingSessions)
      .set({
        sessionType: input.sessionType,
        notes: input.notes,
        staffNotes: input.staffNotes,
        attendanceStatus: input.attendanceStatus ?? (byTrainer ? session.attendanceStatus : false),
      })
      .where(eq(trainingSessions.id, id));
  });
  return loadSession(ctx.db, id, config, caller);
}

/** `PUT /api/TrainingSession/{id}/attendance`: a register's tick (admin, staff, the session's own trainer). */
export async function recordAttendance(
  ctx: AppContext,
  caller: Caller,
  id: number,
  attended: boolean,
): Promise<TrainingSession> {
  const config = await gymConfig(ctx, caller.seen);
  await ctx.db.transaction(async (tx) => {
    await lockForEdit(tx, caller, id, config.GYM_TIME_ZONE, attended);
    await tx.update(trainingSessions).set({ attendanceStatus: attended }).where(eq(trainingSessions.id, id));
  });
  return loadSession(ctx.db, id, config, caller);
}

/**
 * The session about to be edited, locked: it exists (404), a trainer edits only their own (403), a cancelled one is
 * not edited (409), and attendance is a fact about a session that has happened, recorded from its day in the gym's
 * zone, not before (400).
 */
async function lockForEdit(tx: Tx, caller: Caller, id: number, timeZone: string, attended: boolean | undefined) {
  const [session] = await tx
    .select({
      startTime: trainingSessions.startTime,
      cancelledAt: trainingSessions.cancelledAt,
      attendanceStatus: trainingSessions.attendanceStatus,
      trainerUserId: trainers.userId,
    })
    .from(trainingSessions)
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .where(eq(trainingSessions.id, id))
    .for('update', { of: trainingSessions });
  if (!session) throw notFound(SESSION_MESSAGES.notFound);
  if (caller.role === 'trainer' && session.trainerUserId !== caller.id) throw forbidden(AUTH_MESSAGES.forbidden);
  if (session.cancelledAt) throw conflict(CANCEL_MESSAGES.notEditable);
  if (attended && zonedParts(session.startTime, timeZone).date > todayIn(timeZone))
    throw fieldError(400, 'attendanceStatus', SESSION_MESSAGES.attendanceTooEarly);
  return session;
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
  const config = await gymConfig(ctx, caller.seen);
  const hours = config.CANCEL_CUTOFF_HOURS;
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
    await queueSessionMails(tx, config, id);
  });
  ctx.mail.nudge();
  return loadSession(ctx.db, id, config, caller);
}
