import type { Locator, Page } from '@playwright/test';
import { REVIEW_INTERVAL_MS, SECTION_SCROLL_OFFSET_PX } from '../apps/web/src/features/showcase/constants.ts';
import { FAQ_ITEMS } from '../apps/web/src/features/showcase/content.ts';
import { expect, expectNoAxeViolations, shoot, test } from './fixtures.ts';

// The landing page works at first touch: its menu, FAQ, carousel pause and side navigation answer a tap
// made on the prerendered markup, before React has taken the page over, and React keeps what the tap did
// (docs/decisions/013-first-touch.md). The app's code is held back so that hydration cannot finish while we tap.

/**
 * Holds back the app's main chunk (apps/web/src/main.tsx, which hydrates) until `release` is called; `requested`
 * settles once the page has asked for it, so the page's own entry script has run and is waiting on it.
 */
async function holdHydration(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { asked, release };
}

const notHydrated = (page: Page) => expect(page.locator('[data-hydrated]')).toHaveCount(0);
const hydrated = (page: Page) => expect(page.locator('[data-hydrated]')).toBeAttached({ timeout: 15_000 });
/** The header's phone menu: a disclosure, its summary the button named "Menu". */
const menuOf = (page: Page) => page.getByRole('banner').locator('details');
const menuButton = (page: Page) => menuOf(page).getByLabel('Menu', { exact: true });
const faqItem = (page: Page, i: number) =>
  page
    .getByRole('region', { name: 'Frequently Asked Questions' })
    .locator('details')
    .filter({ has: page.getByRole('heading', { name: FAQ_ITEMS[i]?.question }) });
