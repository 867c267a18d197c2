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
    paymentMethod: text('payment_method', { enum: ['Cash', 'Credit Card', 'Bank Transfer'] })
      .notNull()
      .default('Cash'),
    notes: varchar('notes', { length: 500 }),
    status: text('status', { enum: ['Completed', 'Pending', 'Failed'] })
      .notNull()
      .default('Completed'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_date_idx').on(t.paymentDate),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check('payments_method_check', sql`${t.paymentMethod} in ('Cash', 'Credit Card', 'Bank Transfer')`),
    check('payments_status_check', sql`${t.status} in ('Completed', 'Pending', 'Failed')`),
  ],
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
    status: text('status').notNull().default('Active'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_plan_active_idx').on(t.planId).where(sql`${t.isActive}`),
    index('subscriptions_due_idx').on(t.endDate).where(sql`${t.isActive} and ${t.autoRenew}`),
    // One active subscription per plan per member (decisions §3).
    uniqueIndex('subscriptions_active_unique').on(t.userId, t.planId).where(sql`${t.isActive}`),
    // A payment buys one subscription.
    uniqueIndex('subscriptions_payment_unique').on(t.paymentId),
    check('subscriptions_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
