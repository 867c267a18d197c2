import { addDays, BOOKING_MESSAGES, todayIn } from '@gym/contract';
import type { Page } from '@playwright/test';
import { DEMO, expect, GYM_ZONE, test } from './fixtures.ts';

// The test server runs with the default gym time zone, UTC. The demo member holds running subscriptions
// (demo data) and has no seeded session before 08:00 or after 20:00, so those hours are free for booking.
const tomorrow = () => addDays(todayIn(GYM_ZONE), 1);

async function book(page: Page, booking: { trainer: string; room: string; date: string; time: string }) {
  await page.goto('/dashboard/user/register-training');
  await expect(page.getByRole('heading', { name: 'Book a training session' })).toBeVisible();
  await expect(page.getByText(BOOKING_MESSAGES.sessionLength)).toBeVisible();
  // Options read "Name — specialty" and "Room · type · capacity"; pick them by the name they start with.
  for (const [label, name] of [
    ['Trainer', booking.trainer],
    ['Room', booking.room],
  ] as const) {
    const select = page.getByLabel(label);
    const option = select.getByRole('option', { name: new RegExp(`^${name}`) });
    await expect(option).toHaveCount(1);
    await select.selectOption({ label: (await option.textContent()) ?? '' });
  }
  await page.getByLabel('Date').fill(booking.date);
  await page.getByLabel('Start time').fill(booking.time);
  await page.getByRole('button', { name: 'Book session' }).click();
}

test('a member books a session, finds it in the week, and cannot book the trainer twice', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn(DEMO.user);
  const date = tomorrow();
  // A retry must not collide with the first attempt's booking.
  const time = ['06:00', '22:00'][testInfo.retry] ?? '22:00';
  const booking = { trainer: 'Sofia Bennett', room: 'Weights Floor', date, time };

  await book(page, booking);
  await expect(page.getByRole('status')).toContainText(BOOKING_MESSAGES.registered);
  await expect(page.getByLabel('Trainer')).toHaveValue('');
  await expect(page.getByLabel('Start time')).toHaveValue('');

  await page.getByRole('link', { name: /in your sessions/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/user/training-sessions\\?date=${date}$`));
  const day = page.locator(`button[data-date="${date}"]`);
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(day).toHaveAccessibleName(/[1-9] sessions?$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Sofia Bennett' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(time, { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Attended' })).toBeDisabled();

  // The same trainer at the same time again: the server refuses, the form says why.
  await book(page, booking);
  await expect(page.getByRole('alert')).toHaveText(BOOKING_MESSAGES.trainerBusy);
});

test.describe('in a browser set to Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("times stay on the gym's clock", async ({ page, signIn }, testInfo) => {
    await signIn(DEMO.user);
    const date = tomorrow();
    // 20:00 in the gym (UTC) is 05:00 the next morning in Tokyo.
    const [time, end, tokyo] = testInfo.retry === 0 ? ['20:00', '22:00', '05:00'] : ['04:00', '06:00', '13:00'];
    await book(page, { trainer: 'Marcus Lee', room: 'Boxing Room', date, time });
    await expect(page.getByRole('status')).toContainText(BOOKING_MESSAGES.registered);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    await expect(page.getByLabel('Date')).toHaveAttribute('min', todayIn(GYM_ZONE));

    await page.goto(`/dashboard/user/training-sessions?date=${date}`);
    const card = page.getByRole('listitem').filter({ hasText: 'Marcus Lee' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(time, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(end, { exact: true })).toBeVisible();
    await expect(card.getByText(tokyo, { exact: true })).toHaveCount(0);
  });
});
