import { sql } from 'drizzle-orm';
import { pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_signups_email_unique').on(sql`lower(${t.email})`)],
);
