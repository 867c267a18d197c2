import {
  BILLING_MESSAGES,
  currencyDigits,
  PAYMENT_COMPLETED,
  type PaymentResponse,
  type RefundInput,
  SUBSCRIPTION_STATUSES,
} from '@gym/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentRefunds, payments, subscriptions } from '../../db/schema/index.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { issueRefundReceipt } from '../receipts/receipts.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { auditedPayment } from './completion.ts';
import { toCents, toNumeric } from './money.ts';
import { toPayment } from './payments.service.ts';
import { providersFor } from './providers/index.ts';
import type { PaymentProvider } from './providers/types.ts';

/**
 * `POST /api/payment/{id}/refund` (admin; docs/decisions/022): the whole of what is left of a payment, or part of
 * it, through the provider that took it (money handed back at the desk for a desk payment), with the reason and
 * who gave it. In one transaction holding the payment's row, so two refunds of one payment queue and never give
 * back more than was paid; the provider is asked inside it, keyed by the payment and its refund count, so a retry
 * after a lost answer finds Stripe's first refund rather than making a second. `endSubscription` ends what the
 * payment bought: the plan (Cancelled from now) or the extension (auto-renew off). The refund gets its own receipt
 * and the member its e-mail (docs/decisions/035).
 */
export async function refundPayment(
  ctx: AppContext,
  caller: Caller,
  paymentId: number,
  input: RefundInput,
): Promise<PaymentResponse> {
  const currency = (await gymConfig(ctx, caller.seen)).settings.currency;
  const row = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound(BILLING_MESSAGES.paymentNotFound);
    if (payment.status !== PAYMENT_COMPLETED && payment.status !== 'Partly refunded') {
      throw conflict(BILLING_MESSAGES.refundNotRefundable);
    }
    const left = toCents(payment.amount) - toCents(payment.refundedAmount);
    const cents = input.amount === undefined ? left : toCents(input.amount);
    if (cents <= 0 || cents > left) throw fieldError(409, 'amount', BILLING_MESSAGES.refundTooMuch);

    let refundRef: string | null = null;
    if (payment.provider !== 'desk') {
      const provider = providerOf(ctx, payment.provider);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id));
      const digits = currencyDigits(currency);
      try {
        ({ refundRef } = await provider.refund({
          paymentRef: payment.providerPaymentRef ?? '',
          amountCents: Math.round((cents * 10 ** digits) / 100),
          idempotencyKey: `refund-${payment.id}-${(count?.n ?? 0) + 1}`,
          paymentId: payment.id,
        }));
      } catch (error) {
        // The provider refused (already refunded there, a disputed charge): its reason, nothing written here.
        if ((error as { type?: string }).type === 'StripeInvalidRequestError') {
          throw conflict((error as Error).message);
        }
        throw error;
      }
    }
    const refunded = toCents(payment.refundedAmount) + cents;
    const [updated] = await tx
      .update(payments)
      .set({
        refundedAmount: toNumeric(refunded / 100),
        status: refunded === toCents(payment.amount) ? 'Refunded' : 'Partly refunded',
      })
      .where(eq(payments.id, payment.id))
      .returning();
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amount: toNumeric(cents / 100),
        reason: input.reason,
        refundedBy: caller.id,
        providerRefundRef: refundRef,
      })
      .returning({ id: paymentRefunds.id });
    // Its own receipt and the member's e-mail, before the audit entry (lock order: the counter, then the chain).
    const receipt = await issueRefundReceipt(tx, (refund as { id: number }).id);
    await appendAudit(tx, {
      actorId: caller.id,
      action: 'payment.refunded',
      subject: { type: 'payment', id: payment.id },
      before: auditedPayment(payment),
      after: {
        ...auditedPayment(updated as typeof payments.$inferSelect),
        refunded: cents / 100,
        refundReceipt: receipt.number,
      },
    });
    if (input.endSubscription) {
      // What it bought (the subscription it paid for), or the term it paid ahead (an extension).
      await tx
        .update(subscriptions)
        .set({ isActive: false, status: SUBSCRIPTION_STATUSES.cancelled, holdExpiresAt: null })
        .where(eq(subscriptions.paymentId, payment.id));
      if (payment.subscriptionId !== null && payment.checkoutKind !== 'new') {
        await tx
          .update(subscriptions)
          .set({ autoRenew: false })
          .where(and(eq(subscriptions.id, payment.subscriptionId), eq(subscriptions.autoRenew, true)));
      }
    }
    return updated as typeof payments.$inferSelect;
  });
  ctx.mail.nudge();
  return { success: true, message: BILLING_MESSAGES.refunded, payment: toPayment(row) };
}

/** The provider that took an online payment; one no longer configured cannot refund it (the desk does). */
function providerOf(ctx: AppContext, name: string): PaymentProvider {
  const providers = providersFor(ctx.config);
  const provider =
    name === 'stripe' ? providers.stripe : providers.online?.name === 'demo' ? providers.online : undefined;
  if (!provider) throw conflict(BILLING_MESSAGES.onlinePaymentsOff);
  return provider;
}
