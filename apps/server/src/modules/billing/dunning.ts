import { randomBytes } from 'node:crypto';
import {
  addDays,
  BILLING_MESSAGES,
  CARD_UPDATE_PAGE,
  type CheckoutResponse,
  currencyDigits,
  type Language,
  ONLINE_CARD,
  PAYMENT_FAILED,
  PAYMENT_PENDING,
  RENEWAL_MESSAGES,
  SUBSCRIPTION_STATUSES,
  SUSPENDED_DAYS_BEFORE_EXPIRY,
  todayIn,
} from '@gym/contract';
import { and, asc, eq, inArray, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db, Runner, Tx } from '../../db/client.ts';
import { cardUpdateLinks, payments, plans, subscriptions, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { runLocked, scheduleEvery } from '../../lib/jobs.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig, loadGymConfig } from '../settings/settings.service.ts';
import { hashToken } from '../users/invitations.ts';
import { memberEmail, onlineProvider, openCheckout } from './checkout.service.ts';
import { completePayment, failPayment } from './completion.ts';
import { toCents, toMoney } from './money.ts';
import { demoProvider } from './providers/demo.ts';
import { providersFor } from './providers/index.ts';
import type { PaymentProvider } from './providers/types.ts';
import { nextTermCharged } from './renewal.ts';

/**
 * Renewals that charge the saved card, and failed payments (decisions §3, docs/decisions/029). On one instance at
 * a time (`runLocked`, the jobs' advisory lock), every hour and soon after a card renewal starts: the states move on
 * (Past due, Suspended, Expired) and the charges due today are written as Pending payments, one per subscription,
 * term and attempt (a unique index: however often it runs, each attempt is written once). Then, in every instance,
 * each Pending charge is claimed by a lease and taken to its provider with the payment's own idempotency key, so
 * a charge is made once however many instances run and whatever crashed between; its outcome is applied in a
 * transaction of its own: completed through `completePayment`, or failed with an e-mail and a single-use link to
 * update the card.
 */

type PaymentRow = typeof payments.$inferSelect;
export type RenewalSettings = { renewalChargeDaysBefore: number; renewalRetryDays: number[]; renewalGraceDays: number };

/** The job's name (its advisory lock). */
export const RENEWAL_CHARGE_JOB = 'renewal-charges';
/** How long an instance's claim of a charge keeps it from the others: far longer than any provider answers. */
export const CHARGE_LEASE_MS = 15 * 60 * 1000;
/** How often every instance looks for the day's work and for charges left Pending. */
export const RENEWAL_CHARGE_EVERY_MS = 60 * 60 * 1000;

const byCard = () => and(eq(subscriptions.autoRenew, true), isNotNull(subscriptions.renewalCardPaymentId));

/** The states a renewal charge may still put back to Active. */
const CHARGEABLE = [SUBSCRIPTION_STATUSES.active, SUBSCRIPTION_STATUSES.pastDue, SUBSCRIPTION_STATUSES.suspended];

/**
 * The planning (inside `runLocked`'s transaction), idempotent however often it runs: the states, then the charges due.
 * - Past due: renewing by card, the end date passed, the next term not paid. Still usable (`isActive`).
 * - Suspended: Past due for more than the grace period counted from the end date. Not usable.
 * - Expired: Suspended for SUSPENDED_DAYS_BEFORE_EXPIRY days; renewal off.
 * - A first charge from `renewalChargeDaysBefore` days before the end date; after a failure, retries
 *   `renewalRetryDays` days after the first attempt's day, while the subscription is still chargeable.
 */
export async function planRenewalCharges(tx: Tx, today: string, settings: RenewalSettings) {
  const grace = settings.renewalGraceDays;
  const pastDue = await tx
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUSES.pastDue })
    .where(
      and(
        eq(subscriptions.status, SUBSCRIPTION_STATUSES.active),
        byCard(),
        lt(subscriptions.endDate, today),
        not(nextTermCharged()),
      ),
    )
    .returning({ id: subscriptions.id });
  const suspended = await tx
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUSES.suspended, isActive: false })
    .where(
      and(
        eq(subscriptions.status, SUBSCRIPTION_STATUSES.pastDue),
        sql`${subscriptions.endDate} + ${grace}::int < ${today}::date`,
      ),
    )
    .returning({ id: subscriptions.id });
  const expired = await tx
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUSES.expired, isActive: false, autoRenew: false })
    .where(
      and(
        eq(subscriptions.status, SUBSCRIPTION_STATUSES.suspended),
        sql`${subscriptions.endDate} + ${grace + SUSPENDED_DAYS_BEFORE_EXPIRY}::int < ${today}::date`,
      ),
    )
    .returning({ id: subscriptions.id });

  const due = await tx
    .select({ sub: subscriptions, price: plans.price, provider: payments.provider })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(payments, eq(payments.id, subscriptions.renewalCardPaymentId))
    .where(
      and(
        byCard(),
        inArray(subscriptions.status, CHARGEABLE),
        sql`${subscriptions.endDate} - ${settings.renewalChargeDaysBefore}::int <= ${today}::date`,
        not(nextTermCharged()),
      ),
    );
  let charges = 0;
  for (const { sub, price, provider } of due) {
    const attempt = await attemptDue(tx, sub.id, sub.endDate, today, settings.renewalRetryDays);
    if (attempt === undefined) continue;
    const written = await tx
      .insert(payments)
      .values({
        userId: sub.userId,
        subscriptionId: sub.id,
        amount: price,
        paymentMethod: ONLINE_CARD,
        status: PAYMENT_PENDING,
        provider,
        checkoutKind: 'renewal',
        renewalOf: sub.endDate,
        renewalAttempt: attempt,
        chargeOn: today,
        paymentDate: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    charges += written.length;
  }
  return { pastDue: pastDue.length, suspended: suspended.length, expired: expired.length, charges };
}

/** The attempt due today for the term ending on `renewalOf`, if any: the first, or the next retry in its time. */
async function attemptDue(tx: Tx, subscriptionId: number, renewalOf: string, today: string, retryDays: number[]) {
  const made = await tx
    .select({ attempt: payments.renewalAttempt, status: payments.status, chargeOn: payments.chargeOn })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.checkoutKind, 'renewal'),
        eq(payments.renewalOf, renewalOf),
        isNotNull(payments.renewalAttempt),
      ),
    )
    .orderBy(asc(payments.renewalAttempt));
  if (made.length === 0) return 0;
  if (made.some((p) => p.status !== PAYMENT_FAILED)) return undefined;
  const wait = retryDays[made.length - 1];
  const first = made[0]?.chargeOn;
  if (wait === undefined || !first || addDays(first, wait) > today) return undefined;
  return made.length;
}

