import { API, type PublicTrainer } from '@gym/contract';
import { useCallback, useEffect, useState } from 'react';
import { api, TRUSTED } from '../../../lib/api-client.ts';

export type PublicTrainers = { data: PublicTrainer[] | undefined; isError: boolean; isFetching: boolean };

/**
 * The gym's trainers as the landing page shows them, read when the page mounts and on `refetch`: fresh on every
 * visit, so a trainer the admin adds shows at once. A trusted read (no zod on the landing page:
 * docs/decisions/015-landing-javascript.md); the server checked the answer against `publicTrainerSchema`.
 */
export function usePublicTrainers() {
  const [state, setState] = useState<PublicTrainers>({ data: undefined, isError: false, isFetching: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` is read so that `refetch` runs the read again.
    if (attempt < 0) return;
    const controller = new AbortController();
    const done = (next: PublicTrainers) => {
      if (!controller.signal.aborted) setState(next);
    };
    api.get<PublicTrainer[]>(API.trainers.publicList, TRUSTED, controller.signal).then(
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