const reviews = (page: Page) => page.getByRole('region', { name: 'Member reviews' });
const frontReview = (page: Page) => reviews(page).getByRole('group', { name: /of 3$/ });
const topOf = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('before hydration, on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu button opens the menu, the FAQ opens and Pause ticks; React keeps all three', async ({ page }) => {
    // It waits a whole carousel interval on purpose, after taking screenshots at two widths.
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const app = await holdHydration(page);
    try {
      await page.goto('/', { waitUntil: 'commit' });
      await app.asked;
      await expect(page.locator('main h1')).toBeVisible();
      await notHydrated(page);

      // The menu: a tap opens it with its links, a second tap closes it.
      const links = page.locator('#mobile-menu');
      await expect(links.getByRole('link', { name: 'Exercises' })).toBeHidden();
      await menuButton(page).tap();
      await expect(menuOf(page)).toHaveAttribute('open');
      for (const name of ['Home', 'Exercises', 'Feedback', 'Register', 'Login']) {
        await expect(links.getByRole('link', { name })).toBeVisible();
      }
      await notHydrated(page);
      await menuButton(page).tap();
      await expect(links.getByRole('link', { name: 'Exercises' })).toBeHidden();

      // The FAQ: one answer opens, and another closes it.
      await faqItem(page, 0).locator('summary').tap();
      await expect(faqItem(page, 0).getByText(FAQ_ITEMS[0]?.answer ?? '')).toBeVisible();
      await faqItem(page, 2).locator('summary').tap();
      await expect(faqItem(page, 2).getByText(FAQ_ITEMS[2]?.answer ?? '')).toBeVisible();
      await expect(faqItem(page, 0).getByText(FAQ_ITEMS[0]?.answer ?? '')).toBeHidden();

      // The carousel's Pause.
      const pause = reviews(page).getByRole('checkbox', { name: 'Pause' });
      await expect(pause).not.toBeChecked();
      await pause.tap();
      await expect(pause).toBeChecked();
      await expect(frontReview(page)).toHaveAccessibleName('1 of 3');

      // And the menu open again, for React to find.
      await menuButton(page).tap();
      await expect(links.getByRole('link', { name: 'Login' })).toBeVisible();
      await notHydrated(page);
    } finally {
      app.release();
    }

    await hydrated(page);
    // React took over what the taps did: the menu is open, the FAQ answer open, the carousel paused.
    const links = page.locator('#mobile-menu');
    await expect(menuOf(page)).toHaveAttribute('open');
    await expect(links.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(faqItem(page, 2)).toHaveAttribute('open');
    await expect(faqItem(page, 2).getByText(FAQ_ITEMS[2]?.answer ?? '')).toBeVisible();
    await expect(reviews(page).getByRole('checkbox', { name: 'Pause' })).toBeChecked();

    // The screens, with the menu and an answer open (the menu is the phone's; at 1280 px the bar has the links).
    await shoot(page, 'first-touch-menu-and-faq-open');
    // And each up close, for a person to look at: the open FAQ at both widths, the menu and Pause on the phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await faqItem(page, 2).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // Once its scroll-in fade has ended.
      await expect
        .poll(() =>
          faqItem(page, 2).evaluate((element) => getComputedStyle(element.closest('[data-reveal]') ?? element).opacity),
        )
        .toBe('1');
      await page.screenshot({ path: `test-results/screens/first-touch-faq-open-${width}.png` });
    }
    await reviews(page).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.screenshot({ path: 'test-results/screens/first-touch-paused-390.png' });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: 'test-results/screens/first-touch-menu-open-390.png' });
    await expectNoAxeViolations(page, 'the landing page with the menu and an answer open at 390 px');

    // Escape closes the menu and puts focus on its button; the button opens and closes it.
    await page.keyboard.press('Escape');
    await expect(menuOf(page)).not.toHaveAttribute('open');
    await expect(links.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).tap();
    await expect(links.getByRole('link', { name: 'Login' })).toBeVisible();
    await menuButton(page).tap();
    await expect(links.getByRole('link', { name: 'Login' })).toBeHidden();

    // The FAQ is React's now too: one answer at a time.
    await faqItem(page, 1).locator('summary').tap();
    await expect(faqItem(page, 1)).toHaveAttribute('open');
    await expect(faqItem(page, 2)).not.toHaveAttribute('open');

    // Still paused after a whole interval and more, and Pause unticked sets it going.
    await page.waitForTimeout(REVIEW_INTERVAL_MS + 1000);
    await expect(frontReview(page)).toHaveAccessibleName('1 of 3');
    await reviews(page).getByRole('checkbox', { name: 'Pause' }).tap();
    await expect(frontReview(page)).toHaveAccessibleName('2 of 3', { timeout: REVIEW_INTERVAL_MS + 2000 });
    expect(errors).toEqual([]);
  });

  test('a link in the menu opened before hydration leads on as a plain link', async ({ page }) => {
    const app = await holdHydration(page);
    try {
      await page.goto('/', { waitUntil: 'commit' });
      await app.asked;
      await notHydrated(page);
      await menuButton(page).tap();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Exercises' }).tap();
      await expect(page).toHaveURL(/\/exercise$/);
    } finally {
      app.release();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('before hydration, on a wide screen (1280 px, touch)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('the side navigation leads to its section, and React takes it over from there', async ({ page }) => {
    const app = await holdHydration(page);
    try {
      await page.goto('/', { waitUntil: 'commit' });
      await app.asked;
      await notHydrated(page);
      const nav = page.getByRole('navigation', { name: 'Page sections' });
      await nav.getByRole('link', { name: 'Reviews' }).tap();
      await expect(page).toHaveURL(/\/#reviews$/);
      // A plain in-page link: the section comes to the top, 80 px down (the page's scroll-padding), clear of the
      // sticky header, as React's smooth scroll puts it.
      const top = await topOf(page.locator('#reviews'));
      expect(Math.abs(top - SECTION_SCROLL_OFFSET_PX)).toBeLessThanOrEqual(2);
      await expect(reviews(page)).toBeInViewport();
      await notHydrated(page);
    } finally {
      app.release();
    }

    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Page sections' });
    // React stays where the tap led and marks the section at the top as current.
    await expect(reviews(page)).toBeInViewport();
    await expect(nav.locator('[aria-current="true"]')).toHaveCount(1);
    // And from then on the side navigation is React's: it scrolls and moves focus.
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#contact')).toBeFocused();
  });
});