/** Claims the oldest Pending charge nobody holds (or whose holder's lease ran out), committing at once. */
async function claimCharge(db: Db, now: Date): Promise<PaymentRow | undefined> {
  const free = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.checkoutKind, 'renewal'),
        isNotNull(payments.renewalAttempt),
        eq(payments.status, PAYMENT_PENDING),
        sql`(${payments.chargeClaimedAt} is null or ${payments.chargeClaimedAt} < ${new Date(now.getTime() - CHARGE_LEASE_MS).toISOString()})`,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(payments)
    .set({ chargeClaimedAt: now })
    .where(sql`${payments.id} = (${free})`)
    .returning();
  return row;
}

const providerNamed = (config: Config, name: string): PaymentProvider | undefined => {
  const providers = providersFor(config);
  if (name === 'stripe') return providers.stripe;
  return name === 'demo' && providers.online?.name === 'demo' ? demoProvider : undefined;
};

export type ChargeRun = { charged: number; failed: number; errors: number };

/**
 * Takes every Pending charge to its provider, one claimed row at a time, until none is free. A provider that
 * cannot be reached leaves the charge claimed; when the lease runs out, a later run asks again with the same key.
 */
export async function chargeClaimedRenewals(
  ctx: { db: Db; config: Config; mail?: { nudge(): void } },
  today: string,
): Promise<ChargeRun> {
  const run: ChargeRun = { charged: 0, failed: 0, errors: 0 };
  const gym = await loadGymConfig(ctx);
  const currency = gym.settings.currency;
  for (;;) {
    const payment = await claimCharge(ctx.db, new Date());
    if (!payment) break;
    const [card] = await ctx.db
      .select({ customerRef: payments.providerCustomerRef, cardRef: payments.savedCardRef, planName: plans.name })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(payments, eq(payments.id, subscriptions.renewalCardPaymentId))
      .where(eq(subscriptions.id, payment.subscriptionId as number));
    const provider = providerNamed(ctx.config, payment.provider);
    let outcome: Awaited<ReturnType<PaymentProvider['chargeSavedCard']>>;
    if (!provider || !card?.customerRef || !card.cardRef) {
      outcome = { ok: false, failure: BILLING_MESSAGES.onlinePaymentsOff, code: null, declineCode: null };
    } else {
      try {
        outcome = await provider.chargeSavedCard({
          paymentId: payment.id,
          amountCents: Math.round((toCents(payment.amount) * 10 ** currencyDigits(currency)) / 100),
          currency,
          description: card.planName,
          customerRef: card.customerRef,
          cardRef: card.cardRef,
          idempotencyKey: `renewal-${payment.id}`,
        });
      } catch {
        run.errors += 1;
        continue;
      }
    }
    await ctx.db.transaction(async (tx) => {
      if (outcome.ok) await completePayment(tx, payment.id, today, { paymentRef: outcome.paymentRef });
      else await failRenewalCharge(tx, ctx.config, payment, outcome.failure, today);
    });
    if (outcome.ok) run.charged += 1;
    else run.failed += 1;
    ctx.mail?.nudge();
  }
  return run;
}

