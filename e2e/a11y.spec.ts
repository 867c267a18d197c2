import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures.ts';

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

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Down to the bottom and back, so that whatever loads on the way (the landing page's contact form) is there.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Nothing still loading: every spinner and 'Loading...' has made way for the page.
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

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
