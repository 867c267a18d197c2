import { sql } from 'drizzle-orm';
import { type Db, localWriteCount, versionReader } from '../../db/client.ts';
import { catalogueVersion, changeCounters } from '../../db/schema/index.ts';

/**
 * The database's change counters, each raised by triggers in the transaction that changes what it covers:
 * - `catalogue`: any write to `plans` or `exercises` (migration 0009; `lib/cache/catalogue.ts`);
 * - `accounts`: any change to what the caller lookup reads of an account (migrations 0010, 0013; `callers.ts`);
 * - `records`: any write to the tables the cached signed-in reads declare (migrations 0011, 0013; `reads.ts`).
 * Which triggers each counter needs on a declared table: `COUNTER_TRIGGERS` (`declared.ts`, README.md).
 */
export type Versions = { catalogue: number; accounts: number; records: number };

/**
 * The one home of "is my cached copy still current?" (docs/decisions/012). A per-process cache keeps an answer
 * with the version it was read under (the version read *before* the data, so the data is never older than it), and
 * uses it only while a version read after the request arrived is still the same. A write committed before a request
 * arrives, on any instance or by any script, has raised the version that request sees.
 *
 * Concurrent requests share the check. It is sent once the event loop's turn that read them has run its I/O
 * callbacks (`setImmediate`), so all the requests read in one turn share it; those arriving while it runs wait for
 * the next, sent when it ends. Under load that is one read of a one-row table and a 16-row one (three counters) per
 * database round trip, for every cached thing at once, not one query per request; alone, one round trip. (Sending it
 * at once for the first request of a turn, as before, left the rest of the turn's requests waiting for a second
 * round trip: the plan list went from 35,000 to 45,000 requests a second; docs/decisions/012, "The version check".)
 * On PGlite, which only this process reaches, no query at all while no statement that could write has run since
 * the last one.
 */
export function createVersionWatch(db: Db) {
  type Waiter = { resolve: (versions: Versions) => void; reject: (error: unknown) => void };
  /** Calls since the last check was sent: the next check answers them all. */
  let next: Waiter[] = [];
  let scheduled = false;
  let running = false;
  /**
   * PGlite only (`localWriteCount`): the versions last read, and the database's count of possibly-writing statements
   * when that read was sent. While the count is the same, no statement that could raise a counter has been sent or
   * finished since, so the versions are still those: answered without a query. Any other statement (a transaction,
   * a write, one not a plain SELECT) moves the count, and the next check asks the database again.
   */
  const localWrites = localWriteCount(db);
  let known: { versions: Versions; writes: number } | undefined;

  // The deferred counters are each the sum of a column over `change_counters`' rows (migration 0013).
  const query = versionReader(db)
    .select({
      catalogue: catalogueVersion.version,
      accounts: sql<number>`sum(${changeCounters.accounts})::bigint`.mapWith(Number),
      records: sql<number>`sum(${changeCounters.records})::bigint`.mapWith(Number),
    })
    .from(catalogueVersion)
    .crossJoin(changeCounters)
    .where(sql`${catalogueVersion.id}`)
    .groupBy(catalogueVersion.version)
    .prepare('current_versions');

  const read = async (): Promise<Versions> => {
    const [row] = await query.execute();
    if (!row) throw new Error('catalogue_version or change_counters has no row: the migrations did not run');
    return row;
  };

  /**
   * Sends the next check once this turn of the event loop has run its I/O callbacks, so that every request read in
   * the same turn shares it; while one check is out, the next waits for it to end (one connection, one at a time).
   */
  function schedule() {
    if (scheduled || running || next.length === 0) return;
    scheduled = true;
    setImmediate(send);
  }

  async function send() {
    scheduled = false;
    running = true;
    const batch = next;
    next = [];
    try {
      const writes = localWrites?.();
      const versions = await read();
      if (writes !== undefined) known = { versions, writes };
      for (const w of batch) w.resolve(versions);
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      running = false;
      schedule();
    }
  }

  return {
    /** The versions as read by a query that started after this call. */
    current(): Promise<Versions> {
      if (known && localWrites?.() === known.writes) return Promise.resolve(known.versions);
      return new Promise((resolve, reject) => {
        next.push({ resolve, reject });
        schedule();
      });
    },
  };
}
export type VersionWatch = ReturnType<typeof createVersionWatch>;
