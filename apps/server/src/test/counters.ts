import { sql } from 'drizzle-orm';
import type { Runner } from '../db/client.ts';
import { changeCounters } from '../db/schema/index.ts';

/** The deferred change counters as a reader sees them: each the sum of its column over the rows (migration 0013). */
export async function changeCounts(db: Runner): Promise<{ accounts: number; records: number }> {
  const [row] = await db
    .select({
      accounts: sql<number>`sum(${changeCounters.accounts})::bigint`.mapWith(Number),
      records: sql<number>`sum(${changeCounters.records})::bigint`.mapWith(Number),
    })
    .from(changeCounters);
  if (!row) throw new Error('no change counters');
  return row;
}
