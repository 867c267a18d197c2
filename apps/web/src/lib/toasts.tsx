import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { whenIdle } from './idle.ts';

/**
 * The toasts' distance from the top of the window: below the sticky header (`h-16`, 64 px) and the usual 16 px
 * of air, so that a top toast never covers the header's navigation, the menu button or Logout.
 */
export const TOAST_TOP_OFFSET = 80;

// react-hot-toast is not part of the landing page's JavaScript: that page shows no toast until the visitor does
// something (logs out, signs up for the newsletter). Screens import it as usual and come with it.
const loadToasts = () => import('react-hot-toast');
const Toaster = lazy(() => import('./translated-toaster.tsx'));

/**
 * A toast from a part of the landing page or of every page (the header, the footer, the plans on offer), loading
 * react-hot-toast first if it is not yet.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    void loadToasts().then(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void loadToasts().then(({ toast }) => toast.error(message, options)),
};

/**
 * The one Toaster, with react-hot-toast's defaults, which are spec §9's durations (4 s error and blank, 2 s
 * success, loading until dismissed), positions and its limit of 20 toasts at once; only its top edge moves down
 * below the header (`TOAST_TOP_OFFSET`).
 *
 * On every page but the landing page it comes once the browser is idle after the first paint, within a second
 * (`whenIdle`): a screen may toast as it opens, a guard telling a visitor to log in, and such a toast waits in
 * react-hot-toast's store until then, its time running from when it was asked for. On the landing page it comes
 * with the visitor's first key or touch; a toast asked for before it is there waits in the store and shows when it
 * mounts.
 */
export function Toasts() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    // Not before the screen's first paint: once the browser is idle, within a second (a toast asked for before then
    // waits in the store, and its time runs from when it was asked for).
    if (pathname !== paths.home) return whenIdle(() => setWanted(true));
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, want, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, want);
    };
  }, [pathname, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster containerStyle={{ top: TOAST_TOP_OFFSET }} />
    </Suspense>
  );
}
