import { API, type AttendanceTable, type ClassReportTable } from '@gym/contract';
import { type Period, periodSearch } from './period.ts';

export type ReportExport =
  | { report: 'revenue' | 'members' | 'retention'; period: Period }
  | { report: 'attendance'; period: Period; table: AttendanceTable }
  | { report: 'classes'; period: Period; table: ClassReportTable }
  | { report: 'expiring'; days: number };

/** The call that answers a report as the server's CSV file (the same figures as on screen). */
export const reportCsvPath = (request: ReportExport): string =>
  request.report === 'expiring'
    ? `${API.reports.expiring}?days=${request.days}&format=csv`
    : request.report === 'attendance' || request.report === 'classes'
      ? `${API.reports[request.report]}?${periodSearch(request.period, 'csv')}&table=${request.table}`
      : `${API.reports[request.report]}?${periodSearch(request.period, 'csv')}`;
