import { useMemo } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';

/** Spec §9: the staff area's toasts stay 5000 ms, at the top right. */
export const STAFF_AREA_TOAST: ToastOptions = { duration: 5000, position: 'top-right' };

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
