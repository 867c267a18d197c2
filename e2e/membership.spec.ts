import { BILLING_MESSAGES } from '@gym/contract';
import { DEMO, expect, shootBoth, test } from './fixtures.ts';

test.describe("the member's journey", () => {
  // Buying and extending a plan through the payment provider: checkout.spec.ts.

  test('the payment screen without a plan goes back to the dashboard', async ({ page, signIn }) => {
    await signIn(DEMO.user);
    await page.goto('/dashboard/user/payment');
    await expect(page.getByText(BILLING_MESSAGES.noPlanSelected)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user$/);
  });

  test('the demo member sees an extendable and an extended plan', async ({ page, signIn }) => {
    await signIn(DEMO.user);
    await page.goto('/dashboard/user/plan-detail');
    await expect(page.getByRole('button', { name: 'Extend Plan' }).first()).toBeVisible();
    await expect(page.getByText(/The next term is paid/).first()).toBeVisible();

    // Plan features: the price and length as sold, in the one money format, no figure scaled from them.
    await page.getByRole('link', { name: 'Plan features' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/user\/plan-detail-full\/\d+$/);
    await expect(page.getByText(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/).first()).toBeVisible();
    await expect(page.getByText(/per (month|year)/i)).toHaveCount(0);
    await shootBoth(page, 'member-plan-features');
  });
});
