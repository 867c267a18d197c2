import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, CANCEL_MESSAGES, type Trainer, todayIn } from '@gym/contract';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  GYM_ZONE,
  login,
  memberWithPlan,
  newTrainer,
  shootBoth,
  test,
  uniqueName,
} from './fixtures.ts';

// The member's home: book, find it on the dashboard and in the week, cancel it, and the time is free again.
// Each test has a trainer and members of its own, so the free times it sees are the whole day's.
/** The booking screen's words to a member without a running plan (register-training.tsx). */
const NO_PLAN_FOR_BOOKING = 'An active subscription is needed to book a training session.';

const inTwoDays = () => addDays(todayIn(GYM_ZONE), 2);

/** The newest e-mail to `email` whose subject starts with `subject`, read from the server's outbox. */
async function mailTo(email: string, subject: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`));
        } catch {
          return '';
        }
        const texts = files.sort().map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
        found = texts.reverse().find((text) => new RegExp(`^Subject: ${subject}`, 'm').test(text)) ?? '';
        return found;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found;
}

async function chooseTrainerAndDay(page: Page, trainer: Trainer, date: string) {
  await page.goto('/dashboard/user/register-training');
  await expect(page.getByRole('heading', { name: 'Book a training session' })).toBeVisible();
  await page.getByLabel('Trainer').selectOption({ label: `${trainer.fullName} — ${trainer.specialty}` });
  await page.getByLabel('Date').fill(date);
  const times = page.getByRole('radiogroup', { name: 'Start time' });
  await expect(times).toBeVisible();
  return times;
}

const plusHours = (time: string, hours: number) =>
  `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}${time.slice(2)}`;

test('a member books, is e-mailed, finds the session on the dashboard and in the week, cancels it, and the time is free again', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const admin = await login(request, DEMO.admin);
  const trainer = await newTrainer(request, admin.token, uniqueName('Ria Home'), 'Strength');
  const member = await memberWithPlan(request, admin.token);
  await signIn(member);
  const date = inTwoDays();

  // Booking: a trainer and a date show the free times; one is booked.
  const times = await chooseTrainerAndDay(page, trainer, date);
  const slot = times.getByRole('radio').nth(2);
  const label = (await slot.getAttribute('aria-label')) as string;
  const time = label.slice(0, 5);
  await slot.check();
  await shootBoth(page, 'member-booking');
  await expectNoAxeViolations(page, 'the booking screen');
  await page.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Training session registration successful!' })).toBeVisible();

  // The confirmation e-mail, with the calendar event.
  const booked = await mailTo(member.email, 'Booked: your training session');
  expect(booked).toContain(trainer.fullName);
  expect(booked).toMatch(/text\/calendar/);

  // The dashboard leads with it.
  await page.goto('/dashboard/user');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  const lead = page.getByRole('region', { name: 'Your next session' });
  await expect(lead.getByText(`${time} – ${plusHours(time, 2)}`)).toBeVisible();
  await expect(lead.getByText(trainer.fullName)).toBeVisible();
  await expect(lead.getByRole('button', { name: CANCEL_MESSAGES.cancel })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText(member.plan.name)).toBeVisible();
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  await shootBoth(page, 'member-dashboard');
  await expectNoAxeViolations(page, 'the member dashboard');
  // Compact on a phone (it was 2,700 px tall when it listed everything).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The week opens on the session's day (the first day with one), with Cancel and the cut-off policy.
  await lead.getByRole('link', { name: 'My week' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/training-sessions/);
  const card = page.getByRole('listitem').filter({ hasText: trainer.fullName });
  await expect(card).toHaveCount(1);
  await expect(page.getByText(/You can cancel a session up to \d+ hours before it starts\./)).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Attended' })).toHaveCount(0);
  await shootBoth(page, 'member-week');
  await expectNoAxeViolations(page, 'the week view');

  await card.getByRole('button', { name: CANCEL_MESSAGES.cancel }).click();
  const confirm = page.getByRole('dialog', { name: CANCEL_MESSAGES.confirmTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: CANCEL_MESSAGES.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await shootBoth(page, 'member-week-cancelled');
  await mailTo(member.email, 'Cancelled: your training session');

  // The time is free again.
  const again = await chooseTrainerAndDay(page, trainer, date);
  await expect(again.getByRole('radio', { name: label })).toHaveCount(1);

  // The subscriptions, Current first.
  await page.goto('/dashboard/user/plan-detail');
  await expect(
    page.getByRole('region', { name: 'Current' }).getByRole('button', { name: 'Extend Plan' }),
  ).toBeVisible();
  await shootBoth(page, 'member-subscriptions');
  await expectNoAxeViolations(page, 'my subscriptions');
});

test('a member without a plan is told before the booking form, and pointed to the plans', async ({
  page,
  signIn,
  registerMember,
}) => {
  const member = await registerMember();
  await signIn(member);
  await page.goto('/dashboard/user/register-training');
  await expect(page.getByText(NO_PLAN_FOR_BOOKING)).toBeVisible();
  await expect(page.getByLabel('Trainer')).toHaveCount(0);
  await shootBoth(page, 'member-booking-no-plan');
  await expectNoAxeViolations(page, 'the booking screen without a plan');

  await page.goto('/dashboard/user');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText(/no active plan/)).toBeVisible();
  await shootBoth(page, 'member-dashboard-new');
  await page.getByRole('region', { name: 'Your plan' }).getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/plans$/);
  await expect(page.getByRole('link', { name: 'Select Plan' }).first()).toBeVisible();
  await shootBoth(page, 'member-plans');
  await expectNoAxeViolations(page, 'the member plans page');
});
