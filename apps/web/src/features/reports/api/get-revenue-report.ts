import { API, revenueReportSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys/reports.ts';
import { type Period, periodSearch } from './period.ts';

/** Revenue by month and plan, refunds netted, and MRR today (admin; docs/reports.md). */
export const getRevenueReport = (period: Period, signal?: AbortSignal) =>
  api.get(`${API.reports.revenue}?${periodSearch(period)}`, revenueReportSchema, signal);

export const revenueReportOptions = (period: Period) =>
  queryOptions({
    queryKey: reportKeys.revenue(period),
    queryFn: ({ signal }) => getRevenueReport(period, signal),
    placeholderData: keepPreviousData,
  });
export const useRevenueReport = (period: Period) => useQuery(revenueReportOptions(period));
