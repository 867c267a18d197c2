import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit trail (`modules/audit`, docs/decisions/023): who did what to money, accounts and settings, when, and
 * what it was before and after. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0019), and
 * every entry carries the hash of the one before it, so a row changed behind the application's back (the trigger
 * disabled, the table edited by hand) breaks the chain at that entry (`GET /api/audit/verify`).
 *
 * No foreign keys: an entry outlives the account that acted and the record it speaks of. It names accounts by id
 * only and keeps no personal data, because it can never be erased.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** The entry's place in the chain: 1, 2, 3 … with no gap (given under the head's lock, rolled back with it). */
    id: integer('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The account that acted; null for the server itself (a job, a provider's confirmation). */
    actorId: integer('actor_id'),
    /** What happened, as `AUDIT_ACTIONS` names it (`payment.recorded`, `settings.changed` …). */
    action: varchar('action', { length: 60 }).notNull(),
    /** The action's family, to filter by (`money`, `accounts`, `settings`, `desk`). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** What it was done to: a table's word (`payment`, `plan`, `user`, `settings`) and the row's id. */
    subjectType: varchar('subject_type', { length: 30 }).notNull(),
    subjectId: integer('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The previous entry's `hash` (the genesis value for the first). */
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    /** SHA-256 over this entry's fields and `prevHash` (`entryHash` in modules/audit/chain.ts). */
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_log_kind_idx').on(t.kind, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * The chain's head, one row: the last entry's id and hash. Every append locks it (`SELECT … FOR UPDATE`) and moves it
 * in the same transaction, so appends from any number of requests and instances form one chain, one at a time.
 */
export const auditHead = pgTable(
  'audit_head',
  {
    id: boolean('id').primaryKey().default(true),
    seq: integer('seq').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [check('audit_head_one_row', sql`${t.id}`)],
);
