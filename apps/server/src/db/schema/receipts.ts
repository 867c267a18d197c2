import type { ReceiptContent } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentRefunds, payments } from './billing.ts';

/**
 * A completed payment's receipt (`modules/receipts`, docs/decisions/023). `number` comes from `receipt_counter`,
 * moved in the payment's own transaction, so numbers have no gap even when a payment rolls back. `content` is what
 * the receipt says, fixed when it is issued: a later change of the gym's name, address, zone or tax rate does not
 * rewrite a receipt already given. A trigger refuses UPDATE and DELETE (migration 0019). A refund has its own
 * receipt (`refund_id` set, docs/decisions/035), numbered in the same sequence: a payment has one receipt of its
 * own and one per refund.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The refund this receipt is for; null on the payment's own receipt. */
    refundId: integer('refund_id').references(() => paymentRefunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    content: jsonb('content').$type<ReceiptContent>().notNull(),
  },
  (t) => [
    uniqueIndex('receipts_number_unique').on(t.number),
    uniqueIndex('receipts_payment_unique').on(t.paymentId).where(sql`${t.refundId} IS NULL`),
    uniqueIndex('receipts_refund_unique').on(t.refundId),
  ],
);

/** One row: the last receipt number given. Its row lock, held to the payment's commit, hands numbers out in turn. */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: boolean('id').primaryKey().default(true),
    last: integer('last').notNull(),
  },
  (t) => [check('receipt_counter_one_row', sql`${t.id}`)],
);
