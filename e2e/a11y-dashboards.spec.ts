import type { Role } from '@gym/contract';
import { DEMO, expectNoViolations, test } from './fixtures.ts';

/**
 * The dashboards, plans, feedback and contact screens, each for every role that may open it (apps/web/src/app/
 * areas.tsx, from decisions §4). Demo plan 1 exists in every fresh demo database.
 */
const SCREENS: { path: string; roles: Role[] }[] = [
  { path: '/dashboard/admin', roles: ['admin'] },
  { path: '/dashboard/staff', roles: ['staff'] },
  { path: '/dashboard/trainer', roles: ['trainer'] },
  { path: '/dashboard/admin/plans', roles: ['admin', 'staff'] },
  { path: '/dashboard/staff/plans', roles: ['staff', 'trainer', 'admin'] },
  { path: '/dashboard/admin/create-plane', roles: ['admin', 'staff'] },
  { path: '/dashboard/admin/plan/1', roles: ['admin', 'staff', 'trainer'] },
  { path: '/dashboard/staff/plan/1', roles: ['staff', 'admin', 'trainer'] },
  { path: '/dashboard/admin/plan', roles: ['admin'] },
  { path: '/dashboard/admin/feedbacks', roles: ['admin', 'staff', 'trainer'] },
  { path: '/dashboard/staff/feedbacks', roles: ['staff', 'trainer', 'admin'] },
  { path: '/dashboard/staff/feedbacks?show=processed', roles: ['staff'] },
  { path: '/dashboard/admin/contact-us', roles: ['admin', 'staff', 'trainer'] },
  { path: '/dashboard/admin/undelivered-mail', roles: ['admin'] },
  { path: '/dashboard/admin/settings', roles: ['admin'] },
  // What a trainer gets on a screen that is not theirs.
  { path: '/dashboard/admin/create-plane', roles: ['trainer'] },
];

for (const width of [1280, 390]) {
  test.describe(`back office accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, reducedMotion: 'reduce' });

    for (const { path, roles } of SCREENS) {
      for (const role of roles) {
        test(`${path} has no axe violations for ${role}`, async ({ page, signIn }) => {
          await signIn(DEMO[role]);
          await expectNoViolations(page, path);
        });
      }
    }
  });
}
