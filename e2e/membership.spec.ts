import { BILLING_MESSAGES, type Plan } from '@gym/contract';
import { formatMoney } from '../apps/web/src/lib/format.ts';
import { DEMO, expect, shootBoth, test } from './fixtures.ts';

test.describe("the member's journey", () => {
  test('a new member buys a plan, finds it under My subscriptions and extends it', async ({
    page,
    request,
    registerMember,
    signIn,
  }) => {
    const member = await registerMember();
    await signIn(member);
    // Any plan on offer without a member limit: the demo data may have filled a limited one.
    const plans = (await (await request.get('/api/plan')).json()) as Plan[];
    const plan = plans.find((p) => p.isActive && p.maxMembers === null);
    if (!plan) throw new Error('the demo data has no open plan');

    await page.goto(`/plan-detail/${plan.id}`);
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/plan-subscribe/${plan.id}$`));
    const summary = page.getByRole('region', { name: 'Subscription summary' });
    await expect(summary.getByText(plan.name)).toBeVisible();
    await expect(summary.getByText(member.fullname)).toBeVisible();
    // One money format (decisions §1): the $ in front, cents only when there are any.
    await expect(summary.getByText(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/dashboard\/user\/payment$/);
    // The price, in the one money format (decisions §1), not a field to change.
    await expect(page.getByRole('status', { name: 'Amount' })).toHaveText(formatMoney(plan.price));
    await expect(page.getByLabel('Amount (USD)')).toHaveCount(0);
    await shootBoth(page, 'member-payment');
    await page.getByLabel('Payment method').selectOption('Bank Transfer');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await expect(confirm.getByText('Bank Transfer')).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByText(BILLING_MESSAGES.purchased)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user$/);

    await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'My subscriptions' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/plan-detail$/);
    const card = page.getByRole('article', { name: plan.name });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Completed')).toBeVisible();

    await card.getByRole('button', { name: 'Extend Plan' }).click();
    const payDialog = page.getByRole('dialog', { name: `Extend ${plan.name}` });
    await expect(payDialog.getByRole('status', { name: 'Amount' })).toHaveText(formatMoney(plan.price));
    await payDialog.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm extension' })
      .getByRole('button', { name: 'Confirm and pay' })
      .click();
    await expect(page.getByText(BILLING_MESSAGES.paymentRecorded)).toBeVisible();
    await expect(page.getByText(BILLING_MESSAGES.planExtended)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Extended' })).toBeDisabled();
    await expect(card.getByText('Expected')).toBeVisible();
    await expect(card.getByText(/days remaining$/)).toBeVisible();

    // The server agrees, after a reload.
    await page.reload();
    await expect(
      page.getByRole('article', { name: plan.name }).getByRole('button', { name: 'Extended' }),
    ).toBeDisabled();
  });

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
    await expect(page.getByRole('button', { name: 'Extended' }).first()).toBeDisabled();

    // Plan features: the price and length as sold, in the one money format, no figure scaled from them.
    await page.getByRole('link', { name: 'Plan features' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/user\/plan-detail-full\/\d+$/);
    await expect(page.getByText(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/).first()).toBeVisible();
    await expect(page.getByText(/per (month|year)/i)).toHaveCount(0);
    await shootBoth(page, 'member-plan-features');
  });
});
