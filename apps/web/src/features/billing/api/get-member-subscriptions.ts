import { API, apiPath, subscriptionPageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys/subscriptions.ts';

/** A member's subscriptions, a page at a time (decisions §8); running ones come first. */
export const MEMBER_SUBSCRIPTIONS_PAGE_SIZE = 12;

export const getMemberSubscriptions = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(
    `${apiPath(API.users.subscriptions, { id: userId })}?${new URLSearchParams({
      page: String(page),
      pageSize: String(MEMBER_SUBSCRIPTIONS_PAGE_SIZE),
    })}`,
    subscriptionPageSchema,
    signal,
  );

export const memberSubscriptionsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: subscriptionKeys.memberPage(userId, page),
    queryFn: ({ signal }) => getMemberSubscriptions(userId, page, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export const useMemberSubscriptions = (userId: number, page = 1) =>
  useQuery({ ...memberSubscriptionsQueryOptions(userId, page), placeholderData: keepPreviousData });
