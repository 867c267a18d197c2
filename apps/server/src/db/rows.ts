import type { SQL } from 'drizzle-orm';
import type { Runner } from './client.ts';

/**
 * The rows of a raw SQL statement, typed by the caller. Both drivers answer `execute` with an object holding `rows`
 * (node-postgres' QueryResult, PGlite's Results); drizzle types it per driver, so raw reads go through here.
 */
export async function selectRows<T>(db: Runner, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
