import { addDays, BILLING_MESSAGES, type Plan, type Room, type Trainer, todayIn, USER_MESSAGES } from '@gym/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { call, DEMO, expect, GYM_ZONE, login, newMember, shootBoth, test, unique } from './fixtures.ts';

// The back office's people and money screens, driven as the admin, staff and a trainer would, on the real
// server with demo data. Each test makes the accounts it changes, so tests running side by side (and the other
// spec files) never see each other's changes.

/** A new member who holds the given plans, bought at the front desk by the admin. */
async function memberWithPlans(request: APIRequestContext, adminToken: string, planNames: string[]) {
  const details = newMember();
  await call(request, '', 'post', '/api/auth/register', { data: details });
  const member = (await login(request, details)).user;
  const plans = await call<Plan[]>(request, adminToken, 'get', '/api/plan');
  for (const name of planNames) {
    const plan = plans.find((p) => p.name === name);
    if (!plan) throw new Error(`No plan ${name}`);
    const paid = await call<{ payment: { id: number } }>(request, adminToken, 'post', '/api/payment', {
      data: { userId: member.id, amount: plan.price, paymentMethod: 'Cash', planId: plan.id },
    });
    await call(request, adminToken, 'post', '/api/subscription', {
      data: { userId: member.id, planId: plan.id, paymentId: paid.payment.id },
    });
  }
  return { ...details, id: member.id };
}

/** A page in a browser context of its own, signed in as `account` (a second person at another desk). */
async function pageOf(browser: Browser, request: APIRequestContext, account: { email: string; password: string }) {
  const auth = await login(request, account);
  const context = await browser.newContext();
  await context.addInitScript(
    (value) => window.localStorage.setItem('auth', value),
    JSON.stringify({ user: auth.user, token: auth.token }),
  );
  return { page: await context.newPage(), token: auth.token, user: auth.user, close: () => context.close() };
}

/** Screenshots at both widths; at 390 px (where `shoot` ends) the page itself must not scroll sideways. */

async function fillAddStaff(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: 'Add New Staff' });
  for (const [label, value] of Object.entries(values)) {
    const field = dialog.getByLabel(label, { exact: true });
    if (label === 'Role') await field.selectOption({ label: value });
    else await field.fill(value);
  }
  return dialog;
}

test('the admin creates a trainer through Add New Staff; the trainer logs in and sees only their members', async ({
  page,
  signIn,
  request,
  browser,
}) => {
  // Three people and two browsers in one story: longer than the default on a busy machine.
  test.setTimeout(60_000);
  const admin = await signIn(DEMO.admin);
  const username = unique('coach_');
  const email = `${username}@example.com`;

  await page.goto('/dashboard/admin/user-list');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const dialog = await fillAddStaff(page, {
    Role: 'Trainer',
    Username: username,
    Email: email,
    Password: 'Coach1234',
    Birthday: '1991-04-12',
    Phone: '(212) 555-0142',
    'Full name': 'Nia Coach',
    Specialty: 'Kettlebells',
    'Experience (years)': '3',
    'Price per hour (USD)': '37.50',
  });
  await shootBoth(page, 'people-add-staff-trainer');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Successfully created new trainer account!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new trainer is listed among the trainers, with their details on admin/trainers.
  await page.getByRole('button', { name: 'Trainers' }).click();
  await page.getByRole('searchbox', { name: 'Search trainers' }).fill(username);
  await expect(page.getByRole('button', { name: 'Edit Nia Coach' })).toBeVisible();
  await page.goto('/dashboard/admin/trainers');
  await expect(page.getByRole('row').filter({ hasText: 'Nia Coach' })).toContainText(/Kettlebells.*3 years.*\$37\.50/);

  // The trainer logs in through the form: no members yet.
  const trainerContext = await browser.newContext();
  const trainerPage = await trainerContext.newPage();
  await trainerPage.goto('/login');
  await trainerPage.getByLabel('Email').fill(email);
  await trainerPage.getByLabel('Password').fill('Coach1234');
  await trainerPage.getByRole('button', { name: /log ?in/i }).click();
  await expect(trainerPage).not.toHaveURL(/\/login/);
  await trainerPage.goto('/dashboard/trainer/user-list');
  await expect(trainerPage.getByText(USER_MESSAGES.noMembersYet)).toBeVisible();

  // A member books a session with them (at the front desk): the trainer sees that member, and only them.
  const member = await memberWithPlans(request, admin.token, ['Basic Monthly']);
  const trainers = await call<Trainer[]>(request, admin.token, 'get', '/api/trainer');
  const trainer = trainers.find((t) => t.user.username === username) as Trainer;
  const rooms = await call<Room[]>(request, admin.token, 'get', '/api/gymroom');
  const room = rooms.find((r) => r.roomName === 'Weights Floor') as Room;
  await call(request, admin.token, 'post', '/api/trainingsession', {
    data: {
      userId: member.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      date: addDays(todayIn(GYM_ZONE), 3),
      startTime: '14:00',
    },
  });
  await trainerPage.reload();
  const cards = trainerPage.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(member.fullname);
  await expect(cards.first()).toContainText(member.email);
  // Read-only: Training Histories is the one thing a trainer can do here.
  await expect(cards.first().getByRole('button')).toHaveText([`Training Histories of ${member.fullname}`]);
  await expect(cards.first().getByRole('link')).toHaveCount(0);
  await trainerContext.close();
});

