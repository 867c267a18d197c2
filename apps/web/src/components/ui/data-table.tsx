import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { Pager } from './pager.tsx';
import { Spinner } from './spinner.tsx';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

export type Column<Row> = {
  /** Unique among the table's columns. */
  id: string;
  /** The column's name: the header, and the label beside each value when rows are cards on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button; the key is what `onSort` reports (the server's sort field). */
  sortKey?: string;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
};

type Paging = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the pager's landmark, e.g. 'Member pages'. */
  label: string;
};

type DataTableProps<Row> = {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: Column<Row>[];
  /** The current page's rows; undefined until the first page has arrived. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** What the loading state says to screen readers, e.g. 'Loading members'. */
  loadingLabel: string;
  /** The screen's own empty state (an `EmptyState`), shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The current sort; the table sorts nothing itself, since the server pages (decisions §8). */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** Server-side paging under the table, through the shared `Pager`. */
  paging?: Paging;
  /** Another page or sort is on its way; the rows on screen stay until it arrives. */
  fetching?: boolean;
  /**
   * Below 640 px the rows become stacked cards, a label beside each value ('cards', the default), or the
   * table keeps its columns and scrolls sideways inside its own frame ('scroll', for wide grids people compare
   * across). The page itself never scrolls sideways.
   */
  narrow?: 'cards' | 'scroll';
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The back office's lists: named columns with cell renderers, sortable headers as buttons with `aria-sort`,
 * a loading state with an accessible label, the screen's empty state and server-side paging.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loadingLabel,
  empty,
  sort,
  onSort,
  paging,
  fetching = false,
  narrow = 'cards',
}: DataTableProps<Row>) {
  const captionId = useId();
  const cards = narrow === 'cards';
  const sortable = onSort !== undefined && columns.some((column) => column.sortKey !== undefined);

  if (rows !== undefined && rows.length === 0 && !fetching) {
    return (
      <>
        {empty}
        {paging && paging.page > 1 && <Pager {...paging} />}
      </>
    );
  }

  const toggle = (key: string) =>
    onSort?.({ key, direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });

  return (
    // min-w-0: as a grid or flex item the table would otherwise widen its column to its own width, and the page
    // would scroll sideways after all.
    <div className="min-w-0">
      <div
        // A table wider than a phone scrolls inside this frame; the frame can take focus so that keyboard users
        // can scroll it too (WCAG 2.1.1).
        {...(cards ? {} : { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 })}
        className={cx(
          'rounded-2xl border border-zinc-200 bg-white',
          cards ? 'max-sm:overflow-hidden' : 'overflow-x-auto',
        )}
      >
        <table
          aria-busy={rows === undefined || fetching || undefined}
          className={cx('w-full border-collapse text-left text-sm', cards ? 'max-sm:block' : 'min-w-[40rem]')}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          {/* As cards on a phone, the header row stays for screen readers only, except its sort buttons, which
              become a visible row above the cards so that no focusable button is out of sight. */}
          <thead
            className={cx(
              'border-b border-zinc-200 bg-zinc-50',
              cards && (sortable ? 'max-sm:block' : 'max-sm:sr-only'),
            )}
          >
            <tr
              className={cx(
                cards && 'max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-4 max-sm:py-2',
              )}
            >
              {columns.map((column) => {
                const sorted = column.sortKey !== undefined && sort?.key === column.sortKey;
                const hasButton = column.sortKey !== undefined && onSort !== undefined;
                const SortIcon = sorted ? (sort?.direction === 'desc' ? ArrowDown : ArrowUp) : ArrowUpDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted && sort ? ariaSort[sort.direction] : undefined}
                    className={cx(
                      'px-4 py-3 font-semibold whitespace-nowrap text-zinc-700',
                      column.align === 'end' && 'text-right',
                      cards && (hasButton ? 'max-sm:px-0 max-sm:py-1' : 'max-sm:sr-only'),
                    )}
                  >
                    {hasButton ? (
                      <button
                        type="button"
                        onClick={() => toggle(column.sortKey as string)}
                        className={cx(
                          '-mx-2 -my-1 inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold hover:bg-zinc-200/60 hover:text-zinc-950',
                          sorted && 'text-zinc-950',
                        )}
                      >
                        {column.header}
                        <SortIcon aria-hidden="true" className={cx('size-3.5', !sorted && 'text-zinc-400')} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={cx('divide-y divide-zinc-100', cards && 'max-sm:block')}>
            {rows === undefined ? (
              <tr className={cx(cards && 'max-sm:block')}>
                <td
                  colSpan={columns.length}
                  className={cx('px-4 py-12 text-center text-zinc-500', cards && 'max-sm:block')}
                >
                  <Spinner size="lg" label={loadingLabel} />
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={cx('align-top hover:bg-zinc-50/60', cards && 'max-sm:block max-sm:px-4 max-sm:py-3')}
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cx(
                        'px-4 py-3 text-zinc-800',
                        column.align === 'end' && 'text-right tabular-nums',
                        cards &&
                          'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right',
                      )}
                    >
                      {cards && (
                        // The column's name beside the value on a phone. Screen readers already hear it from the
                        // table's header, so they skip this copy.
                        <span aria-hidden="true" className="shrink-0 text-left text-zinc-600 sm:hidden">
                          {column.header}
                        </span>
                      )}
                      <span className={cx(cards && 'min-w-0 break-words')}>{column.cell(row)}</span>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && <Pager {...paging} loading={fetching} />}
    </div>
  );
}
