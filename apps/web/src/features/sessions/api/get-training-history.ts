import { API, apiPath, pageOf, type TrainingSession, trainingSessionSchema } from '@gym/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';

/** Sessions per request of the Training Histories dialog. */
export const HISTORY_PAGE_SIZE = 20;

const sessionPageSchema = pageOf(trainingSessionSchema);

/** One page of the history: its page number among the sessions up to today, and its sessions, newest first. */
export type HistoryPage = { page: number; sessions: TrainingSession[] };

const getSessionPage = (memberId: number, today: string, page: number, signal?: AbortSignal) =>
  api.get(
    `${apiPath(API.users.trainingSessions, { id: memberId })}?${new URLSearchParams({
      to: today,
      page: String(page),
      pageSize: String(HISTORY_PAGE_SIZE),
    })}`,
    sessionPageSchema,
    signal,
  );

/** Spec §7: the history keeps only sessions that have ended. */
const endedNewestFirst = (sessions: TrainingSession[], now: number) =>
  sessions.filter((s) => Date.parse(s.endTime) < now).sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));

/**
 * A member's past sessions, newest first, a page at a time (`GET /api/Users/{id}/trainingSessions`, up to
 * today in the gym's zone). The server pages by start time, oldest first, so the first request learns how many
 * pages there are and the newest page is read first; each "older" page is the one before it.
 */
export const getTrainingHistoryPage = async (
  memberId: number,
  today: string,
  page: number | 'newest',
  signal?: AbortSignal,
): Promise<HistoryPage> => {
  const now = Date.now();
  if (page !== 'newest') {
    const answer = await getSessionPage(memberId, today, page, signal);
    return { page, sessions: endedNewestFirst(answer.items, now) };
  }
  const first = await getSessionPage(memberId, today, 1, signal);
  const last = Math.max(1, Math.ceil(first.total / HISTORY_PAGE_SIZE));
  const newest = last === 1 ? first : await getSessionPage(memberId, today, last, signal);
  return { page: last, sessions: endedNewestFirst(newest.items, now) };
};

export const trainingHistoryQueryOptions = (memberId: number, today: string) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.history(memberId, today),
    queryFn: ({ pageParam, signal }) => getTrainingHistoryPage(memberId, today, pageParam, signal),
    initialPageParam: 'newest' as number | 'newest',
    getNextPageParam: (last: HistoryPage) => (last.page > 1 ? last.page - 1 : undefined),
    // A history is read when the dialog opens; a session may have ended since the last time.
    staleTime: 0,
  });

export const useTrainingHistory = (memberId: number, today: string | undefined) =>
  useInfiniteQuery({ ...trainingHistoryQueryOptions(memberId, today ?? ''), enabled: today !== undefined });
