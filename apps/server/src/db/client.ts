import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Either driver behind one type: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction, of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: for reads and locks that serve inside and outside one. */
export type Runner = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other app instance on this database runs its own `exclusively` (a PostgreSQL advisory
   * lock; PGlite has one process). Starting instances migrate and load first data inside it, so two starting at
   * once never apply one migration twice or seed twice: the second waits, then finds the work done.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The advisory lock key of `exclusively` (any fixed bigint; this one spells "gym start"). */
const STARTUP_LOCK = 0x67796d5f737461;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite with the extensions our migrations use. `dataDir` undefined keeps it in memory. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database & { client: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    // btree_gist for the sessions' EXCLUDE constraints, pg_trgm for the account search's indexes.
    extensions: { btree_gist, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    driver: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    async exclusively(work) {
      // A session lock on a connection of its own: `work` uses the pool's other connections meanwhile.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: `${config.DATA_DIR}/pglite` });
}

/** The SQLSTATE of a database error, wherever the driver put it (Drizzle wraps it in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The constraint a database error names, if any. */
export function constraintName(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}
