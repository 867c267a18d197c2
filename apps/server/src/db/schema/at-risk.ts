import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What the desk did about an at-risk member (docs/decisions/039): `contacted` (a call, a word at the desk) or
 * `snoozed` (off the at-risk list until `until`, the day they are back on it). Rows are only added; the list reads
 * each member's latest of each. The note is the desk's own words about the member, so it lives here, where it goes
 * with the member's account, and not in the audit trail, which can never be erased.
 */
export const atRiskActions = pgTable(
  'at_risk_actions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['contacted', 'snoozed'] }).notNull(),
    note: varchar('note', { length: 500 }),
    until: date('until', { mode: 'string' }),
    /** The staff member or admin who recorded it; kept (as null) if their account goes. */
    byId: integer('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('at_risk_actions_member_idx').on(t.memberId, t.action, t.at),
    check('at_risk_actions_action_check', sql`${t.action} in ('contacted', 'snoozed')`),
    check('at_risk_actions_until_check', sql`(${t.action} = 'snoozed') = (${t.until} is not null)`),
  ],
);
