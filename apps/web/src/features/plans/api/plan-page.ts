import { API, type Page, type Plan } from '@gym/contract';
import { api, TRUSTED } from '../../../lib/api-client.ts';

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
