import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STAFF_AREA_TOAST, useAreaToast } from './toast-options.ts';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe("the area's toasts (spec §9)", () => {
  it('stay 5000 ms at the top right in the staff area, whoever opens its screens', () => {
    expect(STAFF_AREA_TOAST).toEqual({ duration: 5000, position: 'top-right' });
    for (const path of ['/dashboard/staff', '/dashboard/staff/feedbacks', '/dashboard/staff/plan/3']) {
      expect(renderHook(useAreaToast, { wrapper: at(path) }).result.current).toEqual(STAFF_AREA_TOAST);
    }
  });

  it("keep the app's defaults elsewhere", () => {
    for (const path of ['/dashboard/admin/feedbacks', '/dashboard/staffroom', '/']) {
      expect(renderHook(useAreaToast, { wrapper: at(path) }).result.current).toEqual({});
    }
  });
});
