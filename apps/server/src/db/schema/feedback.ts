import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Members' feedback; staff process it (decisions §1: processing is saved). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: varchar('message', { length: 2000 }).notNull(),
    rating: smallint('rating').notNull(),
    isProcessed: boolean('is_processed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId),
    index('feedback_created_idx').on(t.createdAt, t.id),
    check('feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Messages from the landing page's contact form: all five fields are kept (decisions §1). City and phone are
 * null when a client written against the original API left them out (it sends name, e-mail and message only).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    city: varchar('city', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    message: varchar('message', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id)],
);
