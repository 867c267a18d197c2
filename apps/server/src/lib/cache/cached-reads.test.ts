import type { PGlite } from '@electric-sql/pglite';
import { exerciseQuerySchema, planListQuerySchema } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Every module, so that every cached read the app declares is registered.
import '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/app.ts';
import {
  makeAccount,
  makePayment,
  makePlan,
  makeRoom,
  makeSession,
  makeSubscription,
  makeTrainer,
} from '../../test/factories.ts';
import { type CachedRead, COUNTER_TRIGGERS, cachedReads, type ReadContext } from './declared.ts';

// A cached answer is current only while a counter it is kept under covers every table its read reads (README.md).
// For each declared read: its loader runs on a fresh database with the SQL it sends captured, and every table that
// SQL names must be declared; then `pg_trigger` must show, for every declared table, the triggers of a counter
// the read is kept under. Both checks are shown to fail when a table is left out or a trigger is missing.

type AnyRead = CachedRead<never, unknown>;
const run = (read: AnyRead, ctx: ReadContext, args: unknown) =>
  (read.load as (ctx: ReadContext, args: unknown, now: Date) => Promise<unknown>)(ctx, args, new Date());

/** The tables a statement reads or writes: what follows FROM or JOIN (Drizzle quotes every table name). */
const tablesIn = (statement: string) =>
  [...statement.matchAll(/\b(?:from|join)\s+"([^"]+)"/gi)].map((match) => match[1] as string);

/** A second Drizzle over the same connection or pool, which hands every statement it sends to `statements`. */
function recording(database: Database, statements: string[]): Db {
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  return (database.driver === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
}

/** Per read, the tables its loader's SQL names that it does not declare, for each of `argsList`. */
async function undeclaredTables(database: Database, read: AnyRead, argsList: readonly unknown[]) {
  const statements: string[] = [];
  const ctx = { db: recording(database, statements), config: testConfig() };
  for (const args of argsList) await run(read, ctx, args);
  expect(statements.length, `${read.name} sent no SQL`).toBeGreaterThan(0);
  const touched = new Set(statements.flatMap(tablesIn));
  return [...touched].filter((table) => !read.tables.includes(table)).sort();
}

// TRIGGER_TYPE_* of PostgreSQL's pg_trigger.tgtype.
const EVENT_BITS = { INSERT: 4, DELETE: 8, UPDATE: 16, TRUNCATE: 32 } as const;

/**
 * The declared tables of `reads` that no counter the read is kept under fully covers: a table is covered by a
 * counter when enabled triggers on it, calling that counter's functions, fire on every one of its events.
 */
async function uncoveredTables(db: Db, reads: readonly AnyRead[]) {
  const triggers = await db.execute(sql`
    select c.relname as "table", p.proname as fn, t.tgtype::int as type
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where t.tgenabled <> 'D' and c.relnamespace = 'public'::regnamespace`);
  const { rows } = triggers as unknown as { rows: { table: string; fn: string; type: number }[] };
  const covers = (table: string, counter: keyof typeof COUNTER_TRIGGERS) => {
    const { functions, events } = COUNTER_TRIGGERS[counter];
    const fired = rows.filter((row) => row.table === table && functions.includes(row.fn));
    return events.every((event) => fired.some((row) => (row.type & EVENT_BITS[event]) !== 0));
  };
  return reads.flatMap((read) =>
    read.tables
      .filter((table) => !read.counters.some((counter) => covers(table, counter)))
      .map((table) => ({ read: read.name, table })),
  );
}

let database: Database;
/** Per read's name, the arguments that make its loader run every statement it can send, over the seeded rows. */
let examples: Record<string, unknown[]>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const member = await makeAccount(db);
  const { trainerId } = await makeTrainer(db);
  const room = await makeRoom(db);
  const plan = await makePlan(db);
  const payment = await makePayment(db, { userId: member.id, planId: plan.id, amount: '19.99' });
  await makeSubscription(db, {
    userId: member.id,
    planId: plan.id,
    paymentId: payment.id,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
  });
  await makeSession(db, { userId: member.id, trainerId, roomId: room.id, start: new Date('2026-03-10T10:00:00Z') });
  await db.insert(schema.feedback).values({ userId: member.id, message: 'Great gym.', rating: 5 });
  const [exercise] = await db
    .insert(schema.exercises)
    .values({
      name: 'Bench press',
      bodyPart: 'chest',
      target: 'pectorals',
      equipment: 'barbell',
      instructions: ['Lie down.', 'Press.'],
      imageUrl: '/images/exercises/bench-press.gif',
    })
    .returning();
  examples = {
    plans: [planListQuerySchema.parse({}), planListQuerySchema.parse({ page: '1' })],
    plan: [plan.id],
    exercises: [exerciseQuerySchema.parse({}), exerciseQuerySchema.parse({ search: 'press', bodyPart: 'chest' })],
    'exercise-body-parts': [undefined],
    exercise: [exercise?.id],
    caller: [member.id],
    'member-subscriptions': [member.id],
    'member-sessions': [{ memberId: member.id, from: '2026-03-09', to: '2026-03-15' }],
    'staff-stats': [undefined],
    'gym-settings': [undefined],
  };
});
afterAll(() => database.close());

describe('cached reads', () => {
  it('are all declared with their tables, and run here with examples', () => {
    expect(cachedReads.map((read) => read.name).sort()).toEqual(Object.keys(examples).sort());
    for (const read of cachedReads) expect(read.tables.length, read.name).toBeGreaterThan(0);
  });

  it.each(cachedReads.map((read) => [read.name, read] as const))(
    '%s: its loader reads only the tables it declares',
    async (name, read) => {
      expect(await undeclaredTables(database, read, examples[name] ?? [])).toEqual([]);
    },
  );

  it('every declared table carries the triggers of a counter its read is kept under', async () => {
    expect(await uncoveredTables(database.db, cachedReads)).toEqual([]);
  });
});

describe('the guard', () => {
  it('names a table a loader reads that its read does not declare', async () => {
    const staffStats = cachedReads.find((read) => read.name === 'staff-stats') as AnyRead;
    const forgetful = { ...staffStats, tables: staffStats.tables.filter((table) => table !== 'feedback') };
    expect(await undeclaredTables(database, forgetful, [undefined])).toEqual(['feedback']);
  });

  it('names exactly the table whose counter trigger was dropped', async () => {
    const clone = await createTestDatabase();
    try {
      await clone.db.execute(sql`drop trigger "feedback_raise_records_version" on "feedback"`);
      expect(await uncoveredTables(clone.db, cachedReads)).toEqual([{ read: 'staff-stats', table: 'feedback' }]);
    } finally {
      await clone.close();
    }
  });
});
