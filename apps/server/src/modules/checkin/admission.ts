import type { CheckinMembership, CheckinRefusal } from '@gym/contract';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Runner } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';

/** The refusals that come from the membership; the others are about the pass. */
export type MembershipRefusal = Extract<CheckinRefusal, 'no-membership' | 'frozen' | 'past-due' | 'suspended'>;

export type Admission =
  | { allowed: true; membership: CheckinMembership }
  | { allowed: false; reason: MembershipRefusal; membership: CheckinMembership | null };

/**
 * The one rule of the door (docs/decisions/024): may this member come in on the gym's date `gymDate`, and if not,
 * why. Today: a running subscription (active, covering that date) lets them in, and none is `no-membership`. The
 * membership's states (frozen, past due, suspended) are refusals of this function and of no other place; the desk,
 * the offline queue's replay and any later caller all ask it.
 */
export async function admission(runner: Runner, memberId: number, gymDate: string): Promise<Admission> {
  const [running] = await runner
    .select({ planName: plans.name, endDate: subscriptions.endDate, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, memberId),
        eq(subscriptions.isActive, true),
        lte(subscriptions.startDate, gymDate),
        gte(subscriptions.endDate, gymDate),
      ),
    )
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  if (!running) return { allowed: false, reason: 'no-membership', membership: null };
  return { allowed: true, membership: running };
}
