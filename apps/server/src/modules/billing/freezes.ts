import {
  AUTH_MESSAGES,
  addDays,
  BILLING_MESSAGES,
  FREEZE_MESSAGES,
  type FreezeInput,
  type FreezeRules,
  type FrozenBooking,
  freezeDays,
  isStaffSide,
  type Language,
  SUBSCRIPTION_STATUSES,
  type SubscriptionRow,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Runner, Tx } from '../../db/client.ts';
import {
  classBookings,
  classSessions,
  classTypes,
  subscriptionFreezes,
  subscriptions,
  trainers,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { scheduleDaily } from '../../lib/jobs.ts';
import { letterHtml } from '../../lib/mail-layout.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { lockClass, promoteFromWaitlist } from '../classes/places.ts';
import { isBooked } from '../sessions/booking-rules.ts';
import { cancelComingSessions, queueCancellationMails } from '../sessions/cancellation.ts';
import { sessionStart, translatorFor } from '../sessions/session-mail.ts';
import { freezeRulesOf, gymConfig } from '../settings/settings.service.ts';
import { personName } from '../users/account-scopes.ts';
import { RUNNING_STATUSES, renewalKind } from './renewal-kind.ts';
import { rowById } from './subscriptions.service.ts';

/**
 * A membership's life (decisions §3, docs/decisions/028): stopping a renewal, freezing a plan and ending a freeze.
 * Each change runs in one transaction that locks the member's row first (as bookings do, so a booking and a freeze
 * of the same member queue), then the subscription's row.
 *
 * The Frozen rule, kept apart from the other states: a subscription is Frozen (and not `isActive`) while the gym's
 * today lies within `frozen_from`..`frozen_until`. The freeze call sets it when the freeze starts today, the daily
 * `subscription-freezes` job moves plans in and out of it, and ending a freeze sets it back. What refuses bookings
 * and check-ins reads the freeze's dates, never the status, so a job that has not run yet cannot let anyone in.
 */

/** The member's row, then the subscription's, locked; a member may touch only their own (403). */
async function lockOwn(tx: Tx, caller: Caller, id: number) {
  const [owner] = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, id));
  if (!owner) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
  if (!isStaffSide(caller.role) && owner.userId !== caller.id) throw forbidden(AUTH_MESSAGES.forbidden);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('no key update');
  const [sub] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      status: subscriptions.status,
      autoRenew: subscriptions.autoRenew,
      frozenFrom: subscriptions.frozenFrom,
      frozenUntil: subscriptions.frozenUntil,
      renewal: renewalKind,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update');
  if (!sub) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
  return sub;
}

const audited = (s: { endDate: string; status: string; frozenFrom: string | null; frozenUntil: string | null }) => ({
  endDate: s.endDate,
  status: s.status,
  frozenFrom: s.frozenFrom,
  frozenUntil: s.frozenUntil,
});

/**
 * `POST /api/subscription/{id}/cancel-renewal` (own, admin, staff): a renewal by card goes off and the plan runs
 * to its end date. A next term already paid is not dropped silently: 409 (decisions §3). A renewal already off
 * answers the subscription unchanged.
 */
export async function cancelRenewal(
  ctx: AppContext,
  caller: Caller,
  id: number,
  reason: string | null,
): Promise<SubscriptionRow> {
  return ctx.db.transaction(async (tx) => {
    const sub = await lockOwn(tx, caller, id);
    if (!sub.autoRenew) return rowById(tx, id);
    if (!(RUNNING_STATUSES as readonly string[]).includes(sub.status)) throw conflict(FREEZE_MESSAGES.renewalEnded);
    if (sub.renewal === 'prepaid') throw conflict(FREEZE_MESSAGES.nextTermPaid);
    await tx.update(subscriptions).set({ autoRenew: false }).where(eq(subscriptions.id, id));
    await appendAudit(tx, {
      actorId: caller.id,
      action: 'subscription.renewalStopped',
      subject: { type: 'subscription', id },
      before: { renewal: sub.renewal, endDate: sub.endDate },
      after: { renewal: 'none', endDate: sub.endDate, reason },
    });
    return rowById(tx, id);
  });
}

