import { createContext, useCallback, useContext } from 'react';

/**
 * Whether a dashboard screen exists at a path and opens for the signed-in user. The role areas provide it from
 * their registry (`app/dashboard-area.tsx`); pages below them ask through `useScreenLink`, without importing the
 * registry that lazily imports them.
 */
const OpenScreens = createContext<(path: string) => boolean>(() => false);

export const OpenScreensProvider = OpenScreens.Provider;

/**
 * `link(path)` is the path when a screen there opens for the signed-in user, otherwise undefined: dashboard cards
 * link only to screens that exist for their viewer, and gain the link when the screen is added.
 */
export function useScreenLink(): (path: string) => string | undefined {
  const isOpen = useContext(OpenScreens);
  return useCallback((path: string) => (isOpen(path) ? path : undefined), [isOpen]);
}
