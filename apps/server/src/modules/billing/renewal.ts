import { SUBSCRIPTION_STATUSES, todayIn } from '@gym/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, Runner } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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
 * `maxMembers`. Renewals run first, so a subscription renewed today is not expired by the same run.
 */
export async function renewDueSubscriptions(db: Db, today: string) {
  return db.transaction(async (tx) => {
    const renewed = await renewDue(tx, today);
    const expired = await tx
      .update(subscriptions)
      .set({ isActive: false, status: SUBSCRIPTION_STATUSES.expired })
      .where(
        and(eq(subscriptions.isActive, true), eq(subscriptions.autoRenew, false), lt(subscriptions.endDate, today)),
      )
      .returning({ id: subscriptions.id });
    return { renewed: renewed.length, expired: expired.length };
  });
}

/**
 * Runs the job when the server is ready and every 24 hours after, on the gym's calendar. The timer does not
 * keep the process alive and stops with the app. A failed run is logged and retried by the next one.
 */
export function scheduleRenewals(app: FastifyInstance, ctx: AppContext) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const result = await renewDueSubscriptions(ctx.db, todayIn(ctx.config.GYM_TIME_ZONE));
      if (result.renewed || result.expired) app.log.info(result, 'subscription renewal job');
    } catch (error) {
      app.log.error({ err: error }, 'subscription renewal job failed');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
