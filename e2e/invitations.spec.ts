import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVITATION_MESSAGES, type Plan } from '@gym/contract';
import type { Page } from '@playwright/test';
import { call, DEMO, expect, expectNoAxeViolations, shootBoth, test, unique, uniqueName } from './fixtures.ts';

// Staff invitations (decisions §1, docs/decisions/020), and the corrections that came with them: the member's plan
// pages stay in the member area, and the back office lists what was just made first.

/** The invitation link e-mailed to `email`, read from the server's outbox on disk (no SMTP in tests). */
async function invitationLinkFor(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(outbox)
          .filter((f) => f.endsWith(`${email}.eml`))
          .sort();
      } catch {
        files = [];
      }
      const last = files.at(-1);
      // Undo quoted-printable soft line breaks before reading the link.
      const text = last ? readFileSync(join(outbox, last), 'utf8').replace(/=\r?\n/g, '') : '';
      link = /https?:\/\/\S+\/invitation#[A-Za-z0-9_-]{43}/.exec(text)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

async function addTrainerWithoutPassword(page: Page, fullName: string, username: string, email: string) {
  await page.goto('/dashboard/admin/trainers');
  await page.getByRole('button', { name: 'Add trainer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Staff' });
  await expect(dialog.getByLabel('Role')).toHaveValue('trainer');
  await dialog.getByLabel('Full name').fill(fullName);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Specialty').fill('Pilates');
  await dialog.getByLabel('Experience (years)').fill('5');
  await dialog.getByLabel('Price per hour (USD)').fill('45');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(INVITATION_MESSAGES.sent(email)).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the admin adds a trainer without a password; the e-mailed link sets it once and opens their home', async ({
  page,
  signIn,
  browser,
  request,
}) => {
  // Two browsers and axe three times: longer than the default on a busy machine.
  test.setTimeout(120_000);
  await signIn(DEMO.admin);
  const fullName = uniqueName('Ines Invited');
  const username = unique('inv_');
  const email = `${username}@example.com`;
  await addTrainerWithoutPassword(page, fullName, username, email);

  // Newest first: the trainer just added heads the first page.
  await expect(page.getByRole('row').nth(1)).toContainText(fullName);

  // Before choosing a password, no password logs in.
  const early = await request.post('/api/auth/login', { data: { email, password: 'Chosen-Pass-42' } });
  expect(early.status()).toBe(401);

  // The invited trainer opens the link in their own browser.
  const link = await invitationLinkFor(email);
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(new URL(link).pathname + new URL(link).hash);
  await expect(invited.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(invited.getByText(`Welcome, ${fullName}.`)).toBeVisible();
  await expectNoAxeViolations(invited, 'the invitation page');
  await shootBoth(invited, 'invitation-page');

  // The contract's rule: too short is refused on the field.
  await invited.getByLabel('New password').fill('short');
  await invited.getByLabel('Repeat the password').fill('short');
  await invited.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(invited.getByText('Password must be at least 8 characters')).toBeVisible();
  await expectNoAxeViolations(invited, 'the invitation page with a field error');

  await invited.getByLabel('New password').fill('Chosen-Pass-42');
  await invited.getByLabel('Repeat the password').fill('Chosen-Pass-42');
  await invited.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(invited).toHaveURL(/\/dashboard\/trainer$/);
  await expect(invited.getByRole('heading', { level: 1 })).toContainText(fullName);

  // The link worked once: opened again, it says so.
  const again = await context.newPage();
  await again.goto(new URL(link).pathname + new URL(link).hash);
  await expect(again.getByText(INVITATION_MESSAGES.used)).toBeVisible();
  await shootBoth(again, 'invitation-page-used');
  await expectNoAxeViolations(again, 'the invitation page of a used link');
  await context.close();

  // The chosen password logs in.
  const res = await request.post('/api/auth/login', { data: { email, password: 'Chosen-Pass-42' } });
  expect(res.status()).toBe(200);
});

test('the admin sends a pending invitation again from the Trainers accounts list', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn(DEMO.admin);
  const fullName = uniqueName('Resa Resend');
  const username = unique('res_');
  const email = `${username}@example.com`;
  await addTrainerWithoutPassword(page, fullName, username, email);
  const first = await invitationLinkFor(email);

  await page.goto('/dashboard/admin/user-list?role=trainer');
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row.getByText(INVITATION_MESSAGES.pending)).toBeVisible();
  await shootBoth(page, 'invitation-pending-in-list');
  await row.getByRole('button', { name: `${INVITATION_MESSAGES.resend} to ${fullName}` }).click();
  await expect(page.getByText(INVITATION_MESSAGES.resent(email)).first()).toBeVisible();
  await expect.poll(() => invitationLinkFor(email)).not.toBe(first);

  // The replaced link says it is no longer valid.
  await page.goto(new URL(first).pathname + new URL(first).hash);
  await expect(page.getByText(INVITATION_MESSAGES.invalid)).toBeVisible();
});

test('a member reads a plan and buys it without leaving the member area', async ({ page, signIn }) => {
  await signIn(DEMO.user);
  await page.goto('/dashboard/user/plans');
  const card = page.getByRole('article').filter({ hasText: 'Diamond Annual' });
  await card.getByRole('link', { name: 'Select Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/plans\/\d+$/);
  // The member area's navigation is still there.
  await expect(page.getByRole('navigation', { name: 'Member area' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Diamond Annual' })).toBeVisible();
  await shootBoth(page, 'member-plan-detail');

  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/plans\/\d+\/subscribe$/);
  await expect(page.getByRole('navigation', { name: 'Member area' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the plan' }).click();
  await page.getByRole('link', { name: 'All plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/plans$/);
});

test('a new plan appears first on the back office plans grid', async ({ page, signIn, request }) => {
  const admin = await signIn(DEMO.admin);
  const name = uniqueName('Spring Special');
  await call<Plan>(request, admin.token, 'post', '/api/plan', {
    data: {
      name,
      description: 'A month to try everything.',
      price: 19,
      durationInDays: 30,
      imageUrl: '/images/plans/basic.svg',
    },
  });
  await page.goto('/dashboard/admin/plans');
  await expect(page.getByRole('article').first()).toContainText(name);
});
