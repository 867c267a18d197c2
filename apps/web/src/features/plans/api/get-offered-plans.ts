import { LANDING_PLAN_COUNT, type Page, type Plan } from '@gym/contract';
import { useCallback, useEffect, useState } from 'react';
import { getPlanPage } from './plan-page.ts';

type OfferedPlans = { data: Page<Plan> | undefined; isError: boolean; isFetching: boolean };

/**
 * The plans on offer that the landing page shows: the first page, at most LANDING_PLAN_COUNT, oldest first.
 * Read when the section mounts and again on `refetch`, outside the query cache: the landing page loads no query
 * library (docs/decisions/015-landing-javascript.md). A failure shows at once, with the section's Try again.
 */
export function useOfferedPlans() {
  const [state, setState] = useState<OfferedPlans>({ data: undefined, isError: false, isFetching: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` is read so that `refetch` runs the read again.
    if (attempt < 0) return;
    const controller = new AbortController();
    const done = (next: OfferedPlans) => {
      if (!controller.signal.aborted) setState(next);
    };
    getPlanPage({ page: 1, pageSize: LANDING_PLAN_COUNT }, controller.signal).then(
      (data) => done({ data, isError: false, isFetching: false }),
      () => done({ data: undefined, isError: true, isFetching: false }),
    );
    return () => controller.abort();
  }, [attempt]);

  const refetch = useCallback(() => {
    setState((current) => ({ ...current, isFetching: true }));
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, refetch };
}
