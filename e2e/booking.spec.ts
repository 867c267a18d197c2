import {
  addDays,
  BOOKING_MESSAGES,
  DEFAULT_OPENING_WEEK,
  hoursOn,
  type Room,
  type Trainer,
  todayIn,
} from '@gym/contract';
import type { Page } from '@playwright/test';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolations,
  GYM_ZONE,
  login,
  memberWithPlan,
  newTrainer,
  shootBoth,
  test,
  toast,
  unique,
  uniqueName,
} from './fixtures.ts';

// The test server runs with the default gym time zone (UTC) and the default opening hours (spec §9). Each test
// books with a trainer of its own and new members, so the free times it sees are the whole day's, whatever other
// tests (or a retry) booked.
/** A trainer's name no other test or retry has, so the trainer select tells it apart. */
const tomorrow = () => addDays(todayIn(GYM_ZONE), 1);

/** Opens the form and picks the trainer and the day; answers the free times' radio group. */
async function chooseTrainerAndDay(page: Page, trainer: Trainer, date: string) {
  await page.goto('/dashboard/user/register-training');
  await expect(page.getByRole('heading', { name: 'Book a training session' })).toBeVisible();
  await expect(page.getByText(BOOKING_MESSAGES.pickTrainerAndDate)).toBeVisible();
  await page.getByLabel('Trainer').selectOption({ label: `${trainer.fullName} — ${trainer.specialty}` });
  await page.getByLabel('Date').fill(date);
  const times = page.getByRole('radiogroup', { name: 'Start time' });
  await expect(times).toBeVisible();
  return times;
}

/** The wall-clock times a radio group offers, from their names ('06:00 to 08:00'). */
const offered = async (times: ReturnType<Page['getByRole']>) =>
  (await times.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label') ?? ''))).map(
    (name) => name.slice(0, 5),
  );

const plusHours = (time: string, hours: number) =>
  `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}${time.slice(2)}`;

test('a member picks a trainer and a date, sees the free times, books one and finds it in the week', async ({
  page,
  request,
  signIn,
}) => {
  const admin = await login(request, DEMO.admin);
  const trainer = await newTrainer(request, admin.token, uniqueName('Noor Free'));
  const member = await memberWithPlan(request, admin.token);
  await signIn(member);
  const date = tomorrow();
  const { open, close } = hoursOn(DEFAULT_OPENING_WEEK, date);

  const times = await chooseTrainerAndDay(page, trainer, date);
  // A trainer and a member with nothing booked: every half hour from opening until two hours before closing.
  const all = await offered(times);
  expect(all[0]).toBe(open);
  expect(all.at(-1)).toBe(plusHours(close as string, -2));
  await expect(
    page.getByText(/^Open \d{1,2}:00 [AP]M to \d{1,2}:00 [AP]M on \w+days\. Sessions last 2 hours\.$/),
  ).toBeVisible();

  // One radio group: the arrow keys move the choice.
  const first = times.getByRole('radio').first();
  await first.check();
  await first.press('ArrowRight');
  const second = times.getByRole('radio').nth(1);
  await expect(second).toBeChecked();
  await expect(second).toBeFocused();
  const time = all[1] as string;
  await expect(page.getByText(`Ends at ${plusHours(time, 2)}, in `)).toBeVisible();
  await shootBoth(page, 'booking-free-times');
  await expectNoAxeViolations(page, 'the booking form with free times');

  await page.getByRole('button', { name: 'Book session' }).click();
  await expect(page.getByRole('status').filter({ hasText: BOOKING_MESSAGES.registered })).toBeVisible();
  await expect(page.getByLabel('Trainer')).toHaveValue('');

  await page.getByRole('link', { name: /in your sessions/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/user/training-sessions\\?date=${date}$`));
  const card = page.getByRole('listitem').filter({ hasText: trainer.fullName });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(time, { exact: true }).first()).toBeVisible();

  // The booked time and every start that would overlap it are no longer offered.
  const again = await chooseTrainerAndDay(page, trainer, date);
  await expect(again.getByRole('radio', { name: `${time} to ${plusHours(time, 2)}` })).toHaveCount(0);
  const overlapping = all.filter((t) => t > plusHours(time, -2) && t < plusHours(time, 2));
  expect(await offered(again)).toEqual(all.filter((t) => !overlapping.includes(t)));
});

test('a time taken while the member was choosing is refused with the reason, and the list is renewed', async ({
  page,
  request,
  signIn,
}) => {
  const admin = await login(request, DEMO.admin);
  const trainer = await newTrainer(request, admin.token, uniqueName('Lena Late'));
  const member = await memberWithPlan(request, admin.token);
  const quicker = await memberWithPlan(request, admin.token);
  await signIn(member);
  const date = tomorrow();

  const times = await chooseTrainerAndDay(page, trainer, date);
  const all = await offered(times);
  const time = all[2] as string;
  await times.getByRole('radio', { name: `${time} to ${plusHours(time, 2)}` }).check();

  // Someone at the desk books that trainer at that time for another member first (in a room of the test's own, so
  // that no demo session fills it).
  const room = await call<Room>(request, admin.token, 'post', '/api/GymRoom', {
    data: { roomName: unique('Studio '), roomType: 'Mobility', roomQuantity: 2, roomStatus: 'Active' },
  });
  await call(request, admin.token, 'post', '/api/trainingsession', {
    data: { userId: quicker.id, trainerId: trainer.trainerId, roomId: room.id, date, startTime: time },
  });

  await page.getByRole('button', { name: 'Book session' }).click();
  await expect(toast(page, BOOKING_MESSAGES.trainerBusy)).toBeVisible();
  await expect(times.getByRole('radio', { name: `${time} to ${plusHours(time, 2)}` })).toHaveCount(0);
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(await offered(times)).not.toContain(plusHours(time, 1));
});

test.describe('in a browser set to Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("times stay on the gym's clock", async ({ page, request, signIn }) => {
    const admin = await login(request, DEMO.admin);
    const trainer = await newTrainer(request, admin.token, uniqueName('Kenji Clock'));
    const member = await memberWithPlan(request, admin.token);
    await signIn(member);
    const date = tomorrow();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');

    const times = await chooseTrainerAndDay(page, trainer, date);
    await expect(page.getByLabel('Date')).toHaveAttribute('min', todayIn(GYM_ZONE));
    // The last start of the day (the gym's evening) is the next morning in Tokyo; the list shows the gym's clock.
    const time = (await offered(times)).at(-1) as string;
    const { close } = hoursOn(DEFAULT_OPENING_WEEK, date);
    expect(time).toBe(plusHours(close as string, -2));
    await times.getByRole('radio', { name: `${time} to ${close}` }).check();
    await page.getByRole('button', { name: 'Book session' }).click();
    await expect(page.getByRole('status').filter({ hasText: BOOKING_MESSAGES.registered })).toBeVisible();

    await page.goto(`/dashboard/user/training-sessions?date=${date}`);
    const card = page.getByRole('listitem').filter({ hasText: trainer.fullName });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(time, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(close as string, { exact: true })).toBeVisible();
    await expect(card.getByText(plusHours(time, 9 - 24), { exact: true })).toHaveCount(0);
  });
});
