import { API, type Role, type SortOrder, type UserSortField, userPageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

/** The back office's account lists, a page at a time (decisions §8). */
export const USERS_PAGE_SIZE = 20;

export type UserListFilter = {
  role?: Role;
  search: string;
  page: number;
  sort?: UserSortField;
  order?: SortOrder;
};

/**
 * The query string of an account list; an empty search is left out. Until a column is chosen the list is newest
 * first (`sort=id&order=desc`), as every back-office list is (docs/decisions/020), so a new account is at the top.
 */
export function userListQuery({ role, search, page, sort, order }: UserListFilter) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (role) query.set('role', role);
  if (search.trim()) query.set('search', search.trim());
  query.set('sort', sort ?? 'id');
  if (sort === undefined) query.set('order', 'desc');
  else if (order) query.set('order', order);
  return query;
}

/** An account list's CSV query: the same filters and order, every account rather than a page (docs/decisions/027). */
export function userListCsvQuery(filter: Omit<UserListFilter, 'page'>) {
  const query = userListQuery({ ...filter, page: 1 });
  query.delete('page');
  query.delete('pageSize');
  query.set('format', 'csv');
  return query;
}

/** The account list's CSV file. */
export const usersCsvPath = (filter: Omit<UserListFilter, 'page'>) => `${API.users.list}?${userListCsvQuery(filter)}`;

/**
 * `GET /api/users`: admin and staff see every account, a trainer only their own members (the server decides,
 * decisions §3), filtered by role and searched over name, username, e-mail and phone.
 */
export const getUsers = (filter: UserListFilter, signal?: AbortSignal) =>
  api.get(`${API.users.list}?${userListQuery(filter)}`, userPageSchema, signal);

export const usersQueryOptions = (filter: UserListFilter) =>
  queryOptions({ queryKey: userKeys.list(filter), queryFn: ({ signal }) => getUsers(filter, signal) });

/** Keeps the previous page on screen while the next page or search loads. */
export const useUsers = (filter: UserListFilter) =>
  useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });
