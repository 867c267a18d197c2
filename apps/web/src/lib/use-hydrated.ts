import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over the prerendered landing page (and while that page is rendered at build time),
 * true from then on and on every page rendered in the browser. Data the prerendered markup could not hold, such
 * as the gym's settings from the API, waits for it so that hydration finds the markup it expects: React hydrates
 * the page's content after the header, and by then a request made by the header may have answered.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
