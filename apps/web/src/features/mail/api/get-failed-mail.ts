import { API, failedMailListSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { failedMailKey } from '../../../lib/query-keys/mail.ts';

/** The e-mails the server gave up sending, newest first (admin; docs/decisions/016). */
export const getFailedMail = (signal?: AbortSignal) => api.get(API.mailFailed, failedMailListSchema, signal);

export const failedMailQueryOptions = () =>
  queryOptions({ queryKey: failedMailKey, queryFn: ({ signal }) => getFailedMail(signal) });

export const useFailedMail = () => useQuery(failedMailQueryOptions());
