import { addDays, todayIn } from '@gym/contract';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
  GYM_ZONE,
  login,
  newTrainer,
  openSettled,
  shootBoth,
  test,
  toast,
  unique,
  uniqueName,
} from './fixtures.ts';

// The front desk (docs/decisions/030): a walk-in signed up, sold a plan, booked a session and checked in, all
// from the member's page, which then shows it all.
test('staff sign up a walk-in, sell them a plan at the desk, book them a session and see it all on their page', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  const admin = await login(request, DEMO.admin);
  const trainer = await newTrainer(request, admin.token, uniqueName('Rae Desk'));
  // A staff account of this test's own, so the Spanish view below changes nobody else's screens.
  const username = unique('desk_');
  const staff = { email: `${username}@example.com`, password: 'Desk-12345' };
  await call(request, admin.token, 'post', '/api/users/create-by-admin', {
    data: { role: 'staff', username, ...staff, fullName: 'Dee Desk' },
  });
  const auth = await signIn(staff);
  const walkIn = uniqueName('Walker Inez');

  // Sign up the walk-in: name, e-mail and phone; no password (the invitation e-mail sets it).
  await openSettled(page, '/dashboard/staff/user-list');
  await page.getByRole('button', { name: 'Sign up a walk-in' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up a walk-in' });
  await signUp.getByLabel('Full name').fill(walkIn);
  await signUp.getByLabel('Email').fill(`${unique('walkin')}@example.com`);
  await signUp.getByLabel('Phone').fill('(201) 555-0147');
  await expectNoAxeViolationsAtBothWidths(page, 'the walk-in dialog');
  await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: walkIn })).toBeVisible();
  const memberId = Number(page.url().split('/').at(-1));

  // Sell a plan at the desk: paid and started in one step.
  await page.getByRole('button', { name: 'Sell a plan' }).click();
  const sale = page.getByRole('dialog', { name: 'Sell a plan' });
  const planSelect = sale.getByLabel('Plan');
  const standard = await planSelect.locator('option', { hasText: 'Standard Monthly' }).getAttribute('value');
  await planSelect.selectOption(standard as string);
  await sale.getByLabel('Payment method').selectOption('Card terminal');
  await sale.getByRole('button', { name: 'Take payment and start' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Standard Monthly sold\. It runs until / })).toBeVisible();
  const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
  await expect(subscriptions).toContainText('Standard Monthly');
  // Ending it from here is a freeze or a stopped renewal, not a Delete.
  await expect(subscriptions.getByRole('button', { name: 'Freeze' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Card terminal');

  // Book a session on their behalf.
  await page.getByRole('button', { name: 'Book a session' }).click();
  const booking = page.getByRole('dialog', { name: `Book a session for ${walkIn}` });
  await booking.getByLabel('Trainer').selectOption({ label: `${trainer.fullName} — ${trainer.specialty}` });
  await booking.getByLabel('Date').fill(addDays(todayIn(GYM_ZONE), 1));
  await booking.getByRole('radiogroup', { name: 'Start time' }).getByRole('radio').first().check();
  await booking.getByRole('button', { name: 'Book session' }).click();
  await expect(toast(page, `Session booked for ${walkIn}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sessions and staff notes' })).toContainText(trainer.fullName);

  // Check them in at the desk.
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(toast(page, `${walkIn} is checked in.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Check-ins' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolationsAtBothWidths(page, 'the member’s page');
  await shootBoth(page, 'desk-member-page');

  // The members list shows the plan's status and the visit; the card opens the page.
  await openSettled(page, `/dashboard/staff/user-list?search=${encodeURIComponent(walkIn)}&status=Active`);
  const card = page.getByRole('article', { name: walkIn });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Standard Monthly, until');
  await expect(card).not.toContainText('Never');
  await expectNoAxeViolationsAtBothWidths(page, 'the members list');
  await shootBoth(page, 'desk-members-list');
  await card.getByRole('link', { name: `Open ${walkIn}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/staff/members/${memberId}$`));

  // The same page in Spanish.
  const spanish = await browser.newContext({ locale: 'es-ES' });
  const es = await spanish.newPage();
  await es.addInitScript(
    (value) => window.localStorage.setItem('auth', value),
    JSON.stringify({ user: auth.user, token: auth.token }),
  );
  await openSettled(es, `/dashboard/staff/members/${memberId}`);
  await expect(es.getByRole('button', { name: 'Vender un plan' })).toBeVisible();
  await expect(es.getByRole('region', { name: 'Entradas' })).toBeVisible();
  await shootBoth(es, 'desk-member-page-es');
  await spanish.close();
});
