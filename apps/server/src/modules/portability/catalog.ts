import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { EXPORTED_TABLES, type ExportedTable } from './tables.ts';

/** What the database itself says about its tables, for the export's description and the import's checks. */

export type Column = {
  name: string;
  /** The type as PostgreSQL writes it, with its length or precision: `character varying(100)`. */
  type: string;
  nullable: boolean;
  /** The type without length or precision, to read a value as: a cast to it never cuts a value short. */
  baseType: string;
};

/** A quoted SQL identifier (names come from the catalogue and the table list, never from a file). */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Every column of every table in the app's schema, in table order, as PostgreSQL names their types. */
export async function allColumns(db: Runner): Promise<Map<string, Column[]>> {
  const rows = await selectRows<{ table: string } & Column>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
               NOT a.attnotnull AS nullable, format_type(a.atttypid, NULL) AS "baseType"
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
         ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const { table, ...column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** The columns of `table` an export writes: all but those left out and those the database derives. */
export function exportedColumns(table: ExportedTable, columns: Column[]): Column[] {
  return columns.filter((c) => !table.leftOut?.[c.name] && !table.derived?.includes(c.name));
}

/** Every exported table with its exported columns, in load order. */
export async function exportedSchema(db: Runner): Promise<{ table: ExportedTable; columns: Column[] }[]> {
  const all = await allColumns(db);
  return EXPORTED_TABLES.map((table) => {
    const columns = all.get(table.name);
    if (!columns) throw new Error(`The exported table ${table.name} is not in the database`);
    return { table, columns: exportedColumns(table, columns) };
  });
}

/** How many migrations this database has applied: an archive loads only into the same schema. */
export async function schemaVersion(db: Runner): Promise<number> {
  const [row] = await selectRows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}
