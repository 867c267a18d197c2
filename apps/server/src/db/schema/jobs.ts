import { date, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job and gym day that has run (`lib/jobs.ts`). Written in the job's own transaction, so a
 * day's run is recorded exactly when its work commits, and whichever app instance's timer fires first, the
 * others find the day done (docs/decisions/009).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** The gym's calendar day the run was for. */
    day: date('day', { mode: 'string' }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** What the run reported, e.g. `{ renewed, expired }`. */
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
