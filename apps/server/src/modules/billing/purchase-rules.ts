import {
  addDays,
  BILLING_MESSAGES,
  PAYMENT_COMPLETED,
  PAYMENT_PENDING,
  PLACE_TAKING_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '@gym/contract';
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema/index.ts';
import { conflict, fieldError, forbidden } from '../../lib/errors.ts';
import { sameAmount } from './money.ts';

/**
 * What money may buy (decisions §1, §3, §8), written once and asked twice:
 * - early, by `POST /api/payment`, so that nobody is charged for a plan or an extension they cannot have;
 * - for good, inside the transaction that spends the payment: `POST /api/subscription` with the plan's row
 *   locked (buyers of one plan queue, and each sees the places the earlier ones took), and turning auto-renew on
 *   with the subscription's row locked.
 * Between the two, things may change (the last place taken, the plan retired): only the locked check decides.
 */

type PlanRow = typeof plans.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A price is paid only by exactly that amount, compared in cents. */
const paysPrice = (amount: string | number, price: string) => sameAmount(amount, price);

/** An amount the payer typed that is not the price: a mistake in the request, on its field. */
const amountNotPrice = () => fieldError(400, 'amount', BILLING_MESSAGES.amountNotPlanPrice);

/** The plan, which must exist (404 on `planId`) and be on offer (409). `lock` takes its row for the transaction. */
export async function planOnOffer(runner: Runner, planId: number, lock: boolean): Promise<PlanRow> {
  const query = runner.select().from(plans).where(eq(plans.id, planId));
  const [plan] = lock ? await query.for('update') : await query;
  if (!plan) throw fieldError(404, 'planId', BILLING_MESSAGES.planNotFound);
  if (!plan.isActive) throw conflict(BILLING_MESSAGES.planUnavailable);
  return plan;
}

/**
 * The subscriptions that take a place (decisions §3): Scheduled, Waiting for payment (while its hold lasts),
 * Active, Frozen and Past due. A hold whose time ran out no longer counts, even before the job releases it.
 */
export const takesPlace = (now: Date = new Date()) =>
  and(
    inArray(subscriptions.status, [...PLACE_TAKING_STATUSES]),
    sql`(${subscriptions.status} <> ${SUBSCRIPTION_STATUSES.waitingForPayment} or ${subscriptions.holdExpiresAt} > ${now.toISOString()})`,
  );

/** How many places of the plan are taken, and how many of them by the member; `except` leaves one out. */
export async function placeTakenBy(runner: Runner, planId: number, memberId: number, except?: number) {
  const [row] = await runner
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${subscriptions.userId} = ${memberId})::int`,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.planId, planId),
        takesPlace(),
        except === undefined ? undefined : ne(subscriptions.id, except),
      ),
    );
  return { all: row?.all ?? 0, mine: row?.mine ?? 0 };
}

/**
 * The member's place in the plan: one running subscription per plan per member, and at most `maxMembers` taken
 * places (409s). Only exact under the plan's row lock; the unique index on active subscriptions stays the last word.
 */
export async function assertPlaceFor(runner: Runner, plan: PlanRow, memberId: number) {
  const taken = await placeTakenBy(runner, plan.id, memberId);
  if (taken.mine > 0) throw conflict(BILLING_MESSAGES.alreadySubscribed);
  if (plan.maxMembers !== null && taken.all >= plan.maxMembers) throw conflict(BILLING_MESSAGES.planFull);
}

/**
 * When a new plan of the member starts (decisions §3, one running membership): today, or the day after the last
 * of their running and scheduled subscriptions ends. `except` is the subscription being started.
 */
export async function startOfNextTerm(runner: Runner, memberId: number, today: string, except?: number) {
  const [row] = await runner
    .select({ last: sql<string | null>`max(${subscriptions.endDate})::text` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, memberId),
        inArray(subscriptions.status, [
          SUBSCRIPTION_STATUSES.scheduled,
          SUBSCRIPTION_STATUSES.active,
          SUBSCRIPTION_STATUSES.frozen,
          SUBSCRIPTION_STATUSES.pastDue,
        ]),
        except === undefined ? undefined : ne(subscriptions.id, except),
      ),
    );
  const last = row?.last ?? null;
  return last !== null && last >= today ? addDays(last, 1) : today;
}

/** Early: before `POST /api/payment` records money for a plan. */
export async function checkPlanPayment(runner: Runner, memberId: number, planId: number, amount: number) {
  const plan = await planOnOffer(runner, planId, false);
  if (!paysPrice(amount, plan.price)) throw amountNotPrice();
  await assertPlaceFor(runner, plan, memberId);
}

/**
 * A payment buys the plan when it is the member's (403), completed, meant for this plan or for nothing in
 * particular (the old client names no plan), not for an extension, unused, and exactly the price (409s: the
 * payment is a stored fact here, not something the caller can correct in the request).
 */
function assertPaymentBuys(payment: PaymentRow | undefined, memberId: number, plan: PlanRow): PaymentRow {
  if (!payment) throw fieldError(404, 'paymentId', BILLING_MESSAGES.paymentNotFound);
  if (payment.userId !== memberId) throw forbidden(BILLING_MESSAGES.paymentNotYours);
  if (payment.status !== PAYMENT_COMPLETED) throw conflict(BILLING_MESSAGES.paymentNotCompleted);
  if (payment.subscriptionId !== null) throw conflict(BILLING_MESSAGES.paymentForExtension);
  if (payment.planId !== null && payment.planId !== plan.id) throw conflict(BILLING_MESSAGES.paymentOtherPlan);
  if (payment.usedAt !== null) throw conflict(BILLING_MESSAGES.paymentUsed);
  if (!paysPrice(payment.amount, plan.price)) throw conflict(BILLING_MESSAGES.amountNotPlanPrice);
  return payment;
}

/** For good: inside `POST /api/subscription`'s transaction, first thing, so the plan's row lock orders buyers. */
export async function checkPurchaseLocked(tx: Tx, memberId: number, planId: number, paymentId: number) {
  const plan = await planOnOffer(tx, planId, true);
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  const payment = assertPaymentBuys(row, memberId, plan);
  await assertPlaceFor(tx, plan, memberId);
  return { plan, payment };
}

/**
 * Spends a payment, once. The conditional update is what makes a payment single-use, whatever raced with us:
 * the loser finds `used_at` set and gets 409. `linkTo` records the subscription it extends.
 */
export async function spendPayment(tx: Tx, paymentId: number, linkTo?: number) {
  const spent = await tx
    .update(payments)
    .set({ usedAt: new Date(), ...(linkTo === undefined ? {} : { subscriptionId: linkTo }) })
    .where(and(eq(payments.id, paymentId), isNull(payments.usedAt)))
    .returning({ id: payments.id });
  if (spent.length === 0) throw conflict(BILLING_MESSAGES.paymentUsed);
}

type Extendable = { id: number; userId: number; isActive: boolean; autoRenew: boolean };

/** A subscription is extended while it runs, and once per term (409s). */
export function assertExtendable(sub: Extendable) {
  if (!sub.isActive) throw conflict(BILLING_MESSAGES.subscriptionEnded);
  if (sub.autoRenew) throw conflict(BILLING_MESSAGES.alreadyExtended);
}

/**
 * What pays for an extension (decisions §8): a completed, unused payment of the subscription's owner, linked to
 * the subscription, at the plan's price. The oldest first, if there were ever two.
 */
export async function unusedExtensionPayment(runner: Runner, sub: Extendable, price: string) {
  const [payment] = await runner
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, sub.id),
        eq(payments.userId, sub.userId),
        eq(payments.status, PAYMENT_COMPLETED),
        isNull(payments.usedAt),
        eq(payments.amount, price),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  return payment;
}

/**
 * How recent a payment that names neither a plan nor a subscription must be for the auto-renew switch to take it
 * as the extension's (docs/decisions/003). The original client pays that way and switches a moment later; half an
 * hour covers a slow screen or a retry, and keeps a payment made for something else earlier that day out of reach.
 */
export const UNLINKED_EXTENSION_PAYMENT_MINUTES = 30;

/**
 * The original client's extension payment: the member's own most recent completed, unused payment of exactly
 * the plan's price that names neither a plan nor a subscription, made within the last
 * UNLINKED_EXTENSION_PAYMENT_MINUTES by the application's clock. Nothing else qualifies.
 */
async function recentUnlinkedPayment(runner: Runner, sub: Extendable, price: string) {
  const since = new Date(Date.now() - UNLINKED_EXTENSION_PAYMENT_MINUTES * 60_000);
  const [payment] = await runner
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, sub.userId),
        eq(payments.status, PAYMENT_COMPLETED),
        isNull(payments.usedAt),
        isNull(payments.planId),
        isNull(payments.subscriptionId),
        eq(payments.amount, price),
        gte(payments.paymentDate, since),
      ),
    )
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .limit(1);
  return payment;
}

/**
 * The payment that switching auto-renew on spends: the one linked to the subscription (decisions §8); or, only
 * when the member switches and none is linked, the recent unlinked one the original client paid with. Spend it
 * with spendPayment(…, sub.id), which links it to the subscription in the same transaction.
 */
export async function extensionPaymentFor(tx: Tx, sub: Extendable, price: string, bySubscriber: boolean) {
  const linked = await unusedExtensionPayment(tx, sub, price);
  if (linked || !bySubscriber) return linked;
  return recentUnlinkedPayment(tx, sub, price);
}

/**
 * Early: before `POST /api/payment` records money for an extension. One extension, one payment: a member whose
 * switch failed after paying is not charged again, the screen switches auto-renew on to use the first.
 */
export async function checkExtensionPayment(runner: Runner, sub: Extendable, price: string, amount: number) {
  assertExtendable(sub);
  if (!paysPrice(amount, price)) throw amountNotPrice();
  if (await unusedExtensionPayment(runner, sub, price)) throw conflict(BILLING_MESSAGES.extensionAlreadyPaid);
}

/**
 * Whether the member has an extension payment still waiting for its provider (docs/decisions/022): linked to the
 * subscription, or the recent unlinked kind the original client pays with. Switching auto-renew on then answers
 * 'Payment not completed' rather than asking for a payment the member has already started.
 */
export async function pendingExtensionPayment(runner: Runner, sub: Extendable): Promise<boolean> {
  const since = new Date(Date.now() - UNLINKED_EXTENSION_PAYMENT_MINUTES * 60_000);
  const [row] = await runner
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, sub.userId),
        eq(payments.status, PAYMENT_PENDING),
        isNull(payments.usedAt),
        sql`(${payments.subscriptionId} = ${sub.id} or (${payments.subscriptionId} is null and ${payments.planId} is null and ${payments.paymentDate} >= ${since.toISOString()}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
