import { API, type DeskMembersParams, deskMembersPageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

/** The desk's members list (docs/decisions/030), a page at a time. */
export const DESK_MEMBERS_PAGE_SIZE = 20;

export function deskMembersQuery(filter: DeskMembersParams) {
  const query = new URLSearchParams({ pageSize: String(DESK_MEMBERS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query;
}

/** The list's CSV file: the same filters and order, every member rather than a page (docs/decisions/027). */
export function deskMembersCsvPath(filter: DeskMembersParams): string {
  const query = deskMembersQuery({ ...filter, page: undefined, format: 'csv' });
  query.delete('pageSize');
  return `${API.desk.members}?${query}`;
}

/** `GET /api/desk/members`: each member with their current plan and last check-in. */
export const getDeskMembers = (filter: DeskMembersParams, signal?: AbortSignal) =>
  api.get(`${API.desk.members}?${deskMembersQuery(filter)}`, deskMembersPageSchema, signal);

export const deskMembersQueryOptions = (filter: DeskMembersParams) =>
  queryOptions({
    queryKey: userKeys.list({ desk: true, ...filter }),
    queryFn: ({ signal }) => getDeskMembers(filter, signal),
  });

/** Keeps the previous page on screen while the next page, filter or sort loads. */
export const useDeskMembers = (filter: DeskMembersParams) =>
  useQuery({ ...deskMembersQueryOptions(filter), placeholderData: keepPreviousData });
