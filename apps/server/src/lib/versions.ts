import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountVersion, catalogueVersion } from '../db/schema/index.ts';

/**
 * The database's change counters, each raised by triggers in the transaction that changes what it covers:
 * - `catalogue`: any write to `plans` or `exercises` (migration 0009; `lib/catalogue.ts`);
 * - `accounts`: any change to what the caller lookup reads of an account (migration 0010; `lib/callers.ts`).
 */
export type Versions = { catalogue: number; accounts: number };

/**
 * The one home of "is my cached copy still current?" (docs/decisions/012). A per-process cache keeps an answer
 * with the version it was read under (the version read *before* the data, so the data is never older than it), and
 * uses it only while a version read after the request arrived is still the same. A write committed before a request
 * arrives, on any instance or by any script, has raised the version that request sees.
 *
 * Concurrent requests share the check: those arriving while one version query runs wait for the next, which starts
 * when it ends and answers all of them. Under load that is one primary-key read of two one-row tables per database
 * round trip, for every cached thing at once, not one query per request; alone, one round trip.
 */
export function createVersionWatch(db: Db) {
  let waiting: { resolve: (versions: Versions) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  const query = db
    .select({ catalogue: catalogueVersion.version, accounts: accountVersion.version })
    .from(catalogueVersion)
    .crossJoin(accountVersion)
    .where(sql`${catalogueVersion.id} and ${accountVersion.id}`)
    .prepare('current_versions');

  const read = async (): Promise<Versions> => {
    const [row] = await query.execute();
    if (!row) throw new Error('catalogue_version or account_version has no row: the migrations did not run');
    return row;
  };

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const versions = await read();
        for (const w of batch) w.resolve(versions);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    running = false;
  }

  return {
    /** The versions as read by a query that started after this call. */
    current(): Promise<Versions> {
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
export type VersionWatch = ReturnType<typeof createVersionWatch>;
