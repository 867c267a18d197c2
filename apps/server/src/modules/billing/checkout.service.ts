import {
  AUTH_MESSAGES,
  addDays,
  BILLING_MESSAGES,
  CHECKOUT_RESULT_PAGE,
  type CheckoutInput,
  type CheckoutResponse,
  type CheckoutState,
  currencyDigits,
  isStaffSide,
  ONLINE_CARD,
  PAYMENT_FAILED,
  PAYMENT_PENDING,
  SUBSCRIPTION_STATUSES,
  todayIn,
} from '@gym/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Runner, Tx } from '../../db/client.ts';
import { paymentEvents, payments, plans, subscriptions, users } from '../../db/schema/index.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { scheduleEvery } from '../../lib/jobs.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { completePayment, failPayment, releaseExpiredHolds } from './completion.ts';
import { toCents, toMoney } from './money.ts';
import { demoCardEvent } from './providers/demo.ts';
import { providersFor } from './providers/index.ts';
import { isSignatureError } from './providers/stripe.ts';
import type { PaymentProvider, ProviderEvent } from './providers/types.ts';
import {
  assertExtendable,
  assertPlaceFor,
  planOnOffer,
  startOfNextTerm,
  unusedExtensionPayment,
} from './purchase-rules.ts';

/**
 * Our own checkout (docs/decisions/022): a member's online payment is Pending until its provider confirms it, and
 * only then (completion.ts) starts what it pays for. The place is held in the database before the provider is
 * called, so the provider's page never sells a place that is not there.
 */

type PaymentRow = typeof payments.$inferSelect;

/** The provider members pay through, or 409 when online payments are off. */
export function onlineProvider(ctx: AppContext): PaymentProvider {
  const provider = providersFor(ctx.config).online;
  if (!provider) throw conflict(BILLING_MESSAGES.onlinePaymentsOff);
  return provider;
}

/** Where the provider sends the member back: the result page of this payment. */
const returnUrl = (origin: string, paymentId: number) => `${origin}${CHECKOUT_RESULT_PAGE}?payment=${paymentId}`;

/** The member's own checkouts of this plan still waiting: a new checkout of the same plan replaces them. */
async function releaseOwnHolds(tx: Tx, memberId: number, planId: number) {
  const held = await tx
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUSES.cancelled, isActive: false, holdExpiresAt: null })
    .where(
      and(
        eq(subscriptions.userId, memberId),
        eq(subscriptions.planId, planId),
        eq(subscriptions.status, SUBSCRIPTION_STATUSES.waitingForPayment),
      ),
    )
    .returning({ paymentId: subscriptions.paymentId });
  for (const { paymentId } of held) {
    if (paymentId !== null) await failPayment(tx, paymentId, BILLING_MESSAGES.checkoutClosed);
  }
}

/**
 * Opens the provider's checkout for a Pending payment made just before. If the provider cannot be reached, the
 * payment fails and its hold is released at once, so the member may simply try again.
 */
export async function openCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  payment: PaymentRow,
  details: { description: string; email: string; origin: string; expiresAt: Date },
) {
  const currency = (await gymConfig(ctx)).settings.currency;
  const digits = currencyDigits(currency);
  try {
    const opened = await provider.startCheckout({
      paymentId: payment.id,
      amountCents: Math.round((toCents(payment.amount) * 10 ** digits) / 100),
      currency,
      description: details.description,
      email: details.email,
      saveCard: payment.saveCard,
      returnUrl: returnUrl(details.origin, payment.id),
      expiresAt: details.expiresAt,
      origin: details.origin,
    });
    await ctx.db.update(payments).set({ providerCheckoutRef: opened.checkoutRef }).where(eq(payments.id, payment.id));
    return opened.url;
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      await failPayment(tx, payment.id, BILLING_MESSAGES.checkoutClosed);
      await tx
        .update(subscriptions)
        .set({ status: SUBSCRIPTION_STATUSES.cancelled, holdExpiresAt: null })
        .where(
          and(
            eq(subscriptions.paymentId, payment.id),
            eq(subscriptions.status, SUBSCRIPTION_STATUSES.waitingForPayment),
          ),
        );
    });
    throw error;
  }
}

export async function memberEmail(runner: Runner, memberId: number) {
  const [row] = await runner.select({ email: users.email }).from(users).where(eq(users.id, memberId));
  return row?.email ?? '';
}

/**
 * `POST /api/checkout` (a member for themself). `{ planId }`: a subscription Waiting for payment holds a place for
 * CHECKOUT_HOLD_MINUTES, with a Pending payment of the plan's price; `{ subscriptionId, extend: true }`: a Pending
 * payment of the next term of a running subscription. Answers the provider's page.
 */
