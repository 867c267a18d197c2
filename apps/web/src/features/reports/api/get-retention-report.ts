import { API, retentionReportSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys/reports.ts';
import { type Period, periodSearch } from './period.ts';

/** Members by the month they joined × months still a member (admin; docs/reports.md). */
export const getRetentionReport = (period: Period, signal?: AbortSignal) =>
  api.get(`${API.reports.retention}?${periodSearch(period)}`, retentionReportSchema, signal);

export const retentionReportOptions = (period: Period) =>
  queryOptions({
    queryKey: reportKeys.retention(period),
    queryFn: ({ signal }) => getRetentionReport(period, signal),
    placeholderData: keepPreviousData,
  });
export const useRetentionReport = (period: Period) => useQuery(retentionReportOptions(period));
