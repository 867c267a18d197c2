import { API, type Page, type Plan } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, TRUSTED } from '../../../lib/api-client.ts';
import { planKeys } from '../../../lib/query-keys/plans.ts';

export type PlanPageQuery = {
  page: number;
  pageSize: number;
  /** Retired plans too: admin and staff only (decisions §4). */
  includeInactive?: boolean;
};

/** One page of plans, oldest first: those on offer (the landing page's first page), or all of them for the back office. */
export const getPlanPage = ({ page, pageSize, includeInactive = false }: PlanPageQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (includeInactive) query.set('includeInactive', 'true');
  // The landing page's first read: trusted (lib/api-client.ts), so that page loads no zod.
  return api.get<Page<Plan>>(`${API.plans.list}?${query}`, TRUSTED, signal);
};

export const planPageQueryOptions = (query: PlanPageQuery) =>
  queryOptions({
    queryKey: planKeys.page({ includeInactive: false, ...query }),
    queryFn: ({ signal }) => getPlanPage(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const usePlanPage = (query: PlanPageQuery) =>
  useQuery({ ...planPageQueryOptions(query), placeholderData: keepPreviousData });
