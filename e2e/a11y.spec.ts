import { DEMO, expectScreensAccessible, test } from './fixtures.ts';

/** Every public page, and a path that matches none. */
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/trainer/1',
  '/plan-detail/1',
  '/feedback',
  '/exercise',
  '/exercise/1',
  '/no-such-page',
];
/** Public pages that look different to a signed-in member. */
const MEMBER_PAGES = ['/', '/feedback', '/plan-detail/1', '/trainer/2'];

// Reduced motion: scroll-in animations leave everything visible, so axe checks every section's contrast.
test.use({ reducedMotion: 'reduce' });

test('the public pages have no axe violations at 1280 and 390 px', async ({ page }) => {
  await expectScreensAccessible(
    page,
    PUBLIC_PAGES.map((path) => ({ path })),
  );
});

test('the public pages a member sees differently have no axe violations at 1280 and 390 px', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.user);
  await expectScreensAccessible(
    page,
    MEMBER_PAGES.map((path) => ({ path })),
    'a member',
  );
});
