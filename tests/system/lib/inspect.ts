import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Where a server keeps its data: a PGlite DATA_DIR or a PostgreSQL URL. */
export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type Inspector = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

/**
 * Opens a server's database from the test to read it with SQL. A PGlite database must not be open in a server at the
 * same time (stop it first); PostgreSQL may be read while servers run.
 */
export async function inspect(target: Target): Promise<Inspector> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(join(target.dataDir, 'pglite'), { extensions: { btree_gist, pg_trgm } });
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    close: () => db.close(),
  };
}

/** Every table of the app (the public schema and Drizzle's migration log) with its row count. */
export async function rowCounts(db: Inspector): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
