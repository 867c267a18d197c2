import type { CheckinMembership, CheckinRefusal } from '@gym/contract';
import { SUBSCRIPTION_STATUSES } from '@gym/contract';
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
 * why. A running subscription (active, covering that date) lets them in, and none is `no-membership`; one frozen
 * on that date (docs/decisions/028, read from the freeze's dates) is `frozen`. The
 * membership's states (frozen, past due, suspended) are refusals of this function and of no other place; the desk,
 * the offline queue's replay and any later caller all ask it.
 */
export async function admission(runner: Runner, memberId: number, gymDate: string): Promise<Admission> {
  const [running] = await runner
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
        or(eq(subscriptions.isActive, true), eq(subscriptions.status, SUBSCRIPTION_STATUSES.frozen)),
        lte(subscriptions.startDate, gymDate),
        gte(subscriptions.endDate, gymDate),
      ),
    )
    .orderBy(frozenOn(gymDate), desc(subscriptions.endDate))
    .limit(1);
  if (!running) return { allowed: false, reason: 'no-membership', membership: null };
  const { frozen, ...membership } = running;
  // A plan frozen today reads Frozen at the desk even before the daily job has marked it.
  if (frozen)
    return { allowed: false, reason: 'frozen', membership: { ...membership, status: SUBSCRIPTION_STATUSES.frozen } };
  return { allowed: true, membership };
}