export async function startCheckout(
  ctx: AppContext,
  caller: Caller,
  input: CheckoutInput,
  origin: string,
): Promise<CheckoutResponse> {
  const provider = onlineProvider(ctx);
  const today = todayIn((await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);
  const expiresAt = new Date(Date.now() + ctx.config.CHECKOUT_HOLD_MINUTES * 60_000);
  const saveCard = input.saveCard ?? false;

  const { payment, subscriptionId, description } = await ctx.db.transaction(async (tx) => {
    if ('planId' in input) {
      const plan = await planOnOffer(tx, input.planId, true);
      await releaseOwnHolds(tx, caller.id, plan.id);
      await assertPlaceFor(tx, plan, caller.id);
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: caller.id,
          planId: plan.id,
          amount: plan.price,
          paymentMethod: ONLINE_CARD,
          status: PAYMENT_PENDING,
          provider: provider.name,
          checkoutKind: 'new',
          saveCard,
          paymentDate: new Date(),
        })
        .returning();
      const start = await startOfNextTerm(tx, caller.id, today);
      const [sub] = await tx
        .insert(subscriptions)
        .values({
          userId: caller.id,
          planId: plan.id,
          paymentId: (payment as PaymentRow).id,
          startDate: start,
          endDate: addDays(start, plan.durationInDays),
          isActive: false,
          status: SUBSCRIPTION_STATUSES.waitingForPayment,
          autoRenew: false,
          holdExpiresAt: expiresAt,
        })
        .returning({ id: subscriptions.id });
      const subscriptionId = (sub as { id: number }).id;
      const [linked] = await tx
        .update(payments)
        .set({ subscriptionId })
        .where(eq(payments.id, (payment as PaymentRow).id))
        .returning();
      return { payment: linked as PaymentRow, subscriptionId, description: plan.name };
    }

    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, input.subscriptionId)).for('update');
    if (!sub) throw fieldError(404, 'subscriptionId', BILLING_MESSAGES.subscriptionNotFound);
    if (sub.userId !== caller.id) throw forbidden(AUTH_MESSAGES.forbidden);
    assertExtendable(sub);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId));
    const price = (plan as typeof plans.$inferSelect).price;
    if (await unusedExtensionPayment(tx, sub, price)) throw conflict(BILLING_MESSAGES.extensionAlreadyPaid);
    // An earlier extension checkout left open is replaced by this one.
    await tx
      .update(payments)
      .set({ status: PAYMENT_FAILED, failure: BILLING_MESSAGES.checkoutClosed })
      .where(
        and(
          eq(payments.subscriptionId, sub.id),
          eq(payments.checkoutKind, 'extend'),
          eq(payments.status, PAYMENT_PENDING),
        ),
      );
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: caller.id,
        subscriptionId: sub.id,
        amount: price,
        paymentMethod: ONLINE_CARD,
        status: PAYMENT_PENDING,
        provider: provider.name,
        checkoutKind: 'extend',
        saveCard,
        paymentDate: new Date(),
      })
      .returning();
    return {
      payment: payment as PaymentRow,
      subscriptionId: sub.id,
      description: (plan as typeof plans.$inferSelect).name,
    };
  });

  const email = await memberEmail(ctx.db, caller.id);
  const checkoutUrl = await openCheckout(ctx, provider, payment, { description, email, origin, expiresAt });
  return { checkoutUrl, subscriptionId, paymentId: payment.id };
}

/**
 * A member's own `POST /api/payment` (the spec's client): recorded Pending with the provider's page, where it is
 * paid; the subscription or auto-renew call that spends it is refused until the provider confirms it.
 */
export async function openLegacyCheckout(ctx: AppContext, payment: PaymentRow, origin: string, description: string) {
  const provider = onlineProvider(ctx);
  const expiresAt = new Date(Date.now() + ctx.config.CHECKOUT_HOLD_MINUTES * 60_000);
  const email = await memberEmail(ctx.db, payment.userId);
  return openCheckout(ctx, provider, payment, { description, email, origin, expiresAt });
}

/** `GET /api/checkout/{paymentId}`: the payment's member, admin or staff. */
export async function checkoutState(ctx: AppContext, caller: Caller, paymentId: number): Promise<CheckoutState> {
  const [row] = await ctx.db
    .select({ payment: payments, sub: subscriptions, planName: plans.name, durationInDays: plans.durationInDays })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(payments.id, paymentId));
  if (!row) throw notFound(BILLING_MESSAGES.checkoutNotFound);
  if (!isStaffSide(caller.role) && row.payment.userId !== caller.id) throw notFound(BILLING_MESSAGES.checkoutNotFound);
  let { planName, durationInDays } = row;
  if (planName === null && row.payment.planId !== null) {
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, row.payment.planId));
    planName = plan?.name ?? null;
    durationInDays = plan?.durationInDays ?? null;
  }
  const waiting = row.sub?.status === SUBSCRIPTION_STATUSES.waitingForPayment;
  return {
    paymentId: row.payment.id,
    status: row.payment.status,
    amount: toMoney(row.payment.amount),
    provider: row.payment.provider,
    planName,
    durationInDays,
    extend: row.payment.checkoutKind === 'extend',
    subscriptionId: row.sub?.id ?? null,
    subscriptionStatus: row.sub?.status ?? null,
    startDate: row.sub?.startDate ?? null,
    endDate: row.sub?.endDate ?? null,
    holdExpiresAt: waiting && row.sub?.holdExpiresAt ? row.sub.holdExpiresAt.toISOString() : null,
    failure: row.payment.failure,
  };
}

