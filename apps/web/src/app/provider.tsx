import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { useAuthStorageSync } from '../lib/auth.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The toasts' distance from the top of the window: below the sticky header (`h-16`, 64 px) and the usual 16 px
 * of air, so that a top toast never covers the header's navigation, the menu button or Logout.
 */
export const TOAST_TOP_OFFSET = 80;

/**
 * App-wide providers. The Toaster keeps react-hot-toast's defaults, which are spec §9's durations
 * (4 s error and blank, 2 s success, loading until dismissed), positions and its limit of 20 toasts at once;
 * only its top edge moves down below the header (`TOAST_TOP_OFFSET`).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useAuthStorageSync();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster containerStyle={{ top: TOAST_TOP_OFFSET }} />
    </QueryClientProvider>
  );
}
