import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';

/**
 * The number of pages of a server-paged list, and a move to the last page there is when the address asks for
 * one past the end (an old link, or a list that shrank after a delete).
 */
export function useLastPage(
  list: Pick<UseQueryResult<{ total: number }>, 'data' | 'isPlaceholderData'>,
  pageSize: number,
  page: number,
  goTo: (page: number) => void,
): number {
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  const move = useEffectEvent(goTo);
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) move(pages);
  }, [list.data, list.isPlaceholderData, page, pages]);
  return pages;
}