/**
 * A charge refused: the payment Failed with the reason, the running term untouched, and the member e-mailed a
 * single-use link to update the card (in their language), with when the next try comes, if one does.
 */
async function failRenewalCharge(tx: Tx, config: Config, payment: PaymentRow, failure: string, today: string) {
  await failPayment(tx, payment.id, failure);
  const subscriptionId = payment.subscriptionId as number;
  const renewalOf = payment.renewalOf as string;
  const token = await issueCardUpdateLink(tx, subscriptionId, renewalOf);
  const [row] = await tx
    .select({
      email: users.email,
      name: sql<string>`coalesce(${users.fullName}, ${users.username})`,
      language: users.language,
      planName: plans.name,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return;
  const gym = await loadGymConfig({ db: tx, config });
  const settings = gym.settings;
  const retries = settings.renewalRetryDays;
  const attempt = payment.renewalAttempt ?? 0;
  const first = attempt === 0 ? today : await firstChargeDay(tx, subscriptionId, renewalOf);
  const wait = retries[attempt];
  const nextTry = wait === undefined ? null : addDays(first ?? today, wait);
  const origin = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  await queueMail(tx, [
    failedChargeMail({
      to: row.email,
      name: row.name,
      language: row.language as Language,
      gym: settings.name,
      planName: row.planName,
      amount: toMoney(payment.amount),
      currency: settings.currency,
      failure,
      endDate: renewalOf,
      suspendFrom: addDays(renewalOf, settings.renewalGraceDays + 1),
      nextTry,
      link: `${origin}${CARD_UPDATE_PAGE}?token=${token}`,
    }),
  ]);
}

/** A new single-use link to pay the term after `renewalOf` with a new card: its token, kept only as a hash. */
export async function issueCardUpdateLink(runner: Runner, subscriptionId: number, renewalOf: string) {
  const token = randomBytes(24).toString('base64url');
  await runner
    .insert(cardUpdateLinks)
    .values({ subscriptionId, renewalOf, tokenHash: hashToken(token), createdAt: new Date() });
  return token;
}

async function firstChargeDay(tx: Tx, subscriptionId: number, renewalOf: string) {
  const [row] = await tx
    .select({ chargeOn: payments.chargeOn })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.renewalOf, renewalOf),
        eq(payments.renewalAttempt, 0),
      ),
    );
  return row?.chargeOn ?? null;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };
const longDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The member's e-mail after a failed renewal charge. */
export function failedChargeMail(input: {
  to: string;
  name: string;
  language: Language;
  gym: string;
  planName: string;
  amount: number;
  currency: string;
  failure: string;
  endDate: string;
  suspendFrom: string;
  nextTry: string | null;
  link: string;
}): Mail {
  const { language } = input;
  const t = (english: string, values?: Record<string, unknown>) => translate(language, english, values);
  const amount = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: input.currency }).format(
    input.amount,
  );
  return {
    to: input.to,
    subject: t('Your payment for {plan} did not go through', { plan: input.planName }),
    ...letterBodies({
      gym: input.gym,
      language,
      greeting: t('Hello {name},', { name: input.name }),
      intro: [
        t('We could not renew {plan} with your saved card. {reason}', {
          plan: input.planName,
          reason: t(input.failure),
        }),
        t(
          'Your membership runs until {end}. Without a payment it is past due from the next day, and suspended from {suspend}: no bookings and no check-in until it is paid.',
          { end: longDate(input.endDate, language), suspend: longDate(input.suspendFrom, language) },
        ),
      ],
      action: { label: t('Update your card and pay'), href: input.link },
      details: [
        [t('Plan'), input.planName],
        [t('Amount'), amount],
        [t('Next try'), input.nextTry ? longDate(input.nextTry, language) : t('None: update your card to renew')],
      ],
      outro: [t('The link works once. You can also pay at the front desk.')],
    }),
  };
}

