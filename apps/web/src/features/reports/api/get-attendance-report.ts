import { API, attendanceReportSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys/reports.ts';
import { type Period, periodSearch } from './period.ts';

/** Check-ins by weekday and hour, visits per member, members not seen lately (admin, staff; docs/reports.md). */
export const getAttendanceReport = (period: Period, signal?: AbortSignal) =>
  api.get(`${API.reports.attendance}?${periodSearch(period)}`, attendanceReportSchema, signal);

export const attendanceReportOptions = (period: Period) =>
  queryOptions({
    queryKey: reportKeys.attendance(period),
    queryFn: ({ signal }) => getAttendanceReport(period, signal),
    placeholderData: keepPreviousData,
  });
export const useAttendanceReport = (period: Period) => useQuery(attendanceReportOptions(period));
