import { API, EXPIRING_DAYS_DEFAULT, expiringReportSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys/reports.ts';

/**
 * A page of the memberships ending in the next `days` days, with whether they renew, and the counts of all of them
 * (admin, staff; docs/reports.md).
 */
export const getExpiringReport = (days: number, page: number, pageSize: number, signal?: AbortSignal) =>
  api.get(`${API.reports.expiring}?days=${days}&page=${page}&pageSize=${pageSize}`, expiringReportSchema, signal);

export const expiringReportOptions = (page: number, pageSize: number, days = EXPIRING_DAYS_DEFAULT) =>
  queryOptions({
    queryKey: reportKeys.expiring(days, page, pageSize),
    queryFn: ({ signal }) => getExpiringReport(days, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
export const useExpiringReport = (page: number, pageSize: number, days = EXPIRING_DAYS_DEFAULT) =>
  useQuery(expiringReportOptions(page, pageSize, days));
