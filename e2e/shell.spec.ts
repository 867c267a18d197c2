import { todayIn } from '@gym/contract';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  GYM_ZONE,
  gotoLanding,
  openSettled,
  shootBoth,
  test,
} from './fixtures.ts';

/** The © line: this year on the gym's clock. */
const thisYear = () => new RegExp(`© ${todayIn(GYM_ZONE).slice(0, 4)} `);

/** The header's phone menu button: the summary of a native disclosure (it opens before hydration too). */
const menuButton = (page: Page) => page.getByRole('banner').getByLabel('Menu', { exact: true });

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from the hamburger, shows links by role and closes on a click', async ({ page }) => {
    await gotoLanding(page);
    const toggle = menuButton(page);
    await expect(toggle.locator('..')).not.toHaveAttribute('open');
    await toggle.click();
    await expect(toggle.locator('..')).toHaveAttribute('open');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'Feedback' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Exercises' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Plan' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toggle.locator('..')).not.toHaveAttribute('open');
    await expect(menu).toBeHidden();
  });

  test('an admin sees Create Plan and the admin dashboard, and no Feedback link', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await gotoLanding(page);
    await menuButton(page).click();
    const menu = page.locator(`#${await menuButton(page).getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'Create Plan' })).toHaveAttribute(
      'href',
      '/dashboard/admin/create-plane',
    );
    await expect(menu.getByRole('link', { name: 'Feedback' })).toHaveCount(0);
    await menu.getByRole('link', { name: DEMO.admin.username }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
  });

  test('a member sees Feedback and the member dashboard', async ({ page, signIn }) => {
    await signIn(DEMO.user);
    await gotoLanding(page);
    await menuButton(page).click();
    const menu = page.locator(`#${await menuButton(page).getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'Feedback' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Plan' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: DEMO.user.username })).toHaveAttribute('href', '/dashboard/user');
  });
});

test('the footer signs a visitor up for the newsletter', async ({ page }) => {
  await gotoLanding(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(thisYear())).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Our Sponsors' })).toBeVisible();
  await footer.getByLabel(/e-mail/i).fill(`fan${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Thanks for subscribing/)).toBeVisible();
});

test('the scroll-to-top button appears past 300 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/register');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  // The page's own chunk may still be loading after `goto`: scroll only once there is 600 px to scroll.
  await page.waitForFunction(() => document.documentElement.scrollHeight - window.innerHeight >= 600);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);
  await expect(button).toBeHidden();
});

test('an unknown page says so and links home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find|404/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page whose code cannot be loaded (as after a deploy) says so, and Reload brings it back', async ({ page }) => {
  await gotoLanding(page);
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  await page.route(/\/assets\/login-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page, 'the error screen');
  await shootBoth(page, 'route-error');
  await page.unroute(/\/assets\/login-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('the hero offers Sign Up and Login only to visitors', async ({ page, signIn }) => {
  await gotoLanding(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();
  await signIn(DEMO.user);
  await gotoLanding(page);
  await expect(page.getByRole('banner').getByRole('link', { name: DEMO.user.username })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
});

test.describe('the dashboard menu on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** The area's navigation, its menu button (named by the current screen) and the list it opens. */
  const areaNav = (page: Page, title: string) => {
    const nav = page.getByRole('navigation', { name: title });
    const toggle = nav.getByRole('button', { expanded: false }).or(nav.getByRole('button', { expanded: true }));
    return { nav, toggle };
  };

  test('names the current screen even far down the list, and opens every screen by touch', async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await signIn(DEMO.admin);
    await page.goto('/dashboard/admin/contact-us');
    const { nav, toggle } = areaNav(page, 'Admin area');
    // The last screen of the admin's list: in sight at once, on the button, with nothing cut off.
    await expect(toggle).toHaveAccessibleName(/^Contact messages/);
    await expect(toggle).toBeInViewport();
    await expect(nav.getByRole('link').first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const current = nav.locator('a[aria-current="page"]');
    await expect(current).toHaveText('Contact messages');
    await expect(current).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const links = await nav
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']));
    expect(links.length).toBeGreaterThan(6);
    for (const [label, href] of links) {
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.tap();
      const link = nav.getByRole('link', { name: label, exact: true });
      // A long list runs past a phone's screen: a finger scrolls to the screen it wants, then it is in sight.
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName(new RegExp(`^${label}`));
    }
  });

  for (const role of ['user', 'staff', 'trainer'] as const) {
    test(`works by keyboard for ${role}: open, Tab to a screen, Enter; Escape closes`, async ({ page, signIn }) => {
      await signIn(DEMO[role]);
      await page.goto(`/dashboard/${role}`);
      const title = { user: 'Member area', staff: 'Staff area', trainer: 'Trainer area' }[role];
      const { nav, toggle } = areaNav(page, title);
      await expect(toggle).toHaveAccessibleName(/^Overview/);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Overview' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      // Profile is the last entry: Tab through the whole list to it.
      await page.keyboard.press('Enter');
      const count = await nav.getByRole('link').count();
      for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}/profile$`));
      await expect(toggle).toHaveAccessibleName(/^Profile/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test('the dashboards have a slim footer; the public pages the whole one', async ({ page, signIn }) => {
  await signIn(DEMO.staff);
  // Settled first: a click while the loading frame gives way to the page can land on a link being replaced.
  await openSettled(page, '/dashboard/staff');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(thisYear())).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/#contact');
  await expect(footer.getByRole('heading')).toHaveCount(0);
  await expect(footer.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await footer.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Our Sponsors' })).toBeVisible();
});

test.describe('screens', () => {
  test('dashboards with the phone menu and the slim footer, at 1280 and 390 px', async ({ page, signIn }) => {
    await signIn(DEMO.user);
    await openSettled(page, '/dashboard/user');
    await shootBoth(page, 'shell-member-dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('navigation', { name: 'Member area' }).getByRole('button').click();
    await page.screenshot({ path: 'test-results/screens/shell-member-menu-open-390.png' });

    // The staff sign-in's init script runs after the member's: the next page is the desk's.
    await signIn(DEMO.staff);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSettled(page, '/dashboard/staff/sessions');
    await shootBoth(page, 'shell-staff-sessions');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('navigation', { name: 'Staff area' }).getByRole('button').click();
    await page.screenshot({ path: 'test-results/screens/shell-staff-menu-open-390.png' });
    await expectNoAxeViolations(page, 'the staff menu open at 390 px');
  });
});