/** The instant the gym day `date` starts. */
const dayStart = (date: string, timeZone: string) => zonedTimeToInstant(date, '00:00', timeZone);

/** The member's coming bookings from `from` to `to` (gym days, both included): sessions and class places. */
async function bookingsWithin(tx: Runner, memberId: number, from: string, to: string, timeZone: string, now: Date) {
  const start = new Date(Math.max(dayStart(from, timeZone).getTime(), now.getTime()));
  const end = dayStart(addDays(to, 1), timeZone);
  const sessionTrainers = alias(users, 'freeze_session_trainer');
  const sessions = await tx
    .select({
      id: trainingSessions.id,
      startTime: trainingSessions.startTime,
      endTime: trainingSessions.endTime,
      title: personName(sessionTrainers),
    })
    .from(trainingSessions)
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .innerJoin(sessionTrainers, eq(sessionTrainers.id, trainers.userId))
    .where(
      and(
        eq(trainingSessions.userId, memberId),
        isBooked(),
        gt(trainingSessions.startTime, start),
        lt(trainingSessions.startTime, end),
      ),
    );
  const classes = await tx
    .select({
      id: classSessions.id,
      bookingId: classBookings.id,
      status: classBookings.status,
      startTime: classSessions.startTime,
      endTime: classSessions.endTime,
      title: classTypes.name,
    })
    .from(classBookings)
    .innerJoin(classSessions, eq(classSessions.id, classBookings.classSessionId))
    .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
    .where(
      and(
        eq(classBookings.userId, memberId),
        inArray(classBookings.status, ['Booked', 'Waitlisted']),
        isNull(classSessions.cancelledAt),
        gt(classSessions.startTime, start),
        lt(classSessions.startTime, end),
      ),
    );
  const listed: FrozenBooking[] = [
    ...sessions.map((s) => ({
      kind: 'session' as const,
      id: s.id,
      title: s.title,
      startTime: s.startTime,
      endTime: s.endTime,
    })),
    ...classes.map((c) => ({
      kind: 'class' as const,
      id: c.id,
      title: c.title,
      startTime: c.startTime,
      endTime: c.endTime,
    })),
  ]
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
    .map((b) => ({ ...b, startTime: b.startTime.toISOString(), endTime: b.endTime.toISOString() }));
  return { sessions, classes, listed };
}

/** The member's own freeze rules (admin and staff are not held to them). Throws the first broken one. */
async function assertMemberRules(tx: Runner, rules: FreezeRules, memberId: number, today: string, input: FreezeInput) {
  const earliest = addDays(today, rules.noticeDays);
  if (input.startDate < earliest) throw fieldError(400, 'startDate', FREEZE_MESSAGES.startTooSoon(earliest));
  const days = freezeDays(input.startDate, input.endDate);
  if (days < rules.minDays) throw fieldError(400, 'endDate', FREEZE_MESSAGES.tooShort(rules.minDays));
  if (days > rules.maxDays) throw fieldError(400, 'endDate', FREEZE_MESSAGES.tooLong(rules.maxDays));
  const year = input.startDate.slice(0, 4);
  const [used] = await tx
    .select({
      days: sql<number>`coalesce(sum(${subscriptionFreezes.endDate} - ${subscriptionFreezes.startDate} + 1), 0)::int`,
    })
    .from(subscriptionFreezes)
    .where(
      and(
        eq(subscriptionFreezes.userId, memberId),
        gte(subscriptionFreezes.startDate, `${year}-01-01`),
        lte(subscriptionFreezes.startDate, `${year}-12-31`),
      ),
    );
  const left = Math.max(0, rules.daysPerYear - (used?.days ?? 0));
  if (days > left) throw conflict(FREEZE_MESSAGES.yearUsedUp(rules.daysPerYear, left, year));
}

