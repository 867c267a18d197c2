import { API, feedbackSchema, pageOf } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedbackKey } from './get-feedbacks.ts';

/** Members' own feedback, a page at a time (decisions §8). */
export const MY_FEEDBACK_PAGE_SIZE = 10;

const feedbackPageSchema = pageOf(feedbackSchema);

/** Every query of the member's own feedback starts with this key; changes invalidate it. */
export const myFeedbackKey = [...feedbackKey, 'mine'] as const;

export const getMyFeedbacks = (page: number, signal?: AbortSignal) =>
  api.get(
    `${API.feedback.mine}?${new URLSearchParams({ page: String(page), pageSize: String(MY_FEEDBACK_PAGE_SIZE) })}`,
    feedbackPageSchema,
    signal,
  );

export const myFeedbacksQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...myFeedbackKey, page], queryFn: ({ signal }) => getMyFeedbacks(page, signal) });

/** Keeps the previous page on screen while the next one loads. */
export const useMyFeedbacks = (page: number, { enabled = true } = {}) =>
  useQuery({ ...myFeedbacksQueryOptions(page), enabled, placeholderData: keepPreviousData });
