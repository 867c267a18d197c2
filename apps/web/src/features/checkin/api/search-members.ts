import { API, userPageSchema } from '@gym/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

/** How many members the desk's search shows: the one at the desk is near the top, or the search is too wide. */
export const DESK_SEARCH_SIZE = 6;

/** `GET /api/users?role=user&search=`: members whose name, username, e-mail or phone holds the text. */
export function searchMembers(search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ search, page: '1', pageSize: String(DESK_SEARCH_SIZE) });
  query.set('role', 'user');
  return api.get(`${API.users.list}?${query}`, userPageSchema, signal);
}

export const useMemberSearch = (search: string) =>
  useQuery({
    queryKey: userKeys.list({ desk: search }),
    queryFn: ({ signal }) => searchMembers(search, signal),
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
  });
