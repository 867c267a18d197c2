import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUS_LIST,
  type SubscriptionStatus,
} from '@gym/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { plans } from './plans.ts';
import { users } from './users.ts';

/**
 * A recorded payment. It pays for one thing, once: a new subscription (`planId`) or the extension of one
 * (`subscriptionId`); `usedAt` is set when it is spent, in the same transaction that spends it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('Cash'),
    notes: varchar('notes', { length: 500 }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('Completed'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What has been given back (a refund); 0 until then. */
    refundedAmount: numeric('refunded_amount', { precision: 10, scale: 2 }).notNull().default('0'),
    /** Who took the money: the desk, or an online provider (docs/decisions/022). */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull().default('desk'),
    /** The staff member or admin who recorded a desk payment. */
    recordedBy: integer('recorded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * What the provider's confirmation starts: 'new' (the held subscription), 'extend' (the next term of
     * `subscriptionId`) or 'renewal' (the next term of a subscription renewing by card: a charge of the saved card,
     * or the checkout of a card update, docs/decisions/029); null for a payment spent later by the spec's calls.
     */
    checkoutKind: text('checkout_kind', { enum: ['new', 'extend', 'renewal'] }),
    /** The member asked to keep the card for renewals (decisions §3). */
    saveCard: boolean('save_card').notNull().default(false),
    /** The provider's checkout (a Stripe Checkout Session id, or the demo's own). */
    providerCheckoutRef: text('provider_checkout_ref'),
    /** The provider's charge (a Stripe PaymentIntent id): what a refund names. */
    providerPaymentRef: text('provider_payment_ref'),
    /** The provider's customer and saved card, when the member chose to renew by card. */
    providerCustomerRef: text('provider_customer_ref'),
    savedCardRef: text('saved_card_ref'),
    /** Why the provider refused it, in the member's words. */
    failure: text('failure'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A renewal's payment: the end date of the term it renews (the next term starts from it). */
    renewalOf: date('renewal_of', { mode: 'string' }),
    /** A charge of the saved card: its number for that term (0 the first, then the retries); null for a checkout. */
    renewalAttempt: integer('renewal_attempt'),
    /** The gym's date the charge was made for; the retries count from the first one's. */
    chargeOn: date('charge_on', { mode: 'string' }),
    /** When an instance took the charge to the provider (a lease: another takes it again after a while). */
    chargeClaimedAt: timestamp('charge_claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_date_idx').on(t.paymentDate),
    // Failed payments by the subscription they were for: the reports tell a lapsed membership from a cancelled one
    // by them, without reading every payment (docs/benchmarks.md, bench:reports).
    index('payments_failed_idx').on(t.subscriptionId).where(sql`${t.status} = 'Failed'`),
    // The renewal charges waiting for their provider, oldest first: the charging job claims them one at a time, and
    // without it each claim read every payment of the gym (docs/benchmarks.md, bench:reports).
    index('payments_pending_renewals_idx')
      .on(t.id)
      .where(sql`${t.checkoutKind} = 'renewal' and ${t.renewalAttempt} is not null and ${t.status} = 'Pending'`),
    uniqueIndex('payments_checkout_ref_unique').on(t.provider, t.providerCheckoutRef),
    // One charge per attempt per term, however many instances run the job.
    uniqueIndex('payments_renewal_attempt_unique')
      .on(t.subscriptionId, t.renewalOf, t.renewalAttempt)
      .where(sql`${t.renewalAttempt} is not null`),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check(
      'payments_method_check',
      sql`${t.paymentMethod} in ('Cash', 'Card terminal', 'Bank Transfer', 'Online card')`,
    ),
    check(
      'payments_status_check',
      sql`${t.status} in ('Pending', 'Completed', 'Failed', 'Refunded', 'Partly refunded')`,
    ),
    check('payments_provider_check', sql`${t.provider} in ('desk', 'stripe', 'demo')`),
    check('payments_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * Money given back on a payment (docs/decisions/022): each refund, whole or part, with its reason, who gave it and
 * the provider's refund. The payment's `refunded_amount` is their sum, kept in the same transaction.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's refund (a Stripe Refund id); null for money handed back at the desk. */
    providerRefundRef: text('provider_refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Each provider event handled once (docs/decisions/022): the row is written in the transaction that applies the
 * event, so a replay, or the same event delivered to two instances at once, finds it and does nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A member's subscription to a plan. Dates are calendar dates in the gym's time zone. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Restrict: a plan with subscriptions cannot be deleted (decisions §3).
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status', { enum: SUBSCRIPTION_STATUS_LIST as [SubscriptionStatus, ...SubscriptionStatus[]] })
      .notNull()
      .default('Active'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /**
     * Renews by card (docs/decisions/029): the payment whose saved card pays the next terms. With `autoRenew`,
     * the subscription's `renewal` is 'card'; `autoRenew` without it is 'prepaid'.
     */
    renewalCardPaymentId: integer('renewal_card_payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'set null',
    }),
    /** A checkout's hold on a place: released when this passes without a confirmed payment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The plan's freeze, current or coming (docs/decisions/028): first and last day, both included; null without
     * one. Its history is `subscription_freezes`.
     */
    frozenFrom: date('frozen_from', { mode: 'string' }),
    frozenUntil: date('frozen_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    check(
      'subscriptions_freeze_check',
      sql`(${t.frozenFrom} is null) = (${t.frozenUntil} is null) and (${t.frozenUntil} is null or ${t.frozenUntil} >= ${t.frozenFrom})`,
    ),
    index('subscriptions_frozen_idx').on(t.frozenFrom).where(sql`${t.frozenFrom} is not null`),
    index('subscriptions_plan_active_idx').on(t.planId).where(sql`${t.isActive}`),
    index('subscriptions_due_idx').on(t.endDate).where(sql`${t.isActive} and ${t.autoRenew}`),
    // One active subscription per plan per member (decisions §3).
    uniqueIndex('subscriptions_active_unique').on(t.userId, t.planId).where(sql`${t.isActive}`),
    // A payment buys one subscription.
    uniqueIndex('subscriptions_payment_unique').on(t.paymentId),
    check('subscriptions_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('Scheduled', 'Waiting for payment', 'Active', 'Frozen', 'Past due', 'Suspended', 'Expired', 'Cancelled')`,
    ),
    index('subscriptions_hold_idx').on(t.holdExpiresAt).where(sql`${t.holdExpiresAt} is not null`),
    // The desk's members list (docs/decisions/030): members by their current plan's status (and its end date, for
    // Expiring and the end-date sort), and by its plan, as index-only scans over the current subscriptions alone.
    index('subscriptions_current_status_idx')
      .on(t.status, t.userId, t.endDate)
      .where(sql`${t.status} in ('Active', 'Frozen', 'Past due', 'Suspended', 'Scheduled')`),
    index('subscriptions_current_plan_idx')
      .on(t.planId, t.userId)
      .where(sql`${t.status} in ('Active', 'Frozen', 'Past due', 'Suspended', 'Scheduled')`),
  ],
);

/**
 * The single-use links a failed renewal charge e-mails (docs/decisions/029): each opens one fresh checkout that
 * saves a new card and pays the term. Only the token's hash is kept.
 */
export const cardUpdateLinks = pgTable(
  'card_update_links',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The end date of the term the link pays. */
    renewalOf: date('renewal_of', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('card_update_links_token_unique').on(t.tokenHash)],
);

/**
 * Every freeze of a plan (docs/decisions/028), kept for the yearly limit and the history: its days, both included
 * (`end_date` moves back when the freeze is ended early; a freeze ended before its first day is deleted), why, and
 * who made it.
 */
export const subscriptionFreezes = pgTable(
  'subscription_freezes',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 500 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was ended before its last day. */
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
  },
  (t) => [
    index('subscription_freezes_user_idx').on(t.userId, t.startDate),
    index('subscription_freezes_subscription_idx').on(t.subscriptionId),
    check('subscription_freezes_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
