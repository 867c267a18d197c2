import type { Plan } from '@gym/contract';
import { addDays, todayIn } from '@gym/contract';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
  GYM_ZONE,
  login,
  shootBoth,
  test,
  toast,
} from './fixtures.ts';

const US_DATE = (date: string) => {
  const [year, month, day] = date.split('-');
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1];
  return `${name} ${day}, ${year}`;
};

test('a member stops the renewal in one click and freezes the plan, seeing the new end date', async ({
  page,
  request,
  registerMember,
  signIn,
}) => {
  // A plan paid online with the card kept for renewals, then renewing by card (switched on at the desk).
  const member = await registerMember();
  const auth = await signIn(member);
  const plans = await call<Plan[]>(request, '', 'get', '/api/plan');
  const plan = plans.find((p) => p.maxMembers === null && p.isActive) as Plan;
  const checkout = await call<{ paymentId: number; subscriptionId: number }>(
    request,
    auth.token,
    'post',
    '/api/checkout',
    { data: { planId: plan.id, saveCard: true } },
  );
  await call(request, auth.token, 'post', `/api/payments/demo/${checkout.paymentId}/pay`, {
    data: { cardNumber: '4242424242424242' },
    status: 200,
  });
  const desk = await login(request, DEMO.staff);
  await call(request, desk.token, 'put', '/api/subscription/toggle-auto-renew', {
    data: { id: checkout.subscriptionId, autoRenew: true },
  });

  const today = todayIn(GYM_ZONE);
  const end = addDays(today, plan.durationInDays);
  await page.goto('/dashboard/user/plan-detail');
  const card = page.getByRole('article', { name: plan.name });
  await expect(card.getByText(`Ends on ${US_DATE(end)}, then renews by card:`, { exact: false })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'My subscriptions');
  await shootBoth(page, 'my-subscriptions-renewing');

  // One click, no offer in the way.
  await card.getByRole('button', { name: 'Stop renewal' }).click();
  await expect(toast(page, `Renewal stopped. ${plan.name} ends on ${US_DATE(end)}.`)).toBeVisible();
  await expect(card.getByText(`Ends on ${US_DATE(end)} and does not renew.`, { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Stop renewal' })).toHaveCount(0);

  // Freeze ten days from tomorrow: the dialog states the rules and the end date the plan will have.
  await card.getByRole('button', { name: 'Freeze' }).click();
  const dialog = page.getByRole('dialog', { name: `Freeze ${plan.name}` });
  await expect(dialog.getByText('A freeze starts tomorrow at the earliest.')).toBeVisible();
  await expect(dialog.getByText('It lasts 7 to 30 days.')).toBeVisible();
  const from = addDays(today, 1);
  const to = addDays(today, 10);
  const newEnd = addDays(end, 10);
  await dialog.getByLabel('First day').fill(from);
  await dialog.getByLabel('Last day').fill(to);
  await dialog.getByLabel('Reason (optional)').fill('Travelling for work');
  await expect(
    dialog.getByText(`10 days frozen: the plan will end on ${US_DATE(newEnd)} instead of ${US_DATE(end)}.`),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the Freeze dialog');
  await shootBoth(page, 'freeze-dialog');
  await dialog.getByRole('button', { name: 'Freeze plan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(`A freeze is planned from ${US_DATE(from)} to ${US_DATE(to)}.`)).toBeVisible();
  await expect(card.getByText(`Ends on ${US_DATE(newEnd)} and does not renew.`, { exact: false })).toBeVisible();
  await shootBoth(page, 'my-subscriptions-frozen');

  // The same screen in Spanish.
  await page.getByLabel('Language').first().selectOption('es');
  await expect(page.getByRole('heading', { name: 'Mis suscripciones' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Anular la congelación' })).toBeVisible();
  await shootBoth(page, 'my-subscriptions-frozen-es');
});
