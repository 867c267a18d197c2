import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { useAuthStorageSync } from '../lib/auth.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * App-wide providers. The Toaster keeps react-hot-toast's defaults, which are spec §9's durations
 * (4 s error and blank, 2 s success, loading until dismissed) and its limit of 20 toasts at once.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useAuthStorageSync();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
