import { useCallback, useEffect, useState } from 'react';

/** A read's state as the landing page's sections show it: the answer, a failure, or a read under way. */
export type PlainRead<T> = { data: T | undefined; isError: boolean; isFetching: boolean };

/**
 * A read outside the query cache, for the landing page, which loads no query library
 * (docs/decisions/015-landing-javascript.md): made when the section mounts and again on `refetch`; a failure shows
 * at once, with the section's Try again. `read` is called with the signal that aborts it when the section goes.
 */
export function usePlainRead<T>(read: (signal: AbortSignal) => Promise<T>): PlainRead<T> & { refetch: () => void } {
  const [state, setState] = useState<PlainRead<T>>({ data: undefined, isError: false, isFetching: true });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a module-level function; `attempt` re-reads.
  useEffect(() => {
    const controller = new AbortController();
    const done = (next: PlainRead<T>) => {
      if (!controller.signal.aborted) setState(next);
    };
    read(controller.signal).then(
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
