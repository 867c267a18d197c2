import type { ToastOptions } from 'react-hot-toast';

/**
 * Spec §9's toasts that differ from the Toaster's defaults (4 s for errors, 2 s for successes). There is one
 * Toaster; a screen passes these with each toast it shows, and react-hot-toast places and times that toast
 * accordingly.
 */

/** The staff area's screens: 5000 ms, top right. */
export const STAFF_AREA_TOAST: ToastOptions = { duration: 5000, position: 'top-right' };

/** The admin's screen of one member's subscriptions: 3000 ms, top right. */
export const SUBSCRIPTION_SCREEN_TOAST: ToastOptions = { duration: 3000, position: 'top-right' };

/** Add New Staff: 4000 ms (success and failure alike). */
export const ADD_STAFF_TOAST: ToastOptions = { duration: 4000 };
