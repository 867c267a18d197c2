import { type CheckinMembership, type CheckinRefusal, SUBSCRIPTION_STATUSES } from '@gym/contract';
import { and, desc, eq, gte, lte, or } from 'drizzle-orm';
import type { Runner } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';
import { frozenOn } from '../billing/frozen-rule.ts';

/** The refusals that come from the membership; the others are about the pass. */
export type MembershipRefusal = Extract<CheckinRefusal, 'no-membership' | 'frozen' | 'past-due' | 'suspended'>;

export type Admission =
  | { allowed: true; membership: CheckinMembership }
  | { allowed: false; reason: MembershipRefusal; membership: CheckinMembership | null };

/**
 * The one rule of the door (docs/decisions/024): may this member come in on the gym's date `gymDate`, and if not,
 * why. A running subscription (active, covering that date) lets them in; none is `no-membership`. The membership's
 * states are refusals of this function and of no other place; the desk, the offline queue's replay and any later
 * caller all ask it:
 * - Frozen on that date (docs/decisions/028, read from the freeze's dates, so a plan frozen today reads Frozen at
 *   the desk even before the daily job has marked it): `frozen`;
 * - Past due (docs/decisions/029: the card renewal's charge has not gone through since the end date): still let in
 *   during the grace period, with the status in the answer so the desk can ask for the payment;
 * - Suspended (the grace period is over): `suspended`, unless another subscription lets them in.
 */
export async function admission(runner: Runner, memberId: number, gymDate: string): Promise<Admission> {
  const rows = await runner
    .select({
      planName: plans.name,
      endDate: subscriptions.endDate,
      status: subscriptions.status,
      frozen: frozenOn(gymDate),
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, memberId),
        lte(subscriptions.startDate, gymDate),
        or(
          and(
            or(eq(subscriptions.isActive, true), eq(subscriptions.status, SUBSCRIPTION_STATUSES.frozen)),
            gte(subscriptions.endDate, gymDate),
          ),
          eq(subscriptions.status, SUBSCRIPTION_STATUSES.pastDue),
          eq(subscriptions.status, SUBSCRIPTION_STATUSES.suspended),
        ),
      ),
    )
    .orderBy(desc(subscriptions.endDate));
  // Frozen is read from the freeze's dates, not the status: the day after a freeze lets them in before the job runs.
  const usableToday = rows.filter((r) => !r.frozen);
  // A paid term first; then a Past due one in its grace period.
  const usable =
    usableToday.find((r) => r.status === SUBSCRIPTION_STATUSES.active && r.endDate >= gymDate) ??
    usableToday.find((r) => r.status === SUBSCRIPTION_STATUSES.pastDue) ??
    usableToday.find((r) => r.status !== SUBSCRIPTION_STATUSES.suspended);
  if (usable) return { allowed: true, membership: withoutFlag(usable) };
  const frozen = rows.find((r) => r.frozen);
  if (frozen)
    return {
      allowed: false,
      reason: 'frozen',
      membership: { ...withoutFlag(frozen), status: SUBSCRIPTION_STATUSES.frozen },
    };
  const suspended = rows.find((r) => r.status === SUBSCRIPTION_STATUSES.suspended);
  if (suspended) return { allowed: false, reason: 'suspended', membership: withoutFlag(suspended) };
  return { allowed: false, reason: 'no-membership', membership: null };
}

const withoutFlag = ({ frozen: _, ...membership }: CheckinMembership & { frozen: unknown }): CheckinMembership =>
  membership;