test('the admin edits and deletes a staff account, whose old session stops working', async ({
  page,
  signIn,
  request,
  browser,
}) => {
  const admin = await signIn(DEMO.admin);
  const username = unique('desk_');
  const account = { email: `${username}@example.com`, password: 'Desk12345' };
  await call(request, admin.token, 'post', '/api/users/create-by-admin', {
    data: { role: 'staff', username, ...account, birthday: '1993-09-09', fullName: 'Dana Desk' },
  });

  // The new staff member is at work in another browser.
  const staff = await pageOf(browser, request, account);
  await staff.page.goto('/dashboard/staff/user-list');
  await expect(staff.page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(staff.page.getByRole('article').first()).toBeVisible();

  // The admin finds them, edits their name…
  await page.goto('/dashboard/admin/user-list');
  await page.getByRole('searchbox', { name: 'Search staff' }).fill(username);
  await page.getByRole('button', { name: 'Edit Dana Desk' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Dana Desk' });
  await expect(edit.getByLabel('Username')).toHaveValue(username);
  await edit.getByLabel('Full name').fill('Dana Frontdesk');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(USER_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Dana Frontdesk' })).toBeVisible();

  // …and deletes the account after confirming.
  await page.getByRole('button', { name: 'Delete Dana Frontdesk' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this account?' });
  await expect(confirm).toContainText(USER_MESSAGES.confirmDelete('Dana Frontdesk'));
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText(USER_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText(USER_MESSAGES.noUsers)).toBeVisible();

  // Their old token is refused by the API…
  const res = await request.get('/api/users?role=user', { headers: { Authorization: `Bearer ${staff.token}` } });
  expect(res.status()).toBe(401);
  // …and the page they still have open sends them to log in on its next call.
  await staff.page.getByRole('searchbox', { name: 'Search members' }).fill('maya');
  await expect(staff.page.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
  await expect(staff.page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(await staff.page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
  await staff.close();
});

test('staff find a member by search, open their subscriptions, switch auto-renew and delete one', async ({
  page,
  signIn,
  request,
}) => {
  const admin = await login(request, DEMO.admin);
  const member = await memberWithPlans(request, admin.token, ['Standard Monthly', 'Basic Student']);
  await signIn(DEMO.staff);

  await page.goto('/dashboard/staff/user-list');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(member.username);
  const card = page.getByRole('article', { name: member.fullname });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText(member.email);
  await card.getByRole('link', { name: `Subscriptions of ${member.fullname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/staff/user-list/subscription\\?id=${member.id}$`));

  const standard = page.getByRole('article', { name: 'Standard Monthly' });
  const student = page.getByRole('article', { name: 'Basic Student' });
  await expect(standard).toContainText('$59');
  await expect(student).toContainText('$19.50');
  const toggle = standard.getByRole('switch', { name: 'Auto-renew' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/subscription/toggle-auto-renew') && r.request().method() === 'PUT',
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('article', { name: 'Standard Monthly' }).getByRole('switch')).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await student.getByRole('button', { name: 'Delete Basic Student subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete subscription' });
  await expect(confirm).toContainText(BILLING_MESSAGES.confirmDelete);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(BILLING_MESSAGES.staffDeleted)).toBeVisible();
  await expect(student).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  const rows = await call<{ id: number }[]>(request, admin.token, 'get', `/api/users/${member.id}/subscriptions`);
  expect(rows).toHaveLength(1);
});

test('a trainer who opens admin/user-list is told it is not open to their account', async ({ page, signIn }) => {
  await signIn(DEMO.trainer);
  await page.goto('/dashboard/admin/user-list');
  await expect(page.getByRole('heading', { name: 'This page is not open to your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/trainer');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test.describe('screens at 1280 and 390 px', () => {
  test('admin: staff and trainers, and the account dialogs', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await page.goto('/dashboard/admin/user-list');
    await expect(page.getByRole('button', { name: 'Edit Sam Rivera' })).toBeVisible();
    await shootBoth(page, 'people-admin-user-list');
    await page.getByRole('button', { name: 'Edit Sam Rivera' }).click();
    await shootBoth(page, 'people-edit-user-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Sam Rivera' }).click();
    await shootBoth(page, 'people-delete-user-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add staff' }).click();
    // The dialog's code comes when the button is used (add-staff-button.tsx).
    await expect(page.getByRole('dialog', { name: 'Add New Staff' })).toBeVisible();
    await shootBoth(page, 'people-add-staff-dialog');
  });

  test('admin: trainers and their dialogs', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await page.goto('/dashboard/admin/trainers');
    await expect(page.getByRole('button', { name: 'Edit John Carter' })).toBeVisible();
    await shootBoth(page, 'people-admin-trainers');
    await page.getByRole('button', { name: 'Edit John Carter' }).click();
    await shootBoth(page, 'people-edit-trainer-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete John Carter' }).click();
    await shootBoth(page, 'people-delete-trainer-dialog');
  });

  test('admin: subscribers, a member’s subscriptions and the delete confirmation', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await page.goto('/dashboard/admin/subscriber-list');
    await expect(page.getByRole('link', { name: /^View subscriptions of/ }).first()).toBeVisible();
    await shootBoth(page, 'people-admin-subscribers');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('member@gym.test');
    await page.getByRole('link', { name: 'View subscriptions of Maya Lopez' }).click();
    await expect(page.getByRole('button', { name: /^Delete subscription/ }).first()).toBeVisible();
    await shootBoth(page, 'people-admin-member-subscriptions');
    await page
      .getByRole('button', { name: /^Delete subscription/ })
      .first()
      .click();
    await shootBoth(page, 'people-delete-subscription-dialog');
  });

  test('staff: members, a member’s subscriptions, Training Histories', async ({ page, signIn }) => {
    await signIn(DEMO.staff);
    await page.goto('/dashboard/staff/user-list');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shootBoth(page, 'people-staff-user-list');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('member@gym.test');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Training Histories of Maya Lopez' }).click();
    await expect(page.getByRole('dialog', { name: 'Training Histories' }).getByRole('article').first()).toBeVisible();
    await shootBoth(page, 'people-training-histories-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Subscriptions of Maya Lopez' }).click();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await shootBoth(page, 'people-staff-member-subscriptions');
  });

  test('trainer: my members and the subscribers they may read', async ({ page, signIn }) => {
    await signIn(DEMO.trainer);
    await page.goto('/dashboard/trainer/user-list');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shootBoth(page, 'people-trainer-user-list');
    await page.goto('/dashboard/admin/subscriber-list');
    await expect(page.getByRole('link', { name: /^View subscriptions of/ }).first()).toBeVisible();
    await shootBoth(page, 'people-trainer-subscribers');
    await page
      .getByRole('link', { name: /^View subscriptions of/ })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await shootBoth(page, 'people-trainer-member-subscriptions');
  });
});
