import { type CheckinMembership, type CheckinRefusal, SUBSCRIPTION_STATUSES } from '@gym/contract';
import { and, desc, eq, gte, lte, or } from 'drizzle-orm';
import type { Runner } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';

/** The refusals that come from the membership; the others are about the pass. */
export type MembershipRefusal = Extract<CheckinRefusal, 'no-membership' | 'frozen' | 'past-due' | 'suspended'>;

export type Admission =
  | { allowed: true; membership: CheckinMembership }
  | { allowed: false; reason: MembershipRefusal; membership: CheckinMembership | null };

/**
 * The one rule of the door (docs/decisions/024): may this member come in on the gym's date `gymDate`, and if not,
 * why. A running subscription (active, covering that date) lets them in; none is `no-membership`. The renewal's
 * states (docs/decisions/029) are read here and nowhere else at the door:
 * - Past due (the card renewal's charge has not gone through since the end date): still let in during the grace
 *   period, with the status in the answer so the desk can ask for the payment;
 * - Suspended (the grace period is over): `suspended`, unless another subscription lets them in.
 */
export async function admission(runner: Runner, memberId: number, gymDate: string): Promise<Admission> {
  const rows = await runner
    .select({ planName: plans.name, endDate: subscriptions.endDate, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, memberId),
        lte(subscriptions.startDate, gymDate),
        or(
          and(eq(subscriptions.isActive, true), gte(subscriptions.endDate, gymDate)),
          eq(subscriptions.status, SUBSCRIPTION_STATUSES.pastDue),
          eq(subscriptions.status, SUBSCRIPTION_STATUSES.suspended),
        ),
      ),
    )
    .orderBy(desc(subscriptions.endDate));
  // A paid term first; then a Past due one in its grace period.
  const running = rows.find((r) => r.status === SUBSCRIPTION_STATUSES.active && r.endDate >= gymDate);
  const pastDue = rows.find((r) => r.status === SUBSCRIPTION_STATUSES.pastDue);
  const usable = running ?? pastDue ?? rows.find((r) => r.status !== SUBSCRIPTION_STATUSES.suspended);
  if (usable) return { allowed: true, membership: usable };
  const suspended = rows.find((r) => r.status === SUBSCRIPTION_STATUSES.suspended);
  if (suspended) return { allowed: false, reason: 'suspended', membership: suspended };
  return { allowed: false, reason: 'no-membership', membership: null };
}
