import { PLAN_MESSAGES } from '@gym/contract';
import { DEMO, expect, gotoLanding, test } from './fixtures.ts';

// Demo data: plan 1 is "Basic Monthly", $29 for 30 days; plan 3 "Premium Quarterly" includes all nine amenities.

test('a visitor picks a plan on the landing page and is asked to log in as a member to buy it', async ({ page }) => {
  await gotoLanding(page);
  const plans = page.locator('section#plans');
  await expect(plans.getByRole('heading', { name: 'Training Plans' })).toBeVisible();
  await expect(plans.getByRole('article')).toHaveCount(4);
  await plans.getByRole('link', { name: 'Select Plan' }).first().click();

  await expect(page).toHaveURL(/\/plan-detail\/1$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Basic Monthly' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Basic Monthly plan' })).toBeVisible();
  await expect(main.getByText('$29', { exact: true })).toBeVisible();
  await expect(main.getByText('30 days', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  await expect(main.getByText('Log in as a member to buy this plan.')).toBeVisible();

  // Logging in from here comes back here, now with Buy Now.
  await main.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(DEMO.user.email);
  await page.getByLabel('Password').fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/plan-detail\/1$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
    'href',
    '/plan-subscribe/1',
  );
});

test('a member sees Buy Now on a plan', async ({ page, signIn }) => {
  await signIn(DEMO.user);
  await page.goto('/plan-detail/4');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Diamond Annual' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/plan-subscribe/4');

  await main.getByRole('link', { name: 'All plans' }).click();
  await expect(page).toHaveURL(/\/#plans$/);
  await expect(page.locator('section#plans').getByRole('heading', { name: 'Training Plans' })).toBeInViewport();
});

test('the admin sees a plan without Buy Now or the member hint', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await page.goto('/plan-detail/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Basic Monthly' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  await expect(main.getByText('Log in as a member to buy this plan.')).toHaveCount(0);
});

test('an unknown plan says it was not found', async ({ page }) => {
  await page.goto('/plan-detail/999999');
  await expect(page.getByRole('heading', { level: 1, name: PLAN_MESSAGES.notFound })).toBeVisible();
});

test("a member sees a plan's amenities ticked or crossed and goes back to the dashboard", async ({ page, signIn }) => {
  await signIn(DEMO.user);
  await page.goto('/dashboard/user/plan-detail-full/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Basic Monthly' })).toBeVisible();
  const rows = main.getByRole('listitem').filter({ has: page.locator('[data-icon]') });
  await expect(rows).toHaveCount(9);
  await expect(rows.filter({ has: page.locator('[data-icon="tick"]') })).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Wifi service' })).toContainText('Available');
  await expect(rows.filter({ hasText: 'Personal trainer' })).toContainText('Not included');
  await main.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
});

test('the amenities page is for members only', async ({ page }) => {
  await page.goto('/dashboard/user/plan-detail-full/1');
  await expect(page.getByText('redirecting to you in 3 seconds')).toBeVisible();
});
