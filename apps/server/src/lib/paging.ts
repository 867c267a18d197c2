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
