import { API, type AuditParams, auditPageSchema, auditVerifySchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { auditListKey, auditVerifyKey } from '../../../lib/query-keys/audit.ts';

const searchOf = (params: AuditParams) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** The audit trail with its filters, newest first, one page (admin; docs/decisions/023). */
export const getAudit = (params: AuditParams, signal?: AbortSignal) =>
  api.get(`${API.audit.list}?${searchOf(params)}`, auditPageSchema, signal);

/** The trail's CSV file: the same filters, every entry rather than a page (docs/decisions/027). */
export const auditCsvPath = (params: AuditParams): string =>
  `${API.audit.list}?${searchOf({ ...params, page: undefined, pageSize: undefined, format: 'csv' })}`;

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: auditListKey(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
  });
export const useAudit = (params: AuditParams) => useQuery(auditQueryOptions(params));

/** The whole chain recomputed on the server: intact, or where it breaks. */
export const verifyAudit = (signal?: AbortSignal) => api.get(API.audit.verify, auditVerifySchema, signal);
export const useAuditVerification = () =>
  useQuery({ queryKey: auditVerifyKey, queryFn: ({ signal }) => verifyAudit(signal) });
