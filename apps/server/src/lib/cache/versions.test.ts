import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, localWriteCount } from '../../db/client.ts';
import { createTestDatabase } from '../../test/app.ts';
import { createVersionWatch } from './versions.ts';

// The change counters as every cache reads them (docs/decisions/012). On PGlite, which only this process reaches,
// they are answered without a query while no statement that could write has run; every kind of write is seen.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const raise = sql`update catalogue_version set version = version + 1`;

describe('the version watch', () => {
  it('sees a counter raised before the check, by any statement', async () => {
    const watch = createVersionWatch(database.db);
    const first = await watch.current();
    expect(await watch.current()).toEqual(first);
    await database.db.execute(raise);
    expect((await watch.current()).catalogue).toBe(first.catalogue + 1);
    await database.db.transaction(async (tx) => {
      await tx.execute(raise);
    });
    expect((await watch.current()).catalogue).toBe(first.catalogue + 2);
    await database.db.execute(sql`with raised as (${raise} returning 1) select count(*) from raised`);
    expect((await watch.current()).catalogue).toBe(first.catalogue + 3);
  });

  it('answers the calls of one turn with one check, and a call after a write with a check sent after it', async () => {
    const watch = createVersionWatch(database.db);
    // A write first, so that PGlite asks the database too.
    await database.db.execute(raise);
    const [a, b] = await Promise.all([watch.current(), watch.current()]);
    expect(b).toBe(a);

    const running = watch.current();
    // The check for `running` is out now; a write committed after it must not be answered by it.
    await new Promise((resolve) => setImmediate(resolve));
    await database.db.execute(raise);
    const after = await watch.current();
    expect(after.catalogue).toBe(a.catalogue + 1);
    expect((await running).catalogue).toBeLessThanOrEqual(after.catalogue);
  });

  it('on PGlite: counts only what may write, and sees writes made on the client itself', async () => {
    const writes = localWriteCount(database.db);
    if (database.driver !== 'pglite') {
      expect(writes).toBeUndefined();
      return;
    }
    if (!writes) throw new Error('no write count on PGlite');
    const client = (database as Database & { client: PGlite }).client;
    const watch = createVersionWatch(database.db);
    const first = await watch.current();
    const before = writes();
    await database.db.execute(sql`select version from catalogue_version`);
    await client.query('SELECT 1');
    expect(writes()).toBe(before);
    expect(await watch.current()).toEqual(first);

    await client.query('UPDATE change_counters SET accounts = accounts + 1 WHERE shard = 0');
    expect((await watch.current()).accounts).toBe(first.accounts + 1);
    await client.exec('UPDATE change_counters SET accounts = accounts + 1 WHERE shard = 0; SELECT 1;');
    expect((await watch.current()).accounts).toBe(first.accounts + 2);
    await client.transaction(async (tx) => {
      await tx.query('UPDATE change_counters SET accounts = accounts + 1 WHERE shard = 0');
    });
    expect((await watch.current()).accounts).toBe(first.accounts + 3);
    expect(writes()).toBe(before + 6);
  });
});
