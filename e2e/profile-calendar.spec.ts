import { CALENDAR_MESSAGES } from '@gym/contract';
import { DEMO, expect, expectNoAxeViolationsAtBothWidths, openSettled, shootBoth, test, toast } from './fixtures.ts';

// The profile's calendar feed and reminder switch (docs/decisions/011) on the real server: the private address is
// a working iCal feed, a reset stops the old one, and the reminder setting is kept.

const ADDRESS = 'Your private calendar address';

test('a member copies their calendar address, which serves their calendar; a reset stops the old one', async ({
  page,
  signIn,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(DEMO.user);
  await page.goto('/dashboard/user/profile');
  const card = page.getByRole('region', { name: CALENDAR_MESSAGES.feedTitle });
  const address = card.getByRole('textbox', { name: ADDRESS });
  await expect(address).toHaveValue(/\.ics$/);
  await expect(address).toHaveAttribute('readonly');

  await card.getByRole('button', { name: CALENDAR_MESSAGES.copy }).click();
  await expect(toast(page, CALENDAR_MESSAGES.copied)).toBeVisible();
  // Below the sticky header: the toast never covers its navigation.
  // (Once it has slid in: it enters from above.)
  const header = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => (await toast(page, CALENDAR_MESSAGES.copied).boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());

  // Whoever holds the address reads the calendar, without signing in. (Its path, on this test server: the host in
  // the address is the server's configured public one.)
  const path = (url: string) => new URL(url).pathname;
  const feed = await request.get(path(copied));
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: CALENDAR_MESSAGES.reset }).click();
  const dialog = page.getByRole('dialog', { name: CALENDAR_MESSAGES.resetConfirmTitle });
  await expect(dialog).toContainText(CALENDAR_MESSAGES.resetConfirm);
  await dialog.getByRole('button', { name: CALENDAR_MESSAGES.reset }).click();
  await expect(toast(page, CALENDAR_MESSAGES.resetDone)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(address).not.toHaveValue(copied);
  const fresh = await address.inputValue();
  expect((await request.get(path(copied))).status()).toBe(404);
  const renewed = await request.get(path(fresh));
  expect(renewed.status()).toBe(200);
  expect(await renewed.text()).toContain('BEGIN:VCALENDAR');
});

test('a member switches reminders off, and they are still off after a reload', async ({ page, signIn, request }) => {
  const member = await signIn(DEMO.user);
  await page.goto('/dashboard/user/profile');
  const reminders = page.getByRole('switch', { name: CALENDAR_MESSAGES.remindersLabel });
  // Whatever another test left: on first.
  if ((await reminders.getAttribute('aria-checked')) === 'false') {
    await reminders.click();
    await expect(toast(page, CALENDAR_MESSAGES.remindersOn)).toBeVisible();
  }
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(toast(page, CALENDAR_MESSAGES.remindersOff)).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: CALENDAR_MESSAGES.remindersLabel })).not.toBeChecked();

  // Back on, as the demo member had it.
  await page.getByRole('switch', { name: CALENDAR_MESSAGES.remindersLabel }).click();
  await expect(toast(page, CALENDAR_MESSAGES.remindersOn)).toBeVisible();
  const saved = await request.get('/api/reminders', { headers: { Authorization: `Bearer ${member.token}` } });
  expect((await saved.json()).enabled).toBe(true);
});

test('a trainer gets the feed without reminders; staff and the admin neither', async ({ page, signIn }) => {
  await signIn(DEMO.trainer);
  await page.goto('/dashboard/trainer/profile');
  await expect(page.getByRole('textbox', { name: ADDRESS })).toHaveValue(/\.ics$/);
  await expect(page.getByRole('switch')).toHaveCount(0);
  for (const role of ['staff', 'admin'] as const) {
    await signIn(DEMO[role]);
    await page.goto(`/dashboard/${role}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: CALENDAR_MESSAGES.feedTitle })).toHaveCount(0);
  }
});

test.describe('screens', () => {
  test.describe('accessibility', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the profile page with the calendar card has no axe violations at 1280 and 390 px', async ({
      page,
      signIn,
    }) => {
      await signIn(DEMO.user);
      await openSettled(page, '/dashboard/user/profile');
      await expect(page.getByRole('switch', { name: CALENDAR_MESSAGES.remindersLabel })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, "the member's profile");
    });
  });

  test('the profile page with the calendar card, at 1280 and 390 px', async ({ page, signIn }) => {
    await signIn(DEMO.user);
    await openSettled(page, '/dashboard/user/profile');
    await expect(page.getByRole('textbox', { name: ADDRESS })).toHaveValue(/\.ics$/);
    await shootBoth(page, 'profile-calendar-member');
  });
});
