import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from '../lib/query-client.ts';

/** The app's one query cache, kept for as long as the page is open, whichever screen reads it. */
export const queryClient = createQueryClient();

/**
 * The query cache for a part that reads through it (`lazyWithQueries`). A part rendered inside a client of its
 * own (a unit test's, fresh for each test) keeps that one.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  return given ? children : <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
