import type { ReactNode } from 'react';
import { useAuthStorageSync } from '../lib/auth.ts';

/**
 * App-wide providers. The Toaster is in the page's frame (root-layout.tsx), where it knows the page; the query
 * cache comes with the screens that read through it (lazy-with-queries.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useAuthStorageSync();
  return children;
}