/**
 * Applies a provider's event once (docs/decisions/022): the event's id is recorded in the transaction that acts
 * on it, so a replay, or the same event delivered to two instances at once (the second waits on the first's row,
 * then finds it), does nothing. An event about a payment we do not have, or of another provider, is ignored.
 * Answers whether it acted.
 */
export async function handleProviderEvent(ctx: AppContext, event: ProviderEvent): Promise<boolean> {
  if (event.kind === 'ignored') return false;
  const today = todayIn((await gymConfig(ctx)).GYM_TIME_ZONE);
  const acted = await applyProviderEvent(ctx, event, today);
  // A card renewal may have started whose first charge is due already (dunning.ts).
  if (acted && event.kind === 'completed') ctx.renewals.nudge();
  return acted;
}

async function applyProviderEvent(ctx: AppContext, event: Exclude<ProviderEvent, { kind: 'ignored' }>, today: string) {
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return false;
    const [payment] = await tx
      .select({ id: payments.id, provider: payments.provider, renewalAttempt: payments.renewalAttempt })
      .from(payments)
      .where(eq(payments.id, event.paymentId));
    if (!payment || payment.provider !== event.provider) return false;
    // A renewal's charge of the saved card is answered at once, and applied from that answer (dunning.ts).
    if (payment.renewalAttempt !== null && event.kind !== 'completed') return false;
    if (event.kind === 'completed') {
      return completePayment(tx, payment.id, today, {
        paymentRef: event.paymentRef,
        customerRef: event.customerRef,
        cardRef: event.cardRef,
      });
    }
    if (event.kind === 'failed') {
      await failPayment(tx, payment.id, event.failure);
      return true;
    }
    // The provider's page closed unpaid: the hold goes at once, not at the next sweep.
    await failPayment(tx, payment.id, BILLING_MESSAGES.holdExpired);
    await tx
      .update(subscriptions)
      .set({ status: SUBSCRIPTION_STATUSES.cancelled, holdExpiresAt: null })
      .where(
        and(eq(subscriptions.paymentId, payment.id), eq(subscriptions.status, SUBSCRIPTION_STATUSES.waitingForPayment)),
      );
    return true;
  });
}

/**
 * `POST /api/payments/demo/{paymentId}/pay`: the demo provider's page pays its checkout with a test card. Only
 * the payment's member, only while its checkout is open; the outcome goes through `handleProviderEvent` as
 * Stripe's webhook does. Answers the checkout's new state.
 */
export async function payDemoCheckout(
  ctx: AppContext,
  caller: Caller,
  paymentId: number,
  cardNumber: string,
): Promise<CheckoutState> {
  if (providersFor(ctx.config).online?.name !== 'demo') throw notFound(BILLING_MESSAGES.checkoutNotFound);
  const [row] = await ctx.db
    .select({ payment: payments, sub: subscriptions })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(and(eq(payments.id, paymentId), eq(payments.provider, 'demo')));
  if (!row || row.payment.userId !== caller.id) throw notFound(BILLING_MESSAGES.checkoutNotFound);
  const open = row.payment.status === PAYMENT_PENDING || row.payment.status === PAYMENT_FAILED;
  const holdGone =
    row.payment.checkoutKind === 'new' &&
    (row.sub?.status !== SUBSCRIPTION_STATUSES.waitingForPayment ||
      (row.sub.holdExpiresAt !== null && row.sub.holdExpiresAt <= new Date()));
  if (!open || holdGone || row.payment.failure === BILLING_MESSAGES.checkoutClosed) {
    throw conflict(BILLING_MESSAGES.checkoutClosed);
  }
  const event = demoCardEvent(paymentId, cardNumber, row.payment.saveCard);
  if (!event) throw fieldError(400, 'cardNumber', BILLING_MESSAGES.cardNotTest);
  await handleProviderEvent(ctx, event);
  return checkoutState(ctx, caller, paymentId);
}

/** Stripe's webhook: the raw body and its signature; a bad signature is 400 and writes nothing. */
export async function receiveStripeEvent(ctx: AppContext, rawBody: Buffer, signature: string | undefined) {
  const stripe = providersFor(ctx.config).stripe;
  if (!stripe) throw notFound(BILLING_MESSAGES.onlinePaymentsOff);
  let event: ProviderEvent;
  try {
    event = await stripe.readEvent(rawBody, signature);
  } catch (error) {
    if (isSignatureError(error)) throw new AppError(400, BILLING_MESSAGES.badSignature);
    throw error;
  }
  await handleProviderEvent(ctx, event);
  return { received: true as const };
}

/** How often each instance releases held places whose time ran out. */
export const HOLD_RELEASE_MS = 60_000;

/** Releases expired holds every minute in every instance; each hold is released once in total (one statement). */
export function scheduleHoldRelease(app: FastifyInstance, ctx: AppContext) {
  return scheduleEvery(app, {
    name: 'checkout-holds',
    everyMs: HOLD_RELEASE_MS,
    run: () => releaseExpiredHolds(ctx.db, new Date()),
  });
}
