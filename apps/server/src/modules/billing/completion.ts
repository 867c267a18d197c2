import {
  addDays,
  BILLING_MESSAGES,
  PAYMENT_COMPLETED,
  PAYMENT_FAILED,
  PAYMENT_PENDING,
  SUBSCRIPTION_STATUSES,
} from '@gym/contract';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema/index.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { issueReceipt } from '../receipts/receipts.service.ts';
import { toMoney } from './money.ts';
import { placeTakenBy, startOfNextTerm } from './purchase-rules.ts';
import { applyRenewalPayment } from './renewal.ts';

/**
 * A payment's life after it is created (docs/decisions/022). `completePayment` is the one place where a payment
 * becomes Completed, whoever confirms it (the desk recording it, a provider's event): what must happen with every
 * completed payment (a receipt, an audit entry) hooks in here, inside the same transaction.
 */

type PaymentRow = typeof payments.$inferSelect;

/** What the provider tells us about a confirmed payment. */
export type Confirmation = {
  /** The provider's charge: what a refund names. */
  paymentRef?: string | null;
  /** A saved card for renewals, when the member chose it. */
  customerRef?: string | null;
  cardRef?: string | null;
  /** Who recorded it at the desk; a provider's confirmation has nobody. */
  actorId?: number | null;
};

/** A payment as the audit trail keeps it: ids and money facts, no names or notes (the log is never erased). */
export const auditedPayment = (row: PaymentRow) => ({
  memberId: row.userId,
  amount: toMoney(row.amount),
  method: row.paymentMethod,
  status: row.status,
  planId: row.planId,
  subscriptionId: row.subscriptionId,
});

/**
 * Marks the payment Completed, once: a second confirmation of the same payment (a replayed event, the desk and a
 * provider racing) finds it completed and changes nothing (answers `false`). A Pending or Failed payment may
 * complete (a member may retry a declined card on the provider's page). A checkout's payment then starts what it
 * pays for: the held subscription, or the next term of a running one. `today` is the gym's calendar date.
 */
export async function completePayment(
  tx: Tx,
  paymentId: number,
  today: string,
  confirmation: Confirmation = {},
): Promise<boolean> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || (payment.status !== PAYMENT_PENDING && payment.status !== PAYMENT_FAILED)) return false;
  const now = new Date();
  await tx
    .update(payments)
    .set({
      status: PAYMENT_COMPLETED,
      completedAt: now,
      failure: null,
      providerPaymentRef: confirmation.paymentRef ?? payment.providerPaymentRef,
      providerCustomerRef: confirmation.customerRef ?? payment.providerCustomerRef,
      savedCardRef: confirmation.cardRef ?? payment.savedCardRef,
    })
    .where(eq(payments.id, paymentId));
  const completed = {
    ...payment,
    providerCustomerRef: confirmation.customerRef ?? payment.providerCustomerRef,
    savedCardRef: confirmation.cardRef ?? payment.savedCardRef,
  };
  if (payment.checkoutKind === 'new') await startHeldSubscription(tx, completed, today);
  if (payment.checkoutKind === 'extend') await extendPaidSubscription(tx, payment);
  if (payment.checkoutKind === 'renewal') await applyRenewalPayment(tx, completed, today);
  // Every completed payment gets its receipt (e-mailed to the member) and its audit entry, with it or not at all.
  const receipt = await issueReceipt(tx, paymentId);
  await appendAudit(tx, {
    actorId: confirmation.actorId ?? null,
    action: 'payment.recorded',
    subject: { type: 'payment', id: paymentId },
    after: { ...auditedPayment({ ...payment, status: PAYMENT_COMPLETED }), receiptNumber: receipt.number },
  });
  return true;
}

/**
 * The held subscription starts: Active from today, or Scheduled from the day after the member's running
 * membership ends (decisions §3). A hold already released (the member paid on the provider's page after the time
 * ran out) starts only if its place is still free; otherwise the payment stays completed and unused, for the desk
 * to refund.
 */
