import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { sendPendingMail } from '../lib/outbox.ts';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL in the server-pg project. */
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('postgresTemplate');
  if (process.env.TEST_DB === 'postgres' && pgTemplate) {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const name = `${pgTemplate.replace('template', 'file')}_${randomBytes(4).toString('hex')}`;
    const admin = await openPostgres(url.toString(), 1);
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), 20);
    return {
      ...db,
      async close() {
        await db.close();
        await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  const template = Buffer.from(inject('pgliteTemplate'), 'base64');
  return openPglite({ loadDataDir: new Blob([template]) });
}

/**
 * A second instance's own connections to the test file's database, as another app process would have them: on
 * PostgreSQL a new pool; on PGlite, which one process reaches through one connection, none (use the first).
 */
export async function secondInstanceDatabase(db: Db): Promise<Database | undefined> {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${rows[0]?.name}`;
  return openPostgres(url.toString(), 5);
}

/** The whole app on a fresh database, with a mailer that keeps what it sends, or fails when told to. */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const sent: Mail[] = [];
  const mailServer = { down: false };
  const mailer: Mailer = {
    async send(mail) {
      if (mailServer.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push(mail);
    },
  };
  const app = await buildApp({ config: testConfig(overrides), db: database.db, mailer });
  const flushMail = () => sendPendingMail({ db: database.db, mailer });
  // The mail outbox's sender does not run on a timer in tests (lib/outbox.ts): it runs here, once the request's
  // transaction has committed and before its answer reaches the test, so `sent` holds what the request queued.
  app.addHook('onSend', async () => {
    await flushMail();
  });
  await app.ready();
  return {
    app,
    db: database.db,
    sent,
    /** While true, every e-mail fails as with an unreachable mail server (and nothing is kept in `sent`). */
    mailServer,
    /** Sends what the outbox holds and is due, as the sender job does: for work done outside a request. */
    flushMail,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Another instance of the app over the same database, with its own caches and no mail (decision 009: instances share
 * only the database): for tests that a write made on one instance is seen by the next request on the other.
 */
export async function anotherInstance(t: TestApp) {
  const app = await buildApp({ config: testConfig(), db: t.db, mailer: { send: async () => {} } });
  await app.ready();
  return app;
}

/**
 * PostgreSQL only: two connections of their own to the test's database, for tests that interleave two transactions
 * by hand. Each waits at most 5 s for a lock, so a wait that would never end fails the test instead of hanging it.
 */
export async function twoConnections(t: TestApp) {
  const [row] = await t.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  const target = new URL(process.env.TEST_DATABASE_URL as string);
  target.pathname = `/${row?.name}`;
  const database = await openPostgres(target.toString(), 2);
  const one = await database.pool.connect();
  const two = await database.pool.connect();
  for (const client of [one, two]) await client.query(`SET lock_timeout = '5s'`);
  return {
    one,
    two,
    async close() {
      one.release();
      two.release();
      await database.close();
    },
  };
}

/** PostgreSQL only: the server process id of the connection a query runs on, for `untilBlockedBy`. */
export async function backendPid(db: Db): Promise<number> {
  const [row] = await db.select({ pid: sql<number>`pg_backend_pid()` }).from(sql`(select 1) as one`);
  return row?.pid as number;
}

/**
 * PostgreSQL only: resolves once another connection is waiting for a lock that the backend `holder` holds, as the
 * lock manager reports it (`pg_blocking_pids`, read from the same data as `pg_locks`). Tests that interleave two
 * transactions wait for this instead of sleeping a guessed time, so a busy machine cannot let the second
 * transaction arrive late and the test pass without the race it is about. Fails after `timeoutMs`.
 */
export async function untilBlockedBy(db: Db, holder: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`${holder} = any(pg_blocking_pids(pid))`);
    if ((row?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline)
      throw new Error(`no connection waited for a lock of backend ${holder} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
