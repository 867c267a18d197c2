import {
  API,
  type AtRiskContactedRequest,
  type AtRiskSnoozeRequest,
  apiPath,
  atRiskActionSchema,
  atRiskReportSchema,
} from '@gym/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { atRiskKeys } from '../../../lib/query-keys/at-risk.ts';

/** A page of the members at risk today, highest score first (admin, staff; docs/reports.md). */
export const getAtRiskReport = (page: number, pageSize: number, signal?: AbortSignal) =>
  api.get(`${API.reports.atRisk}?page=${page}&pageSize=${pageSize}`, atRiskReportSchema, signal);

export const atRiskReportOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: atRiskKeys.page(page, pageSize),
    queryFn: ({ signal }) => getAtRiskReport(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
export const useAtRiskReport = (page: number, pageSize: number) => useQuery(atRiskReportOptions(page, pageSize));

/** The call that answers every member at risk as the server's CSV file, reasons in words. */
export const AT_RISK_CSV_PATH = `${API.reports.atRisk}?format=csv`;

export const recordContacted = ({ userId, ...body }: { userId: number } & AtRiskContactedRequest) =>
  api.post(apiPath(API.reports.atRiskContacted, { userId }), body, atRiskActionSchema);

export const snoozeMember = ({ userId, ...body }: { userId: number } & AtRiskSnoozeRequest) =>
  api.post(apiPath(API.reports.atRiskSnooze, { userId }), body, atRiskActionSchema);

/** "Contacted" and "Snooze": both change the list, so both refresh it. */
export function useAtRiskActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: atRiskKeys.all });
  return {
    contacted: useMutation({ mutationFn: recordContacted, onSuccess }),
    snooze: useMutation({ mutationFn: snoozeMember, onSuccess }),
  };
}
