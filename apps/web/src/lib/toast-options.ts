import { useMemo } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';

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

/**
 * The toast options of the area the page is open in: the staff area's (spec §9) on a `/dashboard/staff/...` page,
 * whoever opens it, and the app's defaults elsewhere. A screen shared by several areas (the feedback list under
 * admin/ and staff/) so toasts the way its area does.
 */
export function useAreaToast(): ToastOptions {
  const { pathname } = useLocation();
  const staffArea = pathname === paths.dashboard('staff') || pathname.startsWith(`${paths.dashboard('staff')}/`);
  return useMemo(() => (staffArea ? STAFF_AREA_TOAST : {}), [staffArea]);
}
