import {
  CLASS_MESSAGES,
  type ClassBooked,
  type ClassLeft,
  type ClassRefusal,
  FREEZE_MESSAGES,
  isStaffSide,
  RENEWAL_MESSAGES,
  zonedParts,
} from '@gym/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sqlState, type Tx } from '../../db/client.ts';
import { classBookings, classSessions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { classPlanCovering, isSuspended } from '../sessions/booking-rules.ts';
import type { SessionMailConfig } from '../sessions/session-mail.ts';
import { cancelDeadline } from '../sessions/sessions.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { resolveMember } from '../users/member-access.ts';
import { queueClassMails } from './class-mail.ts';

/**
 * A place in a class and its waitlist (docs/decisions/025). Every change runs in one transaction that first locks
 * the member's row, then the class's row, in that order: bookings, leaves and promotions of one class queue behind
 * one another, so at most `capacity` are ever Booked, and a freed place goes to exactly one waitlisted member. The
 * class's counters are kept by a trigger whose check (`booked_count <= capacity`) is the database's own last word.
 * Waitlist positions are counted from the queue's order, so they are unique and without gaps by construction.
 */

/** A refusal the booking screen tells apart: 409 `{ message, reason }`. */
const refused = (reason: ClassRefusal, message: string) => new AppError(409, message, undefined, { reason });

/** Deadlocks and serialisation failures left nothing behind: safe to try again. */
const RETRYABLE = new Set(['40P01', '40001']);
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!RETRYABLE.has(sqlState(error) ?? '') || attempt >= 3) throw error;
    }
  }
}

/** The class row, locked for the rest of the transaction: every change to it or its places queues here. */
export async function lockClass(tx: Tx, id: number) {
  const [row] = await tx.select().from(classSessions).where(eq(classSessions.id, id)).for('update');
  if (!row) throw notFound(CLASS_MESSAGES.notFound);
  return row;
}

/** The member's live row in the class (Booked or Waitlisted), locked. */
async function liveRow(tx: Tx, classId: number, memberId: number) {
  const [row] = await tx
    .select()
    .from(classBookings)
    .where(
      and(
        eq(classBookings.classSessionId, classId),
        eq(classBookings.userId, memberId),
        inArray(classBookings.status, ['Booked', 'Waitlisted']),
      ),
    )
    .for('update');
  return row;
}

/**
 * Moves the first `count` waitlisted members of the class into places, in queue order, and queues their "You're
 * in" e-mails. The caller holds the class's lock and has checked that the places are free.
 */
export async function promoteFromWaitlist(tx: Tx, config: SessionMailConfig, classId: number, count: number) {
  if (count <= 0) return [];
  const first = await tx
    .select({ id: classBookings.id, userId: classBookings.userId })
    .from(classBookings)
    .where(and(eq(classBookings.classSessionId, classId), eq(classBookings.status, 'Waitlisted')))
    .orderBy(asc(classBookings.queuedAt), asc(classBookings.id))
    .limit(count)
    .for('update');
  if (first.length === 0) return [];
  await tx
    .update(classBookings)
    .set({ status: 'Booked' })
    .where(
      inArray(
        classBookings.id,
        first.map((r) => r.id),
      ),
    );
  const promoted = first.map((r) => r.userId);
  await queueClassMails(tx, config, classId, promoted, 'promoted');
  return promoted;
}

/**
 * `POST /api/classes/{id}/book`: a place when one is free, else the end of the waitlist (201 either way); a
 * waitlisted member who books when a place is free takes it. Needs a plan running on the class's day that includes
 * group classes; a class that has started or was cancelled is refused with its reason.
 */
