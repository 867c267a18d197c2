import type { Page } from '@playwright/test';
import { DEMO, expect, shootBoth, test } from './fixtures.ts';

// Every page but the landing page arrives as the app's frame (header, a loading frame, footer) prerendered into
// index.html (apps/web/build/prerender-home.ts), painted before any script has run; React renders the page over it.

/**
 * Holds back every script of the app until the returned function is called: the page shows only what its HTML
 * holds. Answers how many scripts were held, so a test knows the hold caught something.
 */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** The frame as the HTML paints it: the header's brand link and navigation, and the loading frame. */
async function expectShell(page: Page) {
  await expect(page.locator('#root[data-prerendered="shell"]')).toBeAttached();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Pulse Gym' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exercises' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  // The file is the same for everyone: no Login or Register for a member who is signed in, no username for a
  // visitor, until the app knows who it is.
  await expect(header.getByRole('link', { name: /^(Login|Register)$/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // The app has not run: React marks the frame it renders as live.
  await expect(page.locator('[data-hydrated]')).toHaveCount(0);
}

const pages = [
  {
    name: 'login',
    path: '/login',
    real: (page: Page) => page.getByRole('main').getByRole('heading', { name: 'Login' }),
  },
  {
    name: 'unknown-path',
    path: '/no/such/page',
    real: (page: Page) => page.getByRole('heading', { name: 'Page not found' }),
  },
];

for (const { name, path, real } of pages) {
  test(`${path} paints the header and a loading frame before its JavaScript, then the page`, async ({ page }) => {
    const scripts = await holdScripts(page);
    try {
      await page.goto(path, { waitUntil: 'commit' });
      await expectShell(page);
      expect(scripts.held()).toBeGreaterThan(0);
      await shootBoth(page, `route-shell-${name}`);
      await expect(real(page)).toHaveCount(0);
    } finally {
      scripts.release();
    }
    await expect(real(page)).toBeVisible();
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    // React rendered over the frame: one header, one loading frame at most, no copy of the frame left behind.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
}

test('the member dashboard paints the frame before its JavaScript, then the signed-in dashboard', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.user);
  const scripts = await holdScripts(page);
  try {
    await page.goto('/dashboard/user', { waitUntil: 'commit' });
    await expectShell(page);
    await shootBoth(page, 'route-shell-member-dashboard');
  } finally {
    scripts.release();
  }
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test('the landing page is the whole page, hydrated, not the frame', async ({ page }) => {
  const scripts = await holdScripts(page);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root[data-prerendered="page"]')).toBeAttached();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[data-hydrated]')).toHaveCount(0);
  } finally {
    scripts.release();
  }
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('banner')).toHaveCount(1);
});