async function startHeldSubscription(tx: Tx, payment: PaymentRow, today: string) {
  if (payment.subscriptionId === null) return;
  const [sub] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      planId: subscriptions.planId,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscriptionId))
    .for('update');
  if (!sub) return;
  const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId)).for('update');
  if (!plan) return;
  if (sub.status === SUBSCRIPTION_STATUSES.cancelled) {
    const taken = await placeTakenBy(tx, plan.id, sub.userId, sub.id);
    if (taken.mine > 0 || (plan.maxMembers !== null && taken.all >= plan.maxMembers)) return;
  } else if (sub.status !== SUBSCRIPTION_STATUSES.waitingForPayment) {
    return;
  }
  const start = await startOfNextTerm(tx, sub.userId, today, sub.id);
  const scheduled = start > today;
  await tx
    .update(subscriptions)
    .set({
      startDate: start,
      endDate: addDays(start, plan.durationInDays),
      status: scheduled ? SUBSCRIPTION_STATUSES.scheduled : SUBSCRIPTION_STATUSES.active,
      isActive: !scheduled,
      holdExpiresAt: null,
      // The card the member kept at checkout pays the next terms (decisions §3, docs/decisions/029).
      ...(payment.savedCardRef && payment.providerCustomerRef
        ? { autoRenew: true, renewalCardPaymentId: payment.id }
        : {}),
    })
    .where(eq(subscriptions.id, sub.id));
  await tx.update(payments).set({ usedAt: new Date() }).where(eq(payments.id, payment.id));
}

/**
 * The next term of a running subscription is paid: auto-renew on, as the spec's extension does once the payment
 * is spent (decisions §8). A subscription that ended meanwhile, or was already extended, leaves the payment
 * completed and unused, for the desk to refund.
 */
async function extendPaidSubscription(tx: Tx, payment: PaymentRow) {
  if (payment.subscriptionId === null) return;
  const extended = await tx
    .update(subscriptions)
    // The next term is paid: that is the renewal, not a saved card (docs/decisions/029).
    .set({ autoRenew: true, renewalCardPaymentId: null })
    .where(
      and(
        eq(subscriptions.id, payment.subscriptionId),
        eq(subscriptions.isActive, true),
        eq(subscriptions.autoRenew, false),
      ),
    )
    .returning({ id: subscriptions.id });
  if (extended.length > 0) await tx.update(payments).set({ usedAt: new Date() }).where(eq(payments.id, payment.id));
}

/**
 * The provider refused the payment: it becomes Failed with the reason. The held place stays held until its
 * time runs out, so the member may try another card on the provider's page.
 */
export async function failPayment(tx: Tx, paymentId: number, failure: string) {
  await tx
    .update(payments)
    .set({ status: PAYMENT_FAILED, failure })
    .where(and(eq(payments.id, paymentId), eq(payments.status, PAYMENT_PENDING)));
}

/**
 * Releases held places whose time ran out (`now`): the subscription is Cancelled and its unpaid payment Failed.
 * One statement each, so two instances releasing at once release each hold once. Answers the ids released.
 */
export async function releaseExpiredHolds(runner: Runner, now: Date) {
  return runner.transaction(async (tx) => {
    const released = await tx
      .update(subscriptions)
      .set({ status: SUBSCRIPTION_STATUSES.cancelled, isActive: false, holdExpiresAt: null })
      .where(
        and(eq(subscriptions.status, SUBSCRIPTION_STATUSES.waitingForPayment), lte(subscriptions.holdExpiresAt, now)),
      )
      .returning({ id: subscriptions.id, paymentId: subscriptions.paymentId });
    const paymentIds = released.flatMap((r) => (r.paymentId === null ? [] : [r.paymentId]));
    if (paymentIds.length > 0) {
      await tx
        .update(payments)
        .set({ status: PAYMENT_FAILED, failure: BILLING_MESSAGES.holdExpired })
        .where(and(inArray(payments.id, paymentIds), eq(payments.status, PAYMENT_PENDING), isNull(payments.usedAt)));
    }
    return released.map((r) => r.id);
  });
}