export async function bookClass(
  ctx: AppContext,
  caller: Caller,
  classId: number,
  requested: number | undefined,
): Promise<ClassBooked> {
  const config = await gymConfig(ctx, caller.seen);
  const forSelf = !isStaffSide(caller.role);
  const answer = await withRetry(() =>
    ctx.db.transaction(async (tx): Promise<ClassBooked> => {
      const memberId = await resolveMember(tx, caller, requested, { purpose: 'booking', lock: true });
      const cls = await lockClass(tx, classId);
      if (cls.cancelledAt) throw refused('cancelled', CLASS_MESSAGES.cancelled);
      if (cls.startTime.getTime() <= Date.now()) throw refused('started', CLASS_MESSAGES.started);
      const mine = await liveRow(tx, classId, memberId);
      if (mine?.status === 'Booked')
        throw refused('already-booked', forSelf ? CLASS_MESSAGES.alreadyBooked : CLASS_MESSAGES.memberAlreadyBooked);
      const date = zonedParts(cls.startTime, config.GYM_TIME_ZONE).date;
      const plan = await classPlanCovering(tx, memberId, date, true);
      if (!plan) {
        // An unpaid renewal past its grace says so, as booking a session does (docs/decisions/029).
        if (await isSuspended(tx, memberId)) throw refused('past-due', RENEWAL_MESSAGES.suspended);
        throw refused('no-eligible-plan', CLASS_MESSAGES.noEligiblePlan);
      }
      if (plan.frozen) throw refused('frozen', FREEZE_MESSAGES.classFrozen);

      const free = cls.bookedCount < cls.capacity;
      if (mine) {
        if (!free)
          throw refused(
            'already-waitlisted',
            forSelf ? CLASS_MESSAGES.alreadyWaitlisted : CLASS_MESSAGES.memberAlreadyWaitlisted,
          );
        await tx.update(classBookings).set({ status: 'Booked' }).where(eq(classBookings.id, mine.id));
      } else {
        await tx.insert(classBookings).values({
          classSessionId: classId,
          userId: memberId,
          status: free ? 'Booked' : 'Waitlisted',
          queuedAt: new Date(),
        });
      }
      if (!free) return { status: 'Waitlisted', position: cls.waitlistCount + 1 };
      await queueClassMails(tx, config, classId, [memberId], 'booked');
      return { status: 'Booked' };
    }),
  );
  if (answer.status === 'Booked') ctx.mail.nudge();
  return answer;
}

/**
 * `POST /api/classes/{id}/leave`: the member's place or waitlist spot is given up (the row stays, Cancelled). A
 * place left before the cut-off (CANCEL_CUTOFF_HOURS, as for personal sessions) goes at once to the first on the
 * waitlist, e-mailed; after it, `late` is true, nobody is promoted and the place is open to whoever books first.
 */
export async function leaveClass(
  ctx: AppContext,
  caller: Caller,
  classId: number,
  requested: number | undefined,
): Promise<ClassLeft> {
  const config = await gymConfig(ctx, caller.seen);
  const forSelf = !isStaffSide(caller.role);
  const now = new Date();
  const answer = await withRetry(() =>
    ctx.db.transaction(async (tx): Promise<ClassLeft> => {
      const memberId = await resolveMember(tx, caller, requested, { purpose: 'booking', lock: true });
      const cls = await lockClass(tx, classId);
      if (cls.cancelledAt) throw refused('cancelled', CLASS_MESSAGES.cancelled);
      if (cls.startTime.getTime() <= now.getTime()) throw refused('started', CLASS_MESSAGES.started);
      const mine = await liveRow(tx, classId, memberId);
      if (!mine) throw new AppError(409, forSelf ? CLASS_MESSAGES.notBooked : CLASS_MESSAGES.memberNotBooked);
      const late = now >= cancelDeadline(cls.startTime, config.CANCEL_CUTOFF_HOURS);
      await tx
        .update(classBookings)
        .set({ status: 'Cancelled', cancelledAt: now, late: mine.status === 'Booked' && late })
        .where(eq(classBookings.id, mine.id));
      if (mine.status === 'Booked' && !late) await promoteFromWaitlist(tx, config, classId, 1);
      return { status: 'Cancelled', late: mine.status === 'Booked' && late };
    }),
  );
  ctx.mail.nudge();
  return answer;
}
