import { API, type AttendanceTable, type ClassReportTable } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFromApi } from '../../../lib/download.ts';
import { type Period, periodSearch } from './period.ts';

export type ReportExport =
  | { report: 'revenue' | 'members' | 'retention'; period: Period }
  | { report: 'attendance'; period: Period; table: AttendanceTable }
  | { report: 'classes'; period: Period; table: ClassReportTable }
  | { report: 'expiring'; days: number };

/** Downloads a report as the server's CSV file (the same figures as on screen). */
export function exportReportCsv(request: ReportExport): Promise<void> {
  const path =
    request.report === 'expiring'
      ? `${API.reports.expiring}?days=${request.days}&format=csv`
      : request.report === 'attendance' || request.report === 'classes'
        ? `${API.reports[request.report]}?${periodSearch(request.period, 'csv')}&table=${request.table}`
        : `${API.reports[request.report]}?${periodSearch(request.period, 'csv')}`;
  return downloadFromApi(path, `${request.report}.csv`);
}

export const useExportReportCsv = () => useMutation({ mutationFn: exportReportCsv });
