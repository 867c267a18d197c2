import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  isStaffSide,
  ONLINE_CARD,
  PAYMENT_PENDING,
  type Payment,
  type PaymentInput,
  type PaymentResponse,
  todayIn,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema/index.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { resolveMember } from '../users/member-access.ts';
import { openLegacyCheckout } from './checkout.service.ts';
import { completePayment } from './completion.ts';
import { toMoney, toNumeric } from './money.ts';
import { providersFor } from './providers/index.ts';
import { checkExtensionPayment, checkPlanPayment } from './purchase-rules.ts';

type PaymentRow = typeof payments.$inferSelect;

/** What the audit trail keeps of a payment: the money facts, never the member's notes. */

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
  refundedAmount: toMoney(row.refundedAmount),
  provider: row.provider,
  recordedBy: row.recordedBy,
});

/**
 * Whom the payment is for, once what it pays for is sure to be buyable (purchase-rules.ts), so that a member is
 * never charged in vain.
 */
async function checkPurpose(db: Db, caller: Caller, input: PaymentInput): Promise<number> {
  if (input.subscriptionId !== undefined) {
    const [sub] = await db
      .select({
        id: subscriptions.id,
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
    if (memberId !== sub.userId) throw fieldError(400, 'userId', BILLING_MESSAGES.paymentNotYours);
    await checkExtensionPayment(db, sub, sub.price, input.amount);
    return memberId;
  }

  const memberId = await resolveMember(db, caller, input.userId, { purpose: 'billing' });
  if (input.planId !== undefined) await checkPlanPayment(db, memberId, input.planId, input.amount);
  return memberId;
}

/**
 * `POST /api/payment`. Admin and staff record a desk payment (cash, card terminal, bank transfer), Completed at
 * once through `completePayment`, with who recorded it. A member's own payment is online: Pending, with the
 * provider's `checkoutUrl` where it is paid (docs/decisions/022); whichever method the old client names, it is an
 * Online card payment. Either is spent later, once: by `POST /api/subscription` when it names a plan (or nothing,
 * as the old client sent), by turning auto-renew on when it names a subscription.
 */
export async function recordPayment(
  ctx: AppContext,
  caller: Caller,
  input: PaymentInput,
  origin: string,
): Promise<PaymentResponse> {
  const memberId = await checkPurpose(ctx.db, caller, input);
  const desk = isStaffSide(caller.role);
  if (desk && input.paymentMethod === ONLINE_CARD) {
    throw fieldError(400, 'paymentMethod', BILLING_MESSAGES.onlineMethodDesk);
  }
  const online = desk ? undefined : providersFor(ctx.config).online;
  if (!desk && !online) throw conflict(BILLING_MESSAGES.onlinePaymentsOff);
  const today = todayIn((await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);

  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({
        userId: memberId,
        planId: input.planId ?? null,
        subscriptionId: input.subscriptionId ?? null,
        amount: toNumeric(input.amount),
        paymentMethod: desk ? input.paymentMethod : ONLINE_CARD,
        notes: input.notes ?? null,
        status: PAYMENT_PENDING,
        provider: online?.name ?? 'desk',
        recordedBy: desk ? caller.id : null,
        // The application's clock, not the database's now(): one clock for every date the app compares.
        paymentDate: new Date(),
      })
      .returning();
    const payment = created as PaymentRow;
    if (desk) await completePayment(tx, payment.id, today, { actorId: caller.id });
    const [saved] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    return saved as PaymentRow;
  });
  if (desk) {
    ctx.mail.nudge(); // the receipt's e-mail
    return { success: true, message: BILLING_MESSAGES.paymentRecorded, payment: toPayment(row) };
  }

  const description = await purposeName(ctx, input);
  const checkoutUrl = await openLegacyCheckout(ctx, row, origin, description);
  return {
    success: true,
    message: BILLING_MESSAGES.paymentPendingCheckout,
    payment: toPayment(row),
    checkoutUrl,
  };
}

/** What the provider's page names: the plan bought or extended, or the gym's name for an unnamed payment. */
async function purposeName(ctx: AppContext, input: PaymentInput): Promise<string> {
  const planQuery =
    input.subscriptionId !== undefined
      ? ctx.db
          .select({ name: plans.name })
          .from(subscriptions)
          .innerJoin(plans, eq(plans.id, subscriptions.planId))
          .where(eq(subscriptions.id, input.subscriptionId))
      : input.planId !== undefined
        ? ctx.db.select({ name: plans.name }).from(plans).where(eq(plans.id, input.planId))
        : undefined;
  const [plan] = planQuery ? await planQuery : [];
  return plan?.name ?? (await gymConfig(ctx)).settings.name;
}
