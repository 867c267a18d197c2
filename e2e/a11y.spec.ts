import { DEMO, expectNoViolations, test } from './fixtures.ts';

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

for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    // Reduced motion: scroll-in animations leave everything visible, so axe checks every section's contrast.
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, reducedMotion: 'reduce' });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await expectNoViolations(page, path);
      });
    }

    for (const path of MEMBER_PAGES) {
      test(`${path} has no axe violations for a member`, async ({ page, signIn }) => {
        await signIn(DEMO.user);
        await expectNoViolations(page, path);
      });
    }
  });
}
