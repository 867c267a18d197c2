import type { Plan } from '@gym/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, shootBoth, test } from './fixtures.ts';

/** A plan on offer without a member limit: the demo data may have filled a limited one. */
async function openPlan(request: APIRequestContext) {
  const plans = (await (await request.get('/api/plan')).json()) as Plan[];
  const plan = plans.find((p) => p.isActive && p.maxMembers === null);
  if (!plan) throw new Error('the demo data has no open plan');
  return plan;
}

test.describe('buying a plan through the demo payment provider', () => {
  test('a declined card starts nothing; the card that succeeds makes the plan Active, and Extend pays the next term', async ({
    page,
    request,
    registerMember,
    signIn,
  }) => {
    // A whole purchase and an extension, through four pages and the provider's twice.
    test.slow();
    const member = await registerMember();
    await signIn(member);
    const plan = await openPlan(request);

    await page.goto(`/plan-detail/${plan.id}`);
    await page.getByRole('link', { name: 'Buy Now' }).click();
    const summary = page.getByRole('region', { name: 'Subscription summary' });
    await expect(summary.getByText(plan.name)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // The provider's page: our own, for the demo, labelled as such.
    await expect(page).toHaveURL(/\/checkout\/demo\/\d+$/);
    await expect(page.getByText('Demo payments: no money moves')).toBeVisible();
    await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
    await shootBoth(page, 'checkout-demo');
    await expectNoAxeViolations(page, 'the demo checkout page');

    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. No money was taken.');
    await shootBoth(page, 'checkout-demo-declined');
    // Nothing started: the plan waits for its payment.
    const checkoutUrl = page.url();
    await page.goto('/dashboard/user/plan-detail');
    const waiting = page.getByRole('article', { name: plan.name });
    await expect(waiting.getByText('Waiting for payment')).toBeVisible();
    await expect(waiting.getByText('Active', { exact: true })).toHaveCount(0);

    await page.goto(checkoutUrl);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/checkout\/result\?payment=\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText(`${plan.name} is active until`)).toBeVisible();
    await expect(page.getByText('Demo payments: no money moves')).toBeVisible();
    await shootBoth(page, 'checkout-result-paid');
    await expectNoAxeViolations(page, 'the checkout result page');

    await page.getByRole('link', { name: 'My subscriptions' }).first().click();
    const card = page.getByRole('article', { name: plan.name });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Completed')).toBeVisible();

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
    await expect(page.getByRole('article', { name: plan.name }).getByText(/The next term is paid/)).toBeVisible();
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test('says plainly that the card was declined', async ({ page, request, registerMember, signIn }) => {
      const member = await registerMember();
      const auth = await signIn(member);
      const plan = await openPlan(request);
      const res = await request.post('/api/checkout', {
        headers: { authorization: `Bearer ${auth.token}` },
        data: { planId: plan.id },
      });
      const { paymentId } = (await res.json()) as { paymentId: number };

      await page.goto(`/checkout/demo/${paymentId}`);
      await expect(page.getByText('Pagos de demostración: no se mueve dinero')).toBeVisible();
      await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: /^Pagar / }).click();
      await expect(page.getByRole('alert')).toHaveText('Tu tarjeta fue rechazada. No se ha cobrado nada.');
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByRole('heading', { name: 'Pago no completado' })).toBeVisible();
      await expect(page.getByText('No se ha activado nada.', { exact: false })).toBeVisible();
      await shootBoth(page, 'checkout-result-declined-es');
      await expectNoAxeViolations(page, 'the declined result in Spanish');
    });
  });
});
