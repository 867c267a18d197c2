import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planKeys } from '../../../lib/query-keys/plans.ts';
import { getPlanPage, type PlanPageQuery } from './plan-page.ts';

export const planPageQueryOptions = (query: PlanPageQuery) =>
  queryOptions({
    queryKey: planKeys.page({ includeInactive: false, ...query }),
    queryFn: ({ signal }) => getPlanPage(query, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const usePlanPage = (query: PlanPageQuery) =>
  useQuery({ ...planPageQueryOptions(query), placeholderData: keepPreviousData });
