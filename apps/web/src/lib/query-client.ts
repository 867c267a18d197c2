import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The dashboards' summaries (features/statistics). Features whose changes they count (a feedback processed, a plan
 * added) invalidate it without importing that feature.
 */
export const statsQueryKey = ['stats'] as const;

/** A 4xx will not change on a retry; a network hiccup or a 5xx might. */
const retry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry },
      mutations: { retry: false },
    },
  });
}
