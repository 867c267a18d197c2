import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  isStaffSide,
  PAYMENT_COMPLETED,
  type Payment,
  type PaymentInput,
  type PaymentResponse,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema/index.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { issueReceipt } from '../receipts/receipts.service.ts';
import { resolveMember } from '../users/member-access.ts';
import { toMoney, toNumeric } from './money.ts';
import { checkExtensionPayment, checkPlanPayment } from './purchase-rules.ts';

type PaymentRow = typeof payments.$inferSelect;

/** What the audit trail keeps of a payment: the money facts, never the member's notes. */
export const auditedPayment = (row: PaymentRow) => ({
  memberId: row.userId,
  amount: toMoney(row.amount),
  method: row.paymentMethod,
  status: row.status,
  planId: row.planId,
  subscriptionId: row.subscriptionId,
});

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
 * Records a completed payment (`POST /api/payment`). It is spent later, once: by `POST /api/subscription` when it
 * names a plan (or nothing, as the old client sent), by turning auto-renew on when it names a subscription.
 */
export async function recordPayment(ctx: AppContext, caller: Caller, input: PaymentInput): Promise<PaymentResponse> {
  const memberId = await checkPurpose(ctx.db, caller, input);
  // The payment, its receipt (with the member's e-mail) and its audit entry commit together or not at all.
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: memberId,
        planId: input.planId ?? null,
        subscriptionId: input.subscriptionId ?? null,
        amount: toNumeric(input.amount),
        paymentMethod: input.paymentMethod,
        notes: input.notes ?? null,
        status: PAYMENT_COMPLETED,
        // The application's clock, not the database's now(): one clock for every date the app compares.
        paymentDate: new Date(),
      })
      .returning();
    const payment = inserted as PaymentRow;
    const receipt = await issueReceipt(tx, payment.id);
    await appendAudit(tx, {
      actorId: caller.id,
      action: 'payment.recorded',
      subject: { type: 'payment', id: payment.id },
      after: { ...auditedPayment(payment), receiptNumber: receipt.number },
    });
    return payment;
  });
  ctx.mail.nudge();
  return { success: true, message: BILLING_MESSAGES.paymentRecorded, payment: toPayment(row) };
}
