import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over the prerendered landing page (and while that page is rendered at build time),
 * true from then on and on every page rendered in the browser: the frame marks the page as live with it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
