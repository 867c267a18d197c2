import { LANDING_API, type Page, type Plan } from '@gym/contract';
import { api, TRUSTED } from '../../../lib/api-client.ts';

export type PlanPageQuery = {
  page: number;
  pageSize: number;
  /** Retired plans too: admin and staff only (decisions §4). */
  includeInactive?: boolean;
  /** Newest first, as the back office lists (docs/decisions/020); the landing page and the member keep oldest first. */
  newestFirst?: boolean;
};

/** One page of plans, oldest first: those on offer (the landing page's first page), or all of them for the back office. */
export const getPlanPage = (
  { page, pageSize, includeInactive = false, newestFirst = false }: PlanPageQuery,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (includeInactive) query.set('includeInactive', 'true');
  if (newestFirst) query.set('order', 'desc');
  // The landing page's first read: trusted (lib/api-client.ts), so that page loads no zod.
  return api.get<Page<Plan>>(`${LANDING_API.plans}?${query}`, TRUSTED, signal);
};
