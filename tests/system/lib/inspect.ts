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

/** What a table holds: its row count, and an md5 of every row's text, so equal sums mean equal contents. */
export type TableContents = { rows: number; md5: string };

/**
 * Every table of the app (the public schema and Drizzle's migration log) with its contents summed up. Rows are
 * taken in the byte order of their text (`COLLATE "C"`), which orders them the same way in any database without
 * needing each table's key; an empty table sums to the md5 of nothing.
 */
export async function tableContents(db: Inspector): Promise<Record<string, TableContents>> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const contents: Record<string, TableContents> = {};
  for (const { name } of tables) {
    const [row] = await db.query<TableContents>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5
         FROM ${name} AS t`,
    );
    contents[name] = row ?? { rows: 0, md5: '' };
  }
  return contents;
}