/**
 * Moves the member's plans queued after `after` (Scheduled, decisions §3: they start the day after the running one
 * ends) on by `days`, so they still start the day after it when a freeze moves its end.
 */
async function shiftQueued(tx: Tx, memberId: number, subscriptionId: number, after: string, days: number) {
  if (days === 0) return;
  await tx
    .update(subscriptions)
    .set({
      startDate: sql`${subscriptions.startDate} + ${days}::int`,
      endDate: sql`${subscriptions.endDate} + ${days}::int`,
    })
    .where(
      and(
        eq(subscriptions.userId, memberId),
        ne(subscriptions.id, subscriptionId),
        eq(subscriptions.status, SUBSCRIPTION_STATUSES.scheduled),
        gt(subscriptions.startDate, after),
      ),
    );
}

/**
 * `POST /api/subscription/{id}/freeze`: a running plan (Active) is frozen from `startDate` to `endDate`, both
 * included, and its end date moves on by those days. A member freezes their own plan within the gym's rules; admin
 * and staff any plan from today on. Bookings inside the freeze answer 409 listing them; with `confirm: true` they
 * are cancelled, the member (and each session's trainer) told by e-mail, and freed class places go to the waitlist.
 */
export async function freezeSubscription(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: FreezeInput,
): Promise<SubscriptionRow> {
  const config = await gymConfig(ctx, caller.seen);
  const timeZone = config.GYM_TIME_ZONE;
  const today = todayIn(timeZone);
  const now = new Date();
  const staffSide = isStaffSide(caller.role);
  const result = await ctx.db.transaction(async (tx) => {
    const sub = await lockOwn(tx, caller, id);
    if (sub.frozenFrom !== null && sub.frozenUntil !== null && sub.frozenUntil >= today)
      throw conflict(FREEZE_MESSAGES.alreadyFrozen);
    if (sub.status !== SUBSCRIPTION_STATUSES.active) throw conflict(FREEZE_MESSAGES.notRunning);
    if (input.startDate < today) throw fieldError(400, 'startDate', FREEZE_MESSAGES.startInPast);
    if (input.startDate < sub.startDate || input.startDate > sub.endDate)
      throw fieldError(400, 'startDate', FREEZE_MESSAGES.outsideTerm);
    if (!staffSide) await assertMemberRules(tx, freezeRulesOf(config.settings), sub.userId, today, input);

    const found = await bookingsWithin(tx, sub.userId, input.startDate, input.endDate, timeZone, now);
    if (found.listed.length > 0 && input.confirm !== true) {
      const message = staffSide ? FREEZE_MESSAGES.memberBookingsInFreeze : FREEZE_MESSAGES.bookingsInFreeze;
      throw new AppError(409, message, undefined, { bookings: found.listed });
    }

    const days = freezeDays(input.startDate, input.endDate);
    const startsNow = input.startDate <= today;
    const after = {
      endDate: addDays(sub.endDate, days),
      frozenFrom: input.startDate,
      frozenUntil: input.endDate,
      ...(startsNow ? { status: SUBSCRIPTION_STATUSES.frozen, isActive: false } : {}),
    };
    await tx.update(subscriptions).set(after).where(eq(subscriptions.id, id));
    await shiftQueued(tx, sub.userId, id, sub.endDate, days);
    await tx.insert(subscriptionFreezes).values({
      subscriptionId: id,
      userId: sub.userId,
      startDate: input.startDate,
      endDate: input.endDate,
      reason: input.reason,
      createdBy: caller.id,
    });

    const cancelledSessions =
      found.sessions.length > 0
        ? await cancelComingSessions(
            tx,
            inArray(
              trainingSessions.id,
              found.sessions.map((s) => s.id),
            ),
            now,
          )
        : [];
    const cancelledClasses: typeof found.classes = [];
    for (const c of found.classes.toSorted((a, b) => a.id - b.id)) {
      await lockClass(tx, c.id);
      const left = await tx
        .update(classBookings)
        .set({ status: 'Cancelled', cancelledAt: now, late: false })
        .where(and(eq(classBookings.id, c.bookingId), inArray(classBookings.status, ['Booked', 'Waitlisted'])))
        .returning({ id: classBookings.id });
      if (left.length === 0) continue;
      cancelledClasses.push(c);
      if (c.status === 'Booked') await promoteFromWaitlist(tx, config, c.id, 1);
    }
    if (cancelledSessions.length > 0) {
      await queueCancellationMails(tx, config, cancelledSessions, { trainer: trainerLetter(input) });
    }
    if (cancelledSessions.length + cancelledClasses.length > 0) {
      await queueMemberNotice(tx, config, sub.userId, input, [
        ...cancelledSessions.map((s) => ({ startTime: s.startTime, title: s.trainer.name, kind: 'session' as const })),
        ...cancelledClasses.map((c) => ({ startTime: c.startTime, title: c.title, kind: 'class' as const })),
      ]);
    }
    if (staffSide) {
      await appendAudit(tx, {
        actorId: caller.id,
        action: 'subscription.frozen',
        subject: { type: 'subscription', id },
        before: audited(sub),
        after: {
          ...audited({ ...sub, ...after }),
          cancelledBookings: cancelledSessions.length + cancelledClasses.length,
        },
      });
    }
    return { row: await rowById(tx, id), mailed: cancelledSessions.length + cancelledClasses.length > 0 };
  });
  if (result.mailed) ctx.mail.nudge();
  return result.row;
}

