import { CONTACT_MESSAGES, FEEDBACK_MESSAGES, type LoginResponse, PHONE_MESSAGES } from '@gym/contract';
import { DEMO, expect, gotoLanding, test } from './fixtures.ts';

/** A toast: react-hot-toast announces each one in a polite status region. */
const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

test.describe('feedback', () => {
  test('a visitor is asked to log in, comes back, sends feedback, finds it and deletes it', async ({
    page,
    registerMember,
  }) => {
    const member = await registerMember();
    const message = `The rowing machines are great ${Date.now()}`;

    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Share your feedback' })).toBeVisible();
    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Rating').selectOption({ label: '4 – Very Good' });
    await page.getByRole('button', { name: 'Submit feedback' }).click();

    const alert = page.getByRole('alert').filter({ hasText: FEEDBACK_MESSAGES.loginToSubmit });
    await expect(alert).toBeVisible();
    await expect(toast(page, FEEDBACK_MESSAGES.loginToSubmit)).toBeVisible();
    await alert.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/feedback$/);

    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Rating').selectOption('4');
    await page.getByRole('button', { name: 'Submit feedback' }).click();
    await expect(toast(page, FEEDBACK_MESSAGES.submitted)).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');

    await page.getByRole('link', { name: 'My feedback' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/user\/feedbacks$/);
    const card = page.getByRole('listitem').filter({ hasText: message });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card).toContainText('Very Good');
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);

    await card.getByRole('button', { name: /delete/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this feedback?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, FEEDBACK_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByText(FEEDBACK_MESSAGES.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(FEEDBACK_MESSAGES.empty)).toBeVisible();
  });

  test('the demo member finds the demo feedback, reached from the dashboard', async ({ page, signIn }) => {
    await signIn(DEMO.user);
    await page.goto('/dashboard/user');
    await page
      .getByRole('main')
      .getByRole('link', { name: /my feedback/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user\/feedbacks$/);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('Processed').first()).toBeVisible();
  });

  test('staff see a note instead of the form', async ({ page, signIn }) => {
    await signIn(DEMO.staff);
    await page.goto('/feedback');
    await expect(page.getByText(/feedback is for members/i)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit feedback' })).toHaveCount(0);
  });
});

test('the contact form reports its rules in order, then sends all five fields', async ({ page, request }) => {
  await gotoLanding(page);
  // The form's code loads as the visitor nears it.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.scrollIntoViewIfNeeded();
  const send = form.getByRole('button', { name: 'Send message' });
  // Letters only (the name rule), unique enough to find this message among the others.
  const name = `Visitor ${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] as string)}`;

  await form.getByLabel('Name').fill('J4ne');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('City').fill('C1ty');
  await form.getByLabel('Phone').fill('123');
  await form.getByLabel('Message').fill('');
  await send.click();
  await expect(toast(page, CONTACT_MESSAGES.nameInvalid)).toBeVisible();
  await expect(form.getByText(CONTACT_MESSAGES.cityInvalid)).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill(name);
  await send.click();
  await expect(toast(page, CONTACT_MESSAGES.cityInvalid)).toBeVisible();

  await form.getByLabel('City').fill('Lisbon');
  await send.click();
  await expect(toast(page, PHONE_MESSAGES.invalid('US'))).toBeVisible();

  await form.getByLabel('Phone').fill('(212) 555-0123');
  await send.click();
  await expect(toast(page, CONTACT_MESSAGES.messageRequired)).toBeVisible();

  await form.getByLabel('Message').fill('Do you have a sauna?');
  await send.click();
  await expect(toast(page, CONTACT_MESSAGES.sent)).toBeVisible();
  for (const label of ['Name', 'Email', 'City', 'Phone', 'Message']) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }

  // Staff read all five fields.
  const login = await request.post('/api/auth/login', { data: DEMO.staff });
  const { token } = (await login.json()) as LoginResponse;
  const inbox = await request.get('/api/contact', { headers: { Authorization: `Bearer ${token}` } });
  expect(await inbox.json()).toContainEqual(
    expect.objectContaining({
      name,
      email: 'jane@example.com',
      city: 'Lisbon',
      phone: '+12125550123',
      message: 'Do you have a sauna?',
    }),
  );
});
