import type { Role } from '@gym/contract';
import { DEMO, expectDialogsAccessible, expectScreensAccessible, test } from './fixtures.ts';

// axe on the back office's people and money screens, for every role that may open each, at both widths.
// The demo member Maya Lopez (id 4) trains with the demo trainer, so the trainer may read her subscriptions.

const MAYA = 4;

/** Each screen with its page heading, so that a missing screen (a not-found page) cannot pass. */
const SCREENS: { path: string; heading: string; roles: Exclude<Role, 'user'>[] }[] = [
  { path: '/dashboard/admin/user-list', heading: 'Staff and trainers', roles: ['admin'] },
  { path: '/dashboard/admin/user-list?role=trainer', heading: 'Staff and trainers', roles: ['admin'] },
  { path: '/dashboard/admin/trainers', heading: 'Trainers', roles: ['admin'] },
  { path: '/dashboard/admin/subscriber-list', heading: 'Subscribers', roles: ['admin', 'trainer'] },
  {
    path: `/dashboard/admin/subscriber-list/subscription?id=${MAYA}`,
    heading: 'Subscriptions',
    roles: ['admin', 'trainer'],
  },
  { path: '/dashboard/staff/user-list', heading: 'Members', roles: ['staff'] },
  { path: `/dashboard/staff/user-list/subscription?id=${MAYA}`, heading: 'Subscriptions', roles: ['staff'] },
  { path: '/dashboard/trainer/user-list', heading: 'My members', roles: ['trainer'] },
  { path: '/dashboard/trainer/public-profile', heading: 'My public profile', roles: ['trainer'] },
];

/** The dialogs, each opened from the screen it belongs to. */
const DIALOGS: { role: Exclude<Role, 'user'>; path: string; button: string; dialog: string }[] = [
  { role: 'admin', path: '/dashboard/admin/user-list', button: 'Add staff', dialog: 'Add New Staff' },
  { role: 'admin', path: '/dashboard/admin/user-list', button: 'Edit Sam Rivera', dialog: 'Edit Sam Rivera' },
  { role: 'admin', path: '/dashboard/admin/user-list', button: 'Delete Sam Rivera', dialog: 'Delete this account?' },
  { role: 'admin', path: '/dashboard/admin/trainers', button: 'Edit John Carter', dialog: 'Edit John Carter' },
  { role: 'admin', path: '/dashboard/admin/trainers', button: 'Delete John Carter', dialog: 'Delete this trainer?' },
  {
    role: 'staff',
    path: `/dashboard/staff/user-list?search=member%40gym.test`,
    button: 'Training Histories of Maya Lopez',
    dialog: 'Training Histories',
  },
  {
    role: 'staff',
    path: `/dashboard/staff/user-list/subscription?id=${MAYA}`,
    button: 'Delete Standard Monthly subscription',
    dialog: 'Delete subscription',
  },
];

test.use({ reducedMotion: 'reduce' });

for (const role of ['admin', 'staff', 'trainer'] as const) {
  test(`the people screens ${role} may open have no axe violations at 1280 and 390 px`, async ({ page, signIn }) => {
    await signIn(DEMO[role]);
    await expectScreensAccessible(
      page,
      SCREENS.filter((s) => s.roles.includes(role)),
      role,
    );
  });
}

for (const role of ['admin', 'staff'] as const) {
  test(`the people dialogs ${role} opens have no axe violations at 1280 and 390 px`, async ({ page, signIn }) => {
    await signIn(DEMO[role]);
    await expectDialogsAccessible(
      page,
      DIALOGS.filter((d) => d.role === role),
      role,
    );
  });
}
