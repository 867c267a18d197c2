import { API, feedbackSchema, pageOf } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedbackKeys } from '../../../lib/query-keys/feedback.ts';

/** Everyone's feedback, a page at a time (decisions §8). */
export const FEEDBACK_PAGE_SIZE = 10;

/** All of it, what is still to be processed, or what was. */
export type FeedbackFilter = 'all' | 'unprocessed' | 'processed';

const feedbackPageSchema = pageOf(feedbackSchema);

export const getFeedbacks = ({ page, filter }: { page: number; filter: FeedbackFilter }, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(FEEDBACK_PAGE_SIZE) });
  if (filter !== 'all') query.set('processed', String(filter === 'processed'));
  return api.get(`${API.feedback.list}?${query}`, feedbackPageSchema, signal);
};

/** The list's CSV file: the same filter, all the feedback rather than a page (docs/decisions/027). */
export function feedbackCsvPath(filter: FeedbackFilter): string {
  const query = new URLSearchParams({ format: 'csv' });
  if (filter !== 'all') query.set('processed', String(filter === 'processed'));
  return `${API.feedback.list}?${query}`;
}

export const feedbacksQueryOptions = (query: { page: number; filter: FeedbackFilter }) =>
  queryOptions({ queryKey: feedbackKeys.list(query), queryFn: ({ signal }) => getFeedbacks(query, signal) });

/** Keeps the page on screen while the next one loads. */
export const useFeedbacks = (query: { page: number; filter: FeedbackFilter }) =>
  useQuery({ ...feedbacksQueryOptions(query), placeholderData: keepPreviousData });
