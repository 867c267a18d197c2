import { SAMPLE_TRAINERS } from '@gym/contract';
import type { Locator, Page } from '@playwright/test';
import { REVIEW_INTERVAL_MS, SECTION_SCROLL_OFFSET_PX } from '../apps/web/src/features/showcase/constants.ts';
import { FAQ_ITEMS } from '../apps/web/src/features/showcase/content.ts';
import { DEMO, expect, gotoLanding, test } from './fixtures.ts';

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Page sections' });
/** The review on top of the stack: the one slide not hidden from assistive technology. */
const frontReview = (page: Page) =>
  page.getByRole('region', { name: 'Member reviews' }).getByRole('group', { name: /of 3$/ });
const topOf = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

test.describe('landing page on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has every section, in order, with its content', async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Train with a plan.');
    for (const name of [
      'Training Plans',
      'Expert Trainers',
      'Client Reviews',
      'Frequently Asked Questions',
      'Come and say hello',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
    }
    const ids = await page
      .locator('main section[id]')
      .evaluateAll((sections) => sections.filter((s) => s.querySelector('h1, h2')).map((s) => s.id));
    expect(ids).toEqual(['home', 'plans', 'trainers', 'reviews', 'faq', 'contact']);

    const trainers = page.getByRole('region', { name: 'Expert Trainers' });
    // The demo's four trainers, and any a test running beside this one has added.
    for (const { name } of SAMPLE_TRAINERS) {
      await expect(trainers.getByRole('link', { name: new RegExp(`^View Profile\\W+${name}$`) })).toBeVisible();
    }

    const contact = page.getByRole('region', { name: 'Come and say hello' });
    // The form's code loads as the visitor scrolls towards it.
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(contact.getByText('Opening hours')).toBeAttached();
    await expect(contact.getByText('Monday to Friday')).toBeAttached();
  });

  test('the side navigation scrolls to a section 80 px from the top and highlights it', async ({ page }) => {
    await gotoLanding(page);
    const nav = sectionNav(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true');

    for (const [label, id] of [
      ['Trainers', 'trainers'],
      ['Reviews', 'reviews'],
      ['Plans', 'plans'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect.poll(() => topOf(page.locator(`#${id}`))).toBe(SECTION_SCROLL_OFFSET_PX);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    }

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#contact')).toBeFocused();

    // Scrolling by hand moves the highlight too.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
  });

  test('the FAQ opens one answer at a time and closes the open one on a second click', async ({ page }) => {
    await gotoLanding(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByText('Common Questions')).toBeAttached();
    // Each item a native disclosure (it answers before hydration too): the question a heading in its summary.
    const item = (i: number) =>
      faq.locator('details').filter({ has: page.getByRole('heading', { name: FAQ_ITEMS[i]?.question }) });
    const question = (i: number) => item(i).locator('summary');
    const answer = (i: number) => item(i).getByText(FAQ_ITEMS[i]?.answer ?? '');
    await expect(faq.locator('details')).toHaveCount(4);
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(faq.locator('details[open]')).toHaveCount(0);

    await question(0).click();
    await expect(item(0)).toHaveAttribute('open');
    await expect(answer(0)).toContainText('24/7');
    await expect(answer(0)).toBeVisible();

    await question(2).click();
    await expect(item(2)).toHaveAttribute('open');
    await expect(item(0)).not.toHaveAttribute('open');
    await expect(answer(0)).toBeHidden();
    await expect(answer(2)).toContainText('7-day free trial');

    await question(2).click();
    await expect(faq.locator('details[open]')).toHaveCount(0);

    // From the keyboard: Enter and Space on a focused question.
    await question(1).focus();
    await page.keyboard.press('Enter');
    await expect(item(1)).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(question(2)).toBeFocused();
    await page.keyboard.press(' ');
    await expect(item(2)).toHaveAttribute('open');
    await expect(item(1)).not.toHaveAttribute('open');
  });

  test('the review carousel advances by itself, and Pause stops it', async ({ page }) => {
    await gotoLanding(page);
    const reviews = page.getByRole('region', { name: 'Member reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(frontReview(page)).toHaveAccessibleName('1 of 3');
    // Hovering does not stop it (spec §2).
    await frontReview(page).hover();
    await expect(frontReview(page)).toHaveAccessibleName('2 of 3', { timeout: REVIEW_INTERVAL_MS + 2000 });

    // Pause is a checkbox drawn as a button (it answers before hydration too): ticked is paused.
    const pause = reviews.getByRole('checkbox', { name: 'Pause' });
    await pause.click();
    await expect(pause).toBeChecked();
    const paused = await frontReview(page).getAttribute('aria-label');
    await page.waitForTimeout(REVIEW_INTERVAL_MS + 1000);
    await expect(frontReview(page)).toHaveAttribute('aria-label', paused ?? '');

    await reviews.getByRole('button', { name: 'Next review' }).click();
    await expect(frontReview(page)).not.toHaveAttribute('aria-label', paused ?? '');
    await pause.click();
    await expect(pause).not.toBeChecked();
  });

  test('the carousel does not move by itself under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoLanding(page);
    const reviews = page.getByRole('region', { name: 'Member reviews' });
    await expect(reviews.getByRole('checkbox', { name: 'Pause' })).toBeChecked();
    await page.waitForTimeout(REVIEW_INTERVAL_MS + 1000);
    await expect(frontReview(page)).toHaveAccessibleName('1 of 3');
  });

  test('View Profile opens a trainer page, and Go Back returns home', async ({ page }) => {
    await gotoLanding(page);
    const trainers = page.getByRole('region', { name: 'Expert Trainers' });
    await trainers.getByRole('link', { name: new RegExp(`^View Profile\\W+${SAMPLE_TRAINERS[0].name}$`) }).click();
    await expect(page).toHaveURL(/\/trainer\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TRAINERS[0].name })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Train with a plan.');
  });
});

test('the demo trainers’ pages show their portrait and biography, no phone; other ids are not found', async ({
  page,
}) => {
  for (const [index, trainer] of SAMPLE_TRAINERS.entries()) {
    await page.goto(`/trainer/${index + 1}`);
    await expect(page.getByRole('heading', { level: 1, name: trainer.name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(trainer.description);
    await expect(main).toContainText(trainer.specialization);
    await expect(main).not.toContainText(trainer.phone.slice(-4));
    await expect(main.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    // The portrait is a stored image served by the API, not a broken link.
    // Polled: a visible image may still be downloading, and a loaded one has a width.
    const portrait = main.getByRole('img', { name: `Portrait of ${trainer.name}` });
    await expect(portrait).toHaveAttribute('src', /^\/api\/images\/\d+$/);
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await page.goto('/trainer/99999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side navigation stays out of the way and nothing overflows sideways', async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sectionNav(page)).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('landing page as HTML', () => {
  test('arrives with its content already in the page, while other pages get the frame', async ({ request }) => {
    const home = await (await request.get('/')).text();
    for (const text of [
      'Train with a plan.',
      'Training Plans',
      'Expert Trainers',
      'Client Reviews',
      'Come and say hello',
    ]) {
      expect(home).toContain(text);
    }
    // The trainers are read when the page runs (the build does not depend on the database).
    expect(home).toContain('Loading trainers');
    for (const { question } of FAQ_ITEMS) expect(home).toContain(question.replaceAll("'", '&#x27;'));
    // The security policy allows no inline script; the only script is the app's own file.
    expect(home.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" [^>]*src="\/assets\//),
    ]);

    // Every other path: the app's frame and a loading frame (e2e/route-shell.spec.ts), with no inline script either.
    const login = await (await request.get('/login')).text();
    expect(login).toContain('<div id="root" data-prerendered="shell">');
    expect(login).not.toContain('Expert Trainers');
    expect(login.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" [^>]*src="\/assets\//),
    ]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('still reads, and its links lead on', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Train with a plan.');
      await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    });
  });

  test('React takes the page over without a mismatch, for a visitor and for a signed-in member', async ({
    page,
    signIn,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    await gotoLanding(page);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Training Plans' }).getByRole('article').first()).toBeVisible();

    // The markup is rendered for a visitor; a member sees their own header and hero once the page is live.
    await signIn(DEMO.user);
    await gotoLanding(page);
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO.user.username })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
