import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plan } from '@gym/contract';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
  login,
  shootBoth,
  test,
  uniqueName,
} from './fixtures.ts';

/** The card-update link of the newest failed-renewal e-mail to `email`, read from the server's outbox. */
async function cardUpdateLink(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let link = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`));
        } catch {
          return '';
        }
        // Quoted-printable: soft line breaks undone and '=' read back.
        const texts = files.sort().map((f) =>
          readFileSync(join(outbox, f), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        );
        const found = texts.map((text) => /\/dashboard\/user\/renew-card\?token=[\w-]+/.exec(text)?.[0]);
        link = found.filter(Boolean).at(-1) ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link;
}

test('a renewal charge fails; the member updates the card from the e-mail, pays, and the plan stays Active', async ({
  page,
  request,
  registerMember,
  signIn,
}) => {
  test.slow();
  // A plan shorter than the charge's lead (3 days): its renewal is charged right after it starts.
  const admin = await login(request, DEMO.admin);
  const plan = await call<Plan>(request, admin.token, 'post', '/api/plan', {
    data: {
      name: uniqueName('Weekend Pass'),
      description: 'Two days of everything.',
      price: 12,
      durationInDays: 2,
      imageUrl: '/images/plans/basic.svg',
    },
  });
  const member = await registerMember();
  const { token } = await login(request, member);
  const { paymentId } = await call<{ paymentId: number }>(request, token, 'post', '/api/checkout', {
    data: { planId: plan.id, saveCard: true },
  });
  // Stripe's test card that is kept, and fails when charged later.
  await call(request, token, 'post', `/api/payments/demo/${paymentId}/pay`, {
    data: { cardNumber: '4000 0000 0000 0341' },
    status: 200,
  });

  const link = await cardUpdateLink(member.email);
  await signIn(member);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
  await expect(page.getByText('We could not renew your membership with your saved card.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the update-card page');
  await shootBoth(page, 'renew-card');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\/\d+$/);
  await expect(page.getByText('Demo payments: no money moves')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/checkout\/result\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(`${plan.name} is active until`)).toBeVisible();

  await page.goto('/dashboard/user/plan-detail');
  await expect(page.getByRole('article', { name: plan.name }).getByText('Active', { exact: true })).toBeVisible();

  // The link was used once: opened again, it says so.
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert')).toContainText('This link was already used.');
});
