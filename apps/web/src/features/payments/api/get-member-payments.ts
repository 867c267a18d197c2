import { API, apiPath, paymentListPageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { memberPaymentsKey } from '../../../lib/query-keys/payments.ts';

/** A member's own payments with their receipt numbers, newest first (docs/decisions/023). */
export const getMemberPayments = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(`${apiPath(API.users.payments, { id: userId })}?page=${page}`, paymentListPageSchema, signal);

export const memberPaymentsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: memberPaymentsKey(userId, page),
    queryFn: ({ signal }) => getMemberPayments(userId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useMemberPayments = (userId: number | undefined, page: number) =>
  useQuery({ ...memberPaymentsQueryOptions(userId ?? 0, page), enabled: userId !== undefined });
