import { DEMO, expect, gotoLanding, test } from './fixtures.ts';

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from the hamburger, shows links by role and closes on a click', async ({ page }) => {
    await gotoLanding(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'Feedback' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Exercises' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Plan' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('an admin sees Create Plan and the admin dashboard, and no Feedback link', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await gotoLanding(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.locator(`#${await page.getByRole('button', { name: /menu/i }).getAttribute('aria-controls')}`);
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
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.locator(`#${await page.getByRole('button', { name: /menu/i }).getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link', { name: 'Feedback' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Plan' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: DEMO.user.username })).toHaveAttribute('href', '/dashboard/user');
  });
});

test('the footer signs a visitor up for the newsletter', async ({ page }) => {
  await gotoLanding(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/© 2024/)).toBeVisible();
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
