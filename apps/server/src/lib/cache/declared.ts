import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/**
 * The database's change counters (`versions.ts`), each raised by triggers on the tables it covers, in the
 * transaction that writes them. Which trigger functions raise each one, and on which events a table must fire them
 * for a cached answer to be current, is `COUNTER_TRIGGERS`.
 */
export type Counter = 'catalogue' | 'accounts' | 'records';

type Event = 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';

/**
 * The triggers behind each counter: a table a cached read reads must fire one of `functions` on every one of
 * `events`. `cached-reads.test.ts` asks `pg_trigger` for each declared table; this, not a list in a migration, is
 * the source of truth for what the triggers must cover.
 */
export const COUNTER_TRIGGERS: Record<Counter, { functions: readonly string[]; events: readonly Event[] }> = {
  // Migration 0009: a statement trigger, raised in the writing statement.
  catalogue: { functions: ['bump_catalogue_version'], events: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] },
  // Migration 0010 (the body: 0013): deferred to commit, and only for the columns the caller lookup reads. No INSERT: an unknown
  // account is never kept, so a new one needs no counter.
  accounts: { functions: ['raise_account_version'], events: ['UPDATE', 'DELETE', 'TRUNCATE'] },
  // Migration 0011 (the bodies: 0013): deferred to commit (row events), at once for TRUNCATE.
  records: {
    functions: ['raise_records_version', 'raise_records_version_now'],
    events: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  },
};

/** What a loader may use. */
export type ReadContext = { db: Db; config: Config };

/**
 * A cached read: the loader, and next to it every table that loader reads. Its answer is kept under `counters`
 * (fixed by the cache it goes through), so each of `tables` must carry a trigger of one of them.
 */
export type CachedRead<Args, Result> = {
  /** Names the read in its cache's keys; unique in the app. */
  readonly name: string;
  readonly cache: 'catalogue' | 'reads' | 'callers' | 'values';
  readonly counters: readonly Counter[];
  readonly tables: readonly string[];
  load(ctx: ReadContext, args: Args, now: Date): Promise<Result>;
};

/** Every cached read the app declared, for the test that checks them against the SQL they send and the triggers. */
export const cachedReads: CachedRead<never, unknown>[] = [];

/** Declares (and registers) a cached read; each cache's own `…Read` function calls this with its counters. */
export function declareRead<Args, Result>(read: CachedRead<Args, Result>): CachedRead<Args, Result> {
  if (cachedReads.some((other) => other.name === read.name)) throw new Error(`two cached reads named ${read.name}`);
  cachedReads.push(read as CachedRead<never, unknown>);
  return read;
}

/** The key of a read's answer for `args` in its cache. */
export const keyOf = (name: string, args: unknown) =>
  args === undefined ? name : `${name}:${typeof args === 'object' ? JSON.stringify(args) : args}`;
