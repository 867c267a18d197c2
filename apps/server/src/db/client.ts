import { fsyncSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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

/** The advisory lock key of `exclusively` (any fixed number; this one spells "gymS"). */
const STARTUP_LOCK = 0x67796d53;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How an on-disk PGlite database keeps what it acknowledged (docs/operations.md, "Durability").
 *
 * PGlite is Postgres compiled to WebAssembly, writing its files through Emscripten's NODEFS with plain write(2)
 * calls: a commit's WAL is in the operating system's page cache before the query returns, so it survives the
 * process being killed. It does not survive a power cut or a kernel crash: PGlite starts Postgres with fsync off
 * (`-F`), and NODEFS has no fsync operation, so nothing is ever flushed to the disk. We start Postgres with fsync
 * on and `wal_sync_method=fsync` (Emscripten's fdatasync is a no-op; its fsync calls the file system's `fsync`
 * stream operation), and give NODEFS that operation: fsync(2) on the real file. Postgres then flushes the WAL
 * before a commit returns, and the data files at checkpoints, as it does on a server.
 */
class SyncedNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: { NODEFS: unknown }) => {
        const nodefs = mod.NODEFS as { stream_ops?: Record<string, unknown> } | undefined;
        if (!nodefs?.stream_ops) throw new Error('PGlite changed: NODEFS has no stream operations to add fsync to');
        nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
          if (typeof stream.nfd !== 'number') throw new Error('PGlite changed: a NODEFS stream has no file descriptor');
          fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}

/** PGlite's start parameters with fsync on and a WAL flush that reaches the disk (see SyncedNodeFS). */
const syncedStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** Thrown when another live process holds an on-disk PGlite database. */
export class DatabaseInUseError extends Error {}

/**
 * One process at a time may open an on-disk PGlite database: it is Postgres running inside that process, and a
 * second process on the same files would corrupt them. The holder's pid is kept in `<dataDir>.pid`; a file left
 * by a process that no longer runs (killed, or the machine restarted) is taken over. Returns the release.
 */
export function lockPgliteDataDir(dataDir: string): () => void {
  const file = `${resolve(dataDir)}.pid`;
  const inUse = (holder: number) =>
    new DatabaseInUseError(
      `The database in ${dataDir} is in use by process ${holder} (the server?). Stop it first; ` +
        `if no such process is running, delete ${file}.`,
    );
  if (openHere.has(file)) throw inUse(process.pid);
  mkdirSync(dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // Taken over when its holder is gone, or is our own pid without our having opened it (the pid's previous life,
    // as in a restarted container). Read and removed forgivingly: another process may be doing the same.
    let holder: number;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      continue;
    }
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) throw inUse(holder);
    rmSync(file, { force: true });
  }
  openHere.add(file);
  return () => {
    openHere.delete(file);
    try {
      if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

/** The lock files this process holds. */
const openHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite with the extensions our migrations use. `dataDir` undefined keeps it in memory (the tests). On disk it
 * takes the data directory's lock and flushes every commit to the disk (`syncOnCommit: false` only for the
 * durability benchmark, to measure what that costs).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; syncOnCommit?: boolean } = {},
): Promise<Database & { client: PGlite }> {
  const { dataDir, loadDataDir, syncOnCommit = true } = options;
  const release = dataDir ? lockPgliteDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const onDisk: PGliteOptions =
      dataDir && syncOnCommit ? { fs: new SyncedNodeFS(dataDir), startParams: syncedStartParams } : { dataDir };
    client = await PGlite.create({
      ...onDisk,
      // btree_gist for the sessions' EXCLUDE constraints, pg_trgm for the account search's indexes.
      extensions: { btree_gist, pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    if (dataDir && syncOnCommit) {
      const { rows } = await client.query<{ fsync: string }>('SHOW fsync');
      if (rows[0]?.fsync !== 'on') throw new Error(`PGlite started with fsync ${rows[0]?.fsync}, not on`);
    }
  } catch (error) {
    release();
    throw error;
  }
  const writes = countWrites(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  localWrites.set(db, writes);
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    exclusively: (work) => work(),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** The PostgreSQL databases' connections for the change counters' check, by their `Db` (`versionReader`). */
const versionReaders = new WeakMap<Db, Db>();

/**
 * Where to read the change counters (`lib/cache/versions.ts`): on PostgreSQL a one-connection pool of its own, on
 * the same database (so it sees every commit made before it asks); otherwise `db` itself.
 */
export const versionReader = (db: Db): Db => versionReaders.get(db) ?? db;

/** The write counters of the PGlite databases this process opened, by their `Db` (`localWriteCount`). */
const localWrites = new WeakMap<Db, () => number>();

/**
 * For a PGlite database: how many statements that may write have been sent to it or finished, so far. Only this
 * process can reach a PGlite database (one process per data directory; an in-memory one is this process's own), so
 * while this count stands still nothing in it has changed: `lib/cache/versions.ts` then knows the change counters
 * without asking (docs/decisions/012). Undefined for PostgreSQL, which other processes share.
 */
export const localWriteCount = (db: Db): (() => number) | undefined => localWrites.get(db);

/** A plain SELECT changes no table here: no function that a SELECT can call writes (only triggers do). */
const PLAIN_SELECT = /^\s*select\s/i;

/**
 * Counts, on the client itself, every statement that may write: any `exec` or `transaction`, and any `query` but a
 * plain SELECT; once when sent and once when done (so a write that finishes after a reader looked is always seen).
 */
function countWrites(client: PGlite): () => number {
  let count = 0;
  const counted = <Run extends (...args: never[]) => Promise<unknown>>(
    run: Run,
    mayWrite: (first: unknown) => boolean,
  ) =>
    (async (...args: Parameters<Run>) => {
      const writes = mayWrite(args[0]);
      if (writes) count++;
      try {
        return await run.apply(client, args);
      } finally {
        if (writes) count++;
      }
    }) as unknown as Run;
  client.query = counted(client.query, (text) => typeof text !== 'string' || !PLAIN_SELECT.test(text));
  client.exec = counted(client.exec, () => true);
  client.transaction = counted(client.transaction, () => true);
  return () => count;
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // The change counters' check on a connection of its own (opened on first use), so it never queues behind the
  // pool's queries: every cached answer waits for it (`lib/cache/versions.ts`, docs/decisions/012).
  const versionPool = new pg.Pool({ connectionString, max: 1 });
  versionPool.on('error', () => {});
  versionReaders.set(db, drizzlePg(versionPool, { schema }) as unknown as Db);
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
    async close() {
      await Promise.all([pool.end(), versionPool.end()]);
    },
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
