import { API, feedbackSchema, pageOf } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedbackKeys } from '../../../lib/query-keys/feedback.ts';

/** Members' own feedback, a page at a time (decisions §8). */
export const MY_FEEDBACK_PAGE_SIZE = 10;

const feedbackPageSchema = pageOf(feedbackSchema);

export const getMyFeedbacks = (page: number, signal?: AbortSignal) =>
  api.get(
    `${API.feedback.mine}?${new URLSearchParams({ page: String(page), pageSize: String(MY_FEEDBACK_PAGE_SIZE) })}`,
    feedbackPageSchema,
    signal,
  );

export const myFeedbacksQueryOptions = (page: number) =>
  queryOptions({ queryKey: feedbackKeys.minePage(page), queryFn: ({ signal }) => getMyFeedbacks(page, signal) });

/** Keeps the previous page on screen while the next one loads. */
export const useMyFeedbacks = (page: number, { enabled = true } = {}) =>
  useQuery({ ...myFeedbacksQueryOptions(page), enabled, placeholderData: keepPreviousData });
