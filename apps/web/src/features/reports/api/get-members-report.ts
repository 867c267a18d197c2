import { API, membersReportSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys/reports.ts';
import { type Period, periodSearch } from './period.ts';

/** New, cancelled and lapsed members, churn and active members per month (admin; docs/reports.md). */
export const getMembersReport = (period: Period, signal?: AbortSignal) =>
  api.get(`${API.reports.members}?${periodSearch(period)}`, membersReportSchema, signal);

export const membersReportOptions = (period: Period) =>
  queryOptions({
    queryKey: reportKeys.members(period),
    queryFn: ({ signal }) => getMembersReport(period, signal),
    placeholderData: keepPreviousData,
  });
export const useMembersReport = (period: Period) => useQuery(membersReportOptions(period));
