import { addDays, SUBSCRIPTION_STATUSES } from '@gym/contract';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Runner, Tx } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema/index.ts';
import { scheduleDaily } from '../../lib/jobs.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { gymConfig } from '../settings/settings.service.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The renewal rule (decisions §3), the one definition that `PUT /api/subscription/{id}` and the daily job use.
 * Due: active, auto-renew on, end date before `today` (the end date itself is still a day of membership). A due
 * subscription moves on by one term, start = old end and end = old end + the plan's duration, and auto-renew
 * goes off, so renewing twice renews once: the second update finds nothing due. One statement, so the row lock
 * it takes makes concurrent renewals of one subscription queue, and the later one re-reads it as not due.
 * `id` renews that subscription only; without it, every due one. Answers the ids it renewed.
 */
export async function renewDue(runner: Runner, today: string, id?: number) {
  return runner
    .update(subscriptions)
    .set({
      startDate: sql`${subscriptions.endDate}`,
      endDate: sql`${subscriptions.endDate} + ${plans.durationInDays}`,
      // A card renewal goes on to the next term; a prepaid one was one term (docs/decisions/029).
      autoRenew: sql`${subscriptions.renewalCardPaymentId} is not null`,
    })
    .from(plans)
    .where(
      and(
        eq(plans.id, subscriptions.planId),
        id === undefined ? undefined : eq(subscriptions.id, id),
        eq(subscriptions.isActive, true),
        eq(subscriptions.autoRenew, true),
        lt(subscriptions.endDate, today),
        or(isNull(subscriptions.renewalCardPaymentId), nextTermCharged()),
      ),
    )
    .returning({ id: subscriptions.id });
}

/**
 * A renewal by card is due only once its charge went through (docs/decisions/029): a completed renewal payment of
 * the term that ends on the subscription's end date. Unpaid, the dunning job takes it (dunning.ts).
 */
export const nextTermCharged = () =>
  sql`exists (select 1 from ${payments} where ${payments.subscriptionId} = ${subscriptions.id} and ${payments.checkoutKind} = 'renewal' and ${payments.renewalOf} = ${subscriptions.endDate} and ${payments.status} in ('Completed', 'Partly refunded'))`;

/** The states a renewal charge may still put back to Active (decisions §3: "a success at any point"). */
const RENEWABLE: readonly string[] = [
  SUBSCRIPTION_STATUSES.active,
  SUBSCRIPTION_STATUSES.pastDue,
  SUBSCRIPTION_STATUSES.suspended,
];

/**
 * A renewal payment completed (completion.ts), in its transaction: a charge of the saved card, or the checkout a
 * card-update link opened. It pays the term after the one ending on `renewalOf`; a subscription that moved on or
 * ended meanwhile leaves it completed and unused, for the desk to refund. A card the checkout saved pays the next
 * terms. Before the end date nothing else changes: the daily renewal moves the dates once the term ends
 * (`renewDue`). After it, the renewal runs now: Past due (the member kept access) continues from the end date;
 * Suspended (no access) starts a full term today. Either way the subscription is Active again.
 */
export async function applyRenewalPayment(tx: Tx, payment: PaymentRow, today: string) {
  if (payment.subscriptionId === null || payment.renewalOf === null) return;
  const [row] = await tx
    .select({ sub: subscriptions, durationInDays: plans.durationInDays })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, payment.subscriptionId))
    .for('update', { of: subscriptions });
  if (!row || row.sub.endDate !== payment.renewalOf || !RENEWABLE.includes(row.sub.status)) return;
  const { sub, durationInDays } = row;
  const savedCard = payment.renewalAttempt === null && payment.savedCardRef && payment.providerCustomerRef;
  const due = sub.endDate < today;
  const start = sub.status === SUBSCRIPTION_STATUSES.suspended ? today : sub.endDate;
  await tx
    .update(subscriptions)
    .set({
      autoRenew: true,
      ...(savedCard ? { renewalCardPaymentId: payment.id } : {}),
      ...(due
        ? {
            startDate: start,
            endDate: addDays(start, durationInDays),
            status: SUBSCRIPTION_STATUSES.active,
            isActive: true,
          }
        : {}),
    })
    .where(eq(subscriptions.id, sub.id));
  await tx.update(payments).set({ usedAt: new Date() }).where(eq(payments.id, payment.id));
  await appendAudit(tx, {
    actorId: null,
    action: 'renewal.charged',
    subject: { type: 'subscription', id: sub.id },
    before: { status: sub.status, startDate: sub.startDate, endDate: sub.endDate },
    after: due
      ? {
          status: SUBSCRIPTION_STATUSES.active,
          startDate: start,
          endDate: addDays(start, durationInDays),
          paymentId: payment.id,
        }
      : { status: sub.status, paidTermFrom: sub.endDate, paymentId: payment.id },
  });
}

/**
 * The daily job (decisions §1): renews every due subscription (renewDue) and retires every one that ran out:
 * active, auto-renew off, end date before `today`. That one becomes inactive with status Expired, which frees
 * the member to buy the plan again (one active subscription per plan) and frees its place in a plan with
 * `maxMembers`. Renewals run first, so a subscription renewed today is not expired by the same run (unless even
 * its new term ended before today). Runs in one transaction of its own, or inside the caller's (the job's).
 */
export async function renewDueSubscriptions(runner: Runner, today: string) {
  return runner.transaction(async (tx) => {
    const renewed = await renewDue(tx, today);
    const expired = await tx
      .update(subscriptions)
      .set({ isActive: false, status: SUBSCRIPTION_STATUSES.expired })
      .where(
        and(eq(subscriptions.isActive, true), eq(subscriptions.autoRenew, false), lt(subscriptions.endDate, today)),
      )
      .returning({ id: subscriptions.id });
    // A plan bought while another ran (decisions §3) starts on its day.
    const started = await tx
      .update(subscriptions)
      .set({ isActive: true, status: SUBSCRIPTION_STATUSES.active })
      .where(and(eq(subscriptions.status, SUBSCRIPTION_STATUSES.scheduled), lte(subscriptions.startDate, today)))
      .returning({ id: subscriptions.id });
    return { renewed: renewed.length, expired: expired.length, started: started.length };
  });
}

/** The job's name in `job_runs`. */
export const RENEWAL_JOB = 'subscription-renewal';

/**
 * Schedules the job once a day across every app instance on this database (`scheduleDaily` in `lib/jobs.ts`):
 * it runs when the server starts and the gym's day has no run yet, and is checked again every hour.
 */
export function scheduleRenewals(app: FastifyInstance, ctx: AppContext) {
  scheduleDaily(app, {
    db: ctx.db,
    job: RENEWAL_JOB,
    timeZone: async () => (await gymConfig(ctx)).GYM_TIME_ZONE,
    work: (tx, today) => renewDueSubscriptions(tx, today),
  });
}
