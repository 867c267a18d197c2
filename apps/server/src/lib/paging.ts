import type { Page, PageQuery } from '@gym/contract';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The order a list's items were added in, by their serial id: `order=desc` newest first (`listQuerySchema`). */
export const byCreation = (query: { order?: 'asc' | 'desc' | undefined }, id: AnyColumn): SQL =>
  query.order === 'desc' ? desc(id) : asc(id);

/** An ordered select that can still be limited: what every list service builds. */
type OrderedSelect<Row> = PromiseLike<Row[]> & { limit(n: number): { offset(n: number): PromiseLike<Row[]> } };

/**
 * Decisions §8 in one place: called without `page` a list answers the whole plain array (the spec's callers
 * expect one); with `page` it answers that page and the total.
 */
export async function listOrPage<Row, Item>(
  query: PageQuery,
  select: OrderedSelect<Row>,
  countTotal: () => PromiseLike<number>,
  toItem: (row: Row) => Item,
): Promise<Item[] | Page<Item>> {
  if (query.page === undefined) return (await select).map(toItem);
  return pageOf({ page: query.page, pageSize: query.pageSize }, select, countTotal, toItem);
}

/** One page and the total, for lists that always page (our own lists, which no older client calls). */
export async function pageOf<Row, Item>(
  { page, pageSize }: { page: number; pageSize: number },
  select: OrderedSelect<Row>,
  countTotal: () => PromiseLike<number>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([select.limit(pageSize).offset((page - 1) * pageSize), countTotal()]);
  return { items: rows.map(toItem), total, page, pageSize };
}

/** How many rows of a table match. */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.total ?? 0;
}

/** How many rows each query of a list's CSV export reads (docs/decisions/027). */
export const EXPORT_BATCH = 500;

/**
 * A list read `size` rows at a time, so that an export streams every row without ever holding them all: `read` gets
 * the last row of the batch before (undefined for the first), for a keyset list, and how many rows came before,
 * for a list read by its own paged query; a batch shorter than `size` is the last.
 */
export async function* inBatches<Row>(
  read: (batch: { after: Row | undefined; offset: number; limit: number }) => PromiseLike<Row[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (let offset = 0; ; offset += size) {
    const rows = await read({ after, offset, limit: size });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}