/**
 * `DELETE /api/subscription/{id}/freeze`: the freeze ends today (the member may come in today) or, not started yet,
 * is dropped. The end date moves back by the days not used, and plans queued after it with it.
 */
export async function endFreeze(ctx: AppContext, caller: Caller, id: number): Promise<SubscriptionRow> {
  const today = todayIn((await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);
  return ctx.db.transaction(async (tx) => {
    const sub = await lockOwn(tx, caller, id);
    if (sub.frozenFrom === null || sub.frozenUntil === null || sub.frozenUntil < today)
      throw conflict(FREEZE_MESSAGES.notFrozen);
    const usedUntil = addDays(today, -1);
    const started = sub.frozenFrom <= usedUntil;
    const unused = freezeDays(started ? today : sub.frozenFrom, sub.frozenUntil);
    const after = {
      endDate: addDays(sub.endDate, -unused),
      frozenFrom: null,
      frozenUntil: null,
      ...(sub.status === SUBSCRIPTION_STATUSES.frozen ? { status: SUBSCRIPTION_STATUSES.active, isActive: true } : {}),
    };
    await tx.update(subscriptions).set(after).where(eq(subscriptions.id, id));
    await shiftQueued(tx, sub.userId, id, sub.endDate, -unused);
    const freezeRow = and(
      eq(subscriptionFreezes.subscriptionId, id),
      eq(subscriptionFreezes.startDate, sub.frozenFrom),
      eq(subscriptionFreezes.endDate, sub.frozenUntil),
    );
    if (started) {
      await tx.update(subscriptionFreezes).set({ endDate: usedUntil, endedEarlyAt: new Date() }).where(freezeRow);
    } else {
      await tx.delete(subscriptionFreezes).where(freezeRow);
    }
    if (isStaffSide(caller.role)) {
      await appendAudit(tx, {
        actorId: caller.id,
        action: 'subscription.unfrozen',
        subject: { type: 'subscription', id },
        before: audited(sub),
        after: audited({ ...sub, ...after }),
      });
    }
    return rowById(tx, id);
  });
}

/** What a trainer reads when a member's freeze cancels their sessions with them. */
function trainerLetter(input: FreezeInput): Parameters<typeof queueCancellationMails>[3]['trainer'] & object {
  return {
    subject: (count, t) =>
      t('{count, plural, one {A training session is cancelled} other {Training sessions are cancelled}}', { count }),
    reason: (count, timeZone, t) =>
      t(
        'A member has frozen their membership from {from} to {to}, so {count, plural, one {this session is} other {these sessions are}} cancelled (times in {zone}):',
        { from: input.startDate, to: input.endDate, count, zone: timeZone },
      ),
    detail: (s, t) => t(' with {name}', { name: s.member.name }),
    closing: (t) => t('The member has been told by e-mail.'),
  };
}

/** The member's e-mail: the freeze and the bookings it cancelled, in their language. */
async function queueMemberNotice(
  tx: Tx,
  config: Awaited<ReturnType<typeof gymConfig>>,
  memberId: number,
  input: FreezeInput,
  cancelled: { startTime: Date; title: string; kind: 'session' | 'class' }[],
) {
  const [member] = await tx
    .select({ email: users.email, name: personName(users), language: users.language })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member) return;
  const language = member.language as Language;
  const t = translatorFor(language);
  const ordered = cancelled.toSorted((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const when = (s: (typeof ordered)[number]) => sessionStart(s.startTime, config.GYM_TIME_ZONE, language);
  const what = (s: (typeof ordered)[number]) =>
    s.kind === 'class' ? s.title : t('Training session with {name}', { name: s.title });
  const greeting = t('Hello {name},', { name: member.name });
  const reason = t(
    'Your membership is frozen from {from} to {to}, so {count, plural, one {this booking is} other {these bookings are}} cancelled (times in {zone}):',
    { from: input.startDate, to: input.endDate, count: ordered.length, zone: config.GYM_TIME_ZONE },
  );
  const closing = t('You can book again for any day after the freeze.');
  await queueMail(tx, [
    {
      to: member.email,
      subject: t('{count, plural, one {Your booking is cancelled} other {Your bookings are cancelled}}', {
        count: ordered.length,
      }),
      text: [
        greeting,
        '',
        reason,
        ...ordered.map((s) => `- ${when(s)}: ${what(s)}`),
        '',
        closing,
        '',
        config.GYM_NAME,
      ].join('\n'),
      html: letterHtml({
        gym: config.GYM_NAME,
        language,
        greeting,
        intro: [reason],
        details: ordered.map((s) => [when(s), what(s)] as const),
        outro: [closing],
      }),
    },
  ]);
}

/**
 * The Frozen rule for day `today` (the daily job): plans whose freeze has begun become Frozen, plans whose freeze is
 * over become Active again and drop its dates. Idempotent: a second run finds nothing to move.
 */
export async function applyFreezes(runner: Runner, today: string) {
  const frozen = await runner
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUSES.frozen, isActive: false })
    .where(
      and(
        eq(subscriptions.status, SUBSCRIPTION_STATUSES.active),
        lte(subscriptions.frozenFrom, today),
        gte(subscriptions.frozenUntil, today),
      ),
    )
    .returning({ id: subscriptions.id });
  const thawed = await runner
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUSES.active, isActive: true, frozenFrom: null, frozenUntil: null })
    .where(and(eq(subscriptions.status, SUBSCRIPTION_STATUSES.frozen), lt(subscriptions.frozenUntil, today)))
    .returning({ id: subscriptions.id });
  // A freeze over while the plan was not Frozen (ended on a day the job did not run): its dates go.
  await runner
    .update(subscriptions)
    .set({ frozenFrom: null, frozenUntil: null })
    .where(and(isNotNull(subscriptions.frozenUntil), lt(subscriptions.frozenUntil, today)));
  return { frozen: frozen.length, thawed: thawed.length };
}

/** The job's name in `job_runs`. */
export const FREEZE_JOB = 'subscription-freezes';

/** Runs the Frozen rule once a day across every instance (`scheduleDaily`, lib/jobs.ts). */
export function scheduleFreezes(app: FastifyInstance, ctx: AppContext) {
  scheduleDaily(app, {
    db: ctx.db,
    job: FREEZE_JOB,
    timeZone: async () => (await gymConfig(ctx)).GYM_TIME_ZONE,
    work: (tx, today) => applyFreezes(tx, today),
  });
}
