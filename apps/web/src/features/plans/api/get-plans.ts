import { API, pageOf, planSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const planPageSchema = pageOf(planSchema);

/** One page of the plans on offer, oldest first (the landing page shows the first page). */
export const getPlanPage = ({ page, pageSize }: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get(
    `${API.plans.list}?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
    planPageSchema,
    signal,
  );

export const planPageQueryOptions = (query: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['plans', 'page', query],
    queryFn: ({ signal }) => getPlanPage(query, signal),
  });

export const usePlanPage = (query: { page: number; pageSize: number }) => useQuery(planPageQueryOptions(query));
