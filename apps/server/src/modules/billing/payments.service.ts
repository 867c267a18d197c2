import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  isStaffSide,
  PAYMENT_COMPLETED,
  type Payment,
  type PaymentInput,
  type PaymentResponse,
} from '@gym/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { resolveMember } from '../users/member-access.ts';
import { sameAmount, toMoney, toNumeric } from './money.ts';

type PaymentRow = typeof payments.$inferSelect;

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  userId: row.userId,
  amount: toMoney(row.amount),
  paymentMethod: row.paymentMethod,
  paymentDate: row.paymentDate.toISOString(),
  status: row.status,
  notes: row.notes,
  planId: row.planId,
  subscriptionId: row.subscriptionId,
});

/** Active subscriptions of a plan, and whether the member holds one of them. */
export async function planOccupancy(db: Db, planId: number, memberId: number) {
  const [row] = await db
    .select({
      taken: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${subscriptions.userId} = ${memberId})::int`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId), eq(subscriptions.isActive, true)));
  return { taken: row?.taken ?? 0, mine: (row?.mine ?? 0) > 0 };
}

const amountError = () => fieldError(400, 'amount', BILLING_MESSAGES.amountNotPlanPrice);

/** What the payment pays for, checked before any money is recorded, so a member is never charged in vain. */
async function checkPurpose(db: Db, caller: Caller, input: PaymentInput): Promise<number> {
  if (input.subscriptionId !== undefined) {
    const [sub] = await db
      .select({
        userId: subscriptions.userId,
        isActive: subscriptions.isActive,
        autoRenew: subscriptions.autoRenew,
        price: plans.price,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, input.subscriptionId));
    if (!sub) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
    if (!isStaffSide(caller.role) && sub.userId !== caller.id) throw forbidden(AUTH_MESSAGES.forbidden);
    const memberId = await resolveMember(db, caller, input.userId, { purpose: 'billing', implied: sub.userId });
    if (memberId !== sub.userId)
      throw badRequest(BILLING_MESSAGES.paymentNotYours, { userId: [BILLING_MESSAGES.paymentNotYours] });
    if (!sub.isActive) throw conflict(BILLING_MESSAGES.subscriptionEnded);
    if (sub.autoRenew) throw conflict(BILLING_MESSAGES.alreadyExtended);
    if (!sameAmount(input.amount, sub.price)) throw amountError();
    // One extension, one payment: a member whose switch failed after paying must not be charged again.
    const [unused] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, input.subscriptionId),
          eq(payments.status, PAYMENT_COMPLETED),
          isNull(payments.usedAt),
          eq(payments.amount, sub.price),
        ),
      )
      .limit(1);
    if (unused) throw conflict(BILLING_MESSAGES.extensionAlreadyPaid);
    return memberId;
  }

  const memberId = await resolveMember(db, caller, input.userId, { purpose: 'billing' });
  if (input.planId !== undefined) {
    const [plan] = await db
      .select({ price: plans.price, isActive: plans.isActive, maxMembers: plans.maxMembers })
      .from(plans)
      .where(eq(plans.id, input.planId));
    if (!plan) throw new AppError(404, BILLING_MESSAGES.planNotFound, { planId: [BILLING_MESSAGES.planNotFound] });
    if (!plan.isActive) throw conflict(BILLING_MESSAGES.planUnavailable);
    if (!sameAmount(input.amount, plan.price)) throw amountError();
    // Early answers only: the subscription's transaction decides for good under a lock.
    const occupancy = await planOccupancy(db, input.planId, memberId);
    if (occupancy.mine) throw conflict(BILLING_MESSAGES.alreadySubscribed);
    if (plan.maxMembers !== null && occupancy.taken >= plan.maxMembers) throw conflict(BILLING_MESSAGES.planFull);
  }
  return memberId;
}

/**
 * Records a completed payment (`POST /api/payment`). It is spent later, once: by `POST /api/subscription` when it
 * names a plan (or nothing, as the old client sent), by turning auto-renew on when it names a subscription.
 */
export async function recordPayment(ctx: AppContext, caller: Caller, input: PaymentInput): Promise<PaymentResponse> {
  const memberId = await checkPurpose(ctx.db, caller, input);
  const [row] = await ctx.db
    .insert(payments)
    .values({
      userId: memberId,
      planId: input.planId ?? null,
      subscriptionId: input.subscriptionId ?? null,
      amount: toNumeric(input.amount),
      paymentMethod: input.paymentMethod,
      notes: input.notes ?? null,
      status: PAYMENT_COMPLETED,
    })
    .returning();
  return { success: true, message: BILLING_MESSAGES.paymentRecorded, payment: toPayment(row as PaymentRow) };
}
