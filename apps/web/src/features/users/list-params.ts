import { SEARCH_MAX, SORT_ORDERS, type SortOrder, USER_SORT_FIELDS, type UserSortField } from '@gym/contract';
import { useSearchParams } from 'react-router';

/**
 * An account list's search, page and sort live in the address (`?search=&page=&sort=&order=`), so Back and
 * Forward walk through earlier searches and pages, and a link opens the same page of the same search.
 */
export type ListParams = { search: string; page: number; sort?: UserSortField; order?: SortOrder };

const isSortField = (value: string | null): value is UserSortField =>
  (USER_SORT_FIELDS as readonly (string | null)[]).includes(value);
const isOrder = (value: string | null): value is SortOrder =>
  (SORT_ORDERS as readonly (string | null)[]).includes(value);

export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    // The server refuses a longer search; an address typed by hand is cut rather than answered with an error.
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: isSortField(sort) ? sort : undefined,
    order: isSortField(sort) && isOrder(order) ? order : undefined,
  };
}

/**
 * The list's state from the address, and a setter that writes the changed keys back, keeping the others
 * (`id`, `role`). A first page, an empty search and no sort are left out of the address.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const current = readListParams(params);
  const update = (next: Partial<ListParams> & Record<string, unknown>, replace = false) =>
    setParams(
      (previous) => {
        const merged = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          const empty = value === undefined || value === '' || (key === 'page' && value === 1);
          if (empty) merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace, preventScrollReset: true },
    );
  return { params, current, update };
}

/** The member a page is about (spec §2 `subscription?id={userId}`): a positive whole number, or undefined. */
export function memberIdFrom(params: URLSearchParams): number | undefined {
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
