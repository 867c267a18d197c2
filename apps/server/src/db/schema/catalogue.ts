import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: a counter that every statement writing `plans` or `exercises` raises in its own transaction (a trigger,
 * migration 0009), so an instance's cached public catalogue is current exactly when the counter it was read under
 * still holds (`lib/cache/catalogue.ts`, docs/decisions/012).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id}`)],
);
