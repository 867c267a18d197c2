import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member let in at the front desk (docs/decisions/024). `at` is when the pass was scanned (for a scan queued by a
 * desk without a network, the scan's time, not the time it arrived); `gymDate` is the gym's date at that instant,
 * which the day's list reads and a day pass is used once on. Only admissions are rows: a refusal is answered and
 * not kept.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    gymDate: date('gym_date', { mode: 'string' }).notNull(),
    /** `pass` (the minute pass), `day-pass`, or `search` (the desk found the member by name, phone or e-mail). */
    method: text('method', { enum: ['pass', 'day-pass', 'search'] }).notNull(),
    /** Staff let the member in whatever the rules said, for `overrideReason`. */
    override: boolean('override').notNull().default(false),
    overrideReason: varchar('override_reason', { length: 500 }),
    /** The staff member or admin at the desk; kept (as null) if their account goes. */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkins_day_idx').on(t.gymDate, t.at),
    index('checkins_user_idx').on(t.userId, t.at),
    // A day pass lets its member in once on its date: the database is the final word when two desks scan it at once.
    uniqueIndex('checkins_day_pass_unique').on(t.userId, t.gymDate).where(sql`${t.method} = 'day-pass'`),
    check('checkins_method_check', sql`${t.method} in ('pass', 'day-pass', 'search')`),
    check('checkins_override_reason_check', sql`not ${t.override} or ${t.overrideReason} is not null`),
  ],
);

/**
 * Each member's last check-in, kept by a trigger on `checkins` (migration 0031), never by a service: the desk's
 * members list sorts by it with an index walk instead of reading every check-in (docs/decisions/030).
 */
export const memberLastVisits = pgTable(
  'member_last_visits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_last_visits_at_idx').on(t.lastAt)],
);

/**
 * The days each member came in, per month of the gym's calendar (`month` is its first day), kept by a trigger on
 * `checkins` (migration 0035), never by a service: the attendance report reads a row per member and month instead of
 * grouping a year's check-ins by member and day (docs/decisions/042). Two check-ins on one day are one visit.
 */
export const memberMonthVisits = pgTable(
  'member_month_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index('member_month_visits_month_idx').on(t.month)],
);
