import { SUBSCRIPTION_STATUSES } from '@gym/contract';
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Runner } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';
import { scheduleDaily } from '../../lib/jobs.ts';
import { gymConfig } from '../settings/settings.service.ts';

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
      autoRenew: false,
    })
    .from(plans)
    .where(
      and(
        eq(plans.id, subscriptions.planId),
        id === undefined ? undefined : eq(subscriptions.id, id),
        eq(subscriptions.isActive, true),
        eq(subscriptions.autoRenew, true),
        lt(subscriptions.endDate, today),
      ),
    )
    .returning({ id: subscriptions.id });
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
