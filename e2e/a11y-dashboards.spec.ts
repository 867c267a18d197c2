import type { Role } from '@gym/contract';
import { DEMO, expectScreensAccessible, test } from './fixtures.ts';

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

test.use({ reducedMotion: 'reduce' });

for (const role of ['admin', 'staff', 'trainer'] as const satisfies Role[]) {
  test(`the back office screens ${role} may open have no axe violations at 1280 and 390 px`, async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO[role]);
    await expectScreensAccessible(
      page,
      SCREENS.filter((s) => s.roles.includes(role)),
      role,
    );
  });
}
