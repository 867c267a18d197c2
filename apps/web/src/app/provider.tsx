import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useAuthStorageSync } from '../lib/auth.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** App-wide providers. The Toaster is in the page's frame (root-layout.tsx), where it knows the page. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useAuthStorageSync();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
