import { numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Completed payments summed per quarter of an hour (UTC), kept exact by triggers on `payments` (migration 0005).
 * The revenue chart reads these few rows instead of every payment of six months. Every time zone's offset is a
 * whole number of quarter hours, so a quarter hour never straddles midnight in the gym's zone and grouping the
 * quarters by the gym's month gives the same totals as grouping the payments (docs/decisions/006).
 */
export const paymentTotals = pgTable('payment_totals', {
  startsAt: timestamp('starts_at', { withTimezone: true }).primaryKey(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
});