/**
 * The work from any instance: the planning (one instance at a time), then the charges, which any instance may take
 * (each once). Tests call it with the day they mean.
 */
export async function runRenewalCharges(ctx: { db: Db; config: Config; mail?: { nudge(): void } }, today: string) {
  const gym = await loadGymConfig(ctx);
  const planned = await runLocked(ctx.db, RENEWAL_CHARGE_JOB, (tx) => planRenewalCharges(tx, today, gym.settings));
  const charged = await chargeClaimedRenewals(ctx, today);
  return { planned, charged };
}

/**
 * Every hour in every instance, when the app is ready, and soon after a provider's event (`ctx.renewals.nudge()`:
 * a card renewal whose term is shorter than the charge's lead is due at once).
 */
export function scheduleRenewalCharges(app: FastifyInstance, ctx: AppContext) {
  const job = scheduleEvery(app, {
    name: RENEWAL_CHARGE_JOB,
    everyMs: RENEWAL_CHARGE_EVERY_MS,
    run: async () => runRenewalCharges(ctx, todayIn((await gymConfig(ctx)).GYM_TIME_ZONE)),
  });
  ctx.renewals.wakeWith(job.runSoon);
  return job;
}

/**
 * `POST /api/checkout/card-update` (the member the link was sent to): the e-mail's link, once. Opens a fresh
 * checkout of the unpaid term that saves the new card; its confirmation renews the subscription (completion.ts)
 * and the new card pays the next terms. A link of another member answers as an unknown one (404); a used one,
 * or one whose term is paid or over, 409.
 */
export async function startCardUpdate(
  ctx: AppContext,
  caller: Caller,
  token: string,
  origin: string,
): Promise<CheckoutResponse> {
  const provider = onlineProvider(ctx);
  const expiresAt = new Date(Date.now() + ctx.config.CHECKOUT_HOLD_MINUTES * 60_000);
  const { payment, description } = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(cardUpdateLinks)
      .where(eq(cardUpdateLinks.tokenHash, hashToken(token)))
      .for('update');
    const [row] = link
      ? await tx
          .select({ sub: subscriptions, price: plans.price, planName: plans.name })
          .from(subscriptions)
          .innerJoin(plans, eq(plans.id, subscriptions.planId))
          .where(eq(subscriptions.id, link.subscriptionId))
          .for('update', { of: subscriptions })
      : [];
    if (!link || !row || row.sub.userId !== caller.id) throw new AppError(404, RENEWAL_MESSAGES.linkInvalid);
    if (link.usedAt) throw conflict(RENEWAL_MESSAGES.linkUsed);
    const [paid] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, row.sub.id), nextTermCharged()));
    if (row.sub.endDate !== link.renewalOf || !CHARGEABLE.includes(row.sub.status as never) || paid) {
      throw conflict(RENEWAL_MESSAGES.nothingDue);
    }
    await tx.update(cardUpdateLinks).set({ usedAt: new Date() }).where(eq(cardUpdateLinks.id, link.id));
    // An earlier card update left open is replaced by this one.
    await tx
      .update(payments)
      .set({ status: PAYMENT_FAILED, failure: BILLING_MESSAGES.checkoutClosed })
      .where(
        and(
          eq(payments.subscriptionId, row.sub.id),
          eq(payments.checkoutKind, 'renewal'),
          isNull(payments.renewalAttempt),
          eq(payments.status, PAYMENT_PENDING),
        ),
      );
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: caller.id,
        subscriptionId: row.sub.id,
        amount: row.price,
        paymentMethod: ONLINE_CARD,
        status: PAYMENT_PENDING,
        provider: provider.name,
        checkoutKind: 'renewal',
        renewalOf: row.sub.endDate,
        saveCard: true,
        paymentDate: new Date(),
      })
      .returning();
    return { payment: payment as PaymentRow, description: row.planName };
  });
  const email = await memberEmail(ctx.db, caller.id);
  const checkoutUrl = await openCheckout(ctx, provider, payment, { description, email, origin, expiresAt });
  return { checkoutUrl, subscriptionId: payment.subscriptionId as number, paymentId: payment.id };
}
