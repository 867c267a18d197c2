import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exercises } from '../db/schema/index.ts';
import { EXERCISE_CATALOGUE } from './exercises-data.ts';

/**
 * Loads the exercise catalogue into an empty table; a table that has any exercise is left as it is. The
 * catalogue is content of the product, not demo data, so it loads on every start (production included).
 * Two processes starting at once cannot load it twice: names are unique, and a clash is skipped.
 */
export async function loadExerciseCatalogue(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(exercises);
  if (count > 0) return false;
  await db.insert(exercises).values(EXERCISE_CATALOGUE).onConflictDoNothing();
  return true;
}
