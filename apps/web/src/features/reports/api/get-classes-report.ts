import { API, classesReportSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys/reports.ts';
import { type Period, periodSearch } from './period.ts';

/** Classes held: fill rate, waitlist demand, late cancels, no-shows, trainer utilisation (admin, staff; docs/reports.md). */
export const getClassesReport = (period: Period, signal?: AbortSignal) =>
  api.get(`${API.reports.classes}?${periodSearch(period)}`, classesReportSchema, signal);

export const classesReportOptions = (period: Period) =>
  queryOptions({
    queryKey: reportKeys.classes(period),
    queryFn: ({ signal }) => getClassesReport(period, signal),
    placeholderData: keepPreviousData,
  });
export const useClassesReport = (period: Period) => useQuery(classesReportOptions(period));
