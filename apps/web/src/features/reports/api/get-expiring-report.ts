import { API, EXPIRING_DAYS_DEFAULT, expiringReportSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys/reports.ts';

/** Memberships ending in the next `days` days, with whether they renew (admin, staff; docs/reports.md). */
export const getExpiringReport = (days: number, signal?: AbortSignal) =>
  api.get(`${API.reports.expiring}?days=${days}`, expiringReportSchema, signal);

export const expiringReportOptions = (days = EXPIRING_DAYS_DEFAULT) =>
  queryOptions({ queryKey: reportKeys.expiring(days), queryFn: ({ signal }) => getExpiringReport(days, signal) });
export const useExpiringReport = (days = EXPIRING_DAYS_DEFAULT) => useQuery(expiringReportOptions(days));
