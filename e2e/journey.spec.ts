import { addDays, BOOKING_MESSAGES, type Plan, todayIn } from '@gym/contract';
import { expect, newMember, registerThroughForm, test } from './fixtures.ts';

// The whole member's journey, through the screens only: register, log in, buy a plan, pay with the demo card,
// see the subscription, book a session, find it in the week strip, extend the plan and see Extended.
// The test server's gym time zone is UTC (the default).
test('a visitor becomes a member, buys a plan, books a session and extends the plan', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = newMember();
  const plans = (await (await request.get('/api/plan')).json()) as Plan[];
  // A plan without a member limit: the demo data may have filled a limited one.
  const plan = plans.find((p) => p.isActive && p.maxMembers === null);
  if (!plan) throw new Error('the demo data has no open plan');

  await registerThroughForm(page, member);
  await expect(page).toHaveURL(/\/login$/);

  // A visitor picks the plan first; logging in from there comes back to it.
  await page.goto(`/plan-detail/${plan.id}`);
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();

  await page.goto(`/plan-detail/${plan.id}`);
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  // The provider's checkout: with demo data, the demo page that takes Stripe's test cards.
  await expect(page).toHaveURL(/\/checkout\/demo\/\d+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/checkout\/result\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.goto('/dashboard/user/plan-detail');
  const card = page.getByRole('article', { name: plan.name });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // Two days ahead, at the first time the trainer is free (the list holds only times inside the opening hours).
  const date = addDays(todayIn('UTC'), 2);
  await page.goto('/dashboard/user/register-training');
  const trainer = page.getByLabel('Trainer');
  const option = trainer.getByRole('option', { name: /^Amara Okafor/ });
  await trainer.selectOption({ label: (await option.textContent()) ?? '' });
  await page.getByLabel('Date').fill(date);
  const first = page.getByRole('radiogroup', { name: 'Start time' }).getByRole('radio').first();
  const time = ((await first.getAttribute('aria-label')) ?? '').slice(0, 5);
  await first.check();
  await page.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByRole('status')).toContainText(BOOKING_MESSAGES.registered);

  await page.goto('/dashboard/user/training-sessions');
  // Walk the week strip to the booked day (it may be next week), once the week has loaded.
  await expect(page.locator('button[data-date]')).toHaveCount(7);
  await expect(page.locator('button[data-date]').first()).not.toHaveAccessibleName(/loading$/);
  const day = page.locator(`button[data-date="${date}"]`);
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  await day.click();
  const session = page.getByRole('listitem').filter({ hasText: 'Amara Okafor' });
  await expect(session).toHaveCount(1);
  await expect(session.getByText(time, { exact: true }).first()).toBeVisible();

  await page.goto('/dashboard/user/plan-detail');
  await card.getByRole('button', { name: 'Extend Plan' }).click();
  await page
    .getByRole('dialog', { name: `Extend ${plan.name}` })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page.getByRole('heading', { name: `Next term of ${plan.name}` })).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(`${plan.name} renews for another term when it ends.`)).toBeVisible();
  await page.goto('/dashboard/user/plan-detail');
  await expect(card.getByText(/The next term is paid/)).toBeVisible();
});
