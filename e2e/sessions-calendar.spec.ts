import {
  addDays,
  BOOKING_MESSAGES,
  CANCEL_MESSAGES,
  mondayOf,
  type Role,
  type Room,
  SESSION_MESSAGES,
  type TrainingSession,
  todayIn,
} from '@gym/contract';
import type { Page } from '@playwright/test';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  expectScreensAccessible,
  GYM_ZONE,
  login,
  memberWithPlan,
  newTrainer,
  openSettled,
  shootBoth,
  test,
  toast,
  unique,
} from './fixtures.ts';

// The sessions calendars of staff (every session, editable) and trainers (their own: the register and private notes),
// on the real server with demo data. The server's clock is real and its gym zone is UTC: every date here is counted from the server's
// today, and nothing depends on the hour. The browser sits in Kiritimati (UTC+14), where it is already tomorrow for
// most of the UTC day, so a screen that read the browser's calendar instead of the gym's would show the wrong day.

const STAFF_PATH = '/dashboard/staff/sessions';
const TRAINER_PATH = '/dashboard/trainer/session-list';
test.use({ timezoneId: 'Pacific/Kiritimati' });

const today = () => todayIn(GYM_ZONE);

/** 'March 2026' for a day of March 2026, as the calendar heads its month. */
const monthName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The same day of the month `months` later, kept within the shorter month (as the calendar's buttons move). */
function addMonths(date: string, months: number): string {
  const first = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + months);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.toISOString().slice(0, 8)}${String(Math.min(Number(date.slice(8)), days)).padStart(2, '0')}`;
}

/** HH:MM of an instant on the gym's clock (UTC). */
const clock = (instant: string) => new Date(instant).toISOString().slice(11, 16);

const dayButton = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);
/** The selected day's sessions, below its heading. */
const dayList = (page: Page) => page.locator('section[aria-labelledby="day-heading"]');
const monthHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();
const card = (page: Page, session: TrainingSession) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: `Edit Session of ${session.userName} at ${clock(session.startTime)}` }),
  });

/** The page must not scroll sideways at 390 px (where `shoot` ends). */

test('staff move between months, pick a day and record attendance that is still there after a reload', async ({
  page,
  signIn,
  request,
}) => {
  const staff = await signIn(DEMO.staff);
  // A session of the last seven days (demo data): attendance can be recorded from a session's day on.
  const lastWeek = await call<TrainingSession[]>(
    request,
    staff.token,
    'get',
    `/api/TrainingSession?from=${addDays(today(), -7)}&to=${addDays(today(), -1)}`,
  );
  const past = lastWeek[0] as TrainingSession;
  expect(past, 'the demo data has sessions last week').toBeDefined();

  await page.goto(STAFF_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await expect(monthHeading(page)).toHaveText(monthName(today()));
  // The gym's today, not the browser's (already tomorrow in Kiritimati for most of the day).
  const todayButton = page.locator('button[aria-current="date"]');
  await expect(todayButton).toHaveAttribute('data-date', today());
  await expect(todayButton).toHaveAttribute('aria-pressed', 'true');
  await expect(todayButton).toHaveAccessibleName(/, today, (no sessions|1 session|\d+ sessions)$/);

  // The next month and back, each with its grid of whole weeks.
  const nextMonth = addMonths(today(), 1);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(monthHeading(page)).toHaveText(monthName(nextMonth));
  await expect(page).toHaveURL(new RegExp(`\\?date=${nextMonth}$`));
  await expect(dayButton(page, nextMonth)).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButton(page, mondayOf(`${nextMonth.slice(0, 7)}-01`))).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(monthHeading(page)).toHaveText(monthName(addMonths(nextMonth, -1)));

  // The day of the past session: in this month's grid, or the month before's.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  if ((await dayButton(page, past.date).count()) === 0)
    await page.getByRole('button', { name: 'Previous month' }).click();
  await dayButton(page, past.date).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${past.date}$`));
  await expect(dayButton(page, past.date)).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButton(page, past.date)).toHaveAccessibleName(/, [1-9]\d* sessions?$/);
  const shown = card(page, past);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(past.trainerName);
  await expect(shown).toContainText(past.roomName);
  await expect(shown.locator('time').first()).toHaveText(clock(past.startTime));
  await expect(shown.locator('time').nth(1)).toHaveText(clock(past.endTime));
  // The day's cards are the register: the box is live.
  const attended = shown.getByRole('checkbox', { name: 'Attended' });
  await expect(attended).toBeEnabled();
  await expect(attended).toBeChecked({ checked: past.attendanceStatus });

  await shown.getByRole('button', { name: /^Edit Session/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog.getByRole('combobox', { name: 'Session type' })).toHaveValue(past.sessionType ?? '');
  if (!past.sessionType) await dialog.getByRole('combobox', { name: 'Session type' }).fill('Strength');
  await dialog.getByRole('checkbox', { name: 'Attended' }).setChecked(!past.attendanceStatus);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(SESSION_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(attended).toBeChecked({ checked: !past.attendanceStatus });

  await page.reload();
  await expect(card(page, past).getByRole('checkbox', { name: 'Attended' })).toBeChecked({
    checked: !past.attendanceStatus,
  });
  const saved = await call<TrainingSession[]>(
    request,
    staff.token,
    'get',
    `/api/TrainingSession?from=${past.date}&to=${past.date}`,
  );
  expect(saved.find((s) => s.id === past.id)?.attendanceStatus).toBe(!past.attendanceStatus);
});

test('a trainer sees their own sessions only, with the desk’s private note, and their week on their home', async ({
  page,
  signIn,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await login(request, DEMO.admin);
  const staff = await login(request, DEMO.staff);
  const mine = await newTrainer(request, admin.token, 'Rosa Mobility');
  const theirs = await newTrainer(request, admin.token, 'Otto Other');
  const ada = await memberWithPlan(request, staff.token, { fullname: 'Ada Mine', planName: 'Standard Quarterly' });
  const ben = await memberWithPlan(request, staff.token, { fullname: 'Ben Theirs', planName: 'Standard Quarterly' });
  // A room of the test's own, so that no other test closing or filling a demo room is in the way.
  const room = await call<Room>(request, staff.token, 'post', '/api/GymRoom', {
    data: { roomName: unique('Studio '), roomType: 'Mobility', roomQuantity: 4, roomStatus: 'Active' },
  });
  // Nine days on, in this month or the next; noon fits every day's opening hours.
  const date = addDays(today(), 9);
  const book = (userId: number, trainerId: number) =>
    call<TrainingSession>(request, staff.token, 'post', '/api/trainingsession', {
      data: { userId, trainerId, roomId: room.id, date, startTime: '12:00', sessionType: 'Mobility' },
    });
  const session = await book(ada.id, mine.trainerId);
  await book(ben.id, theirs.trainerId);
  // And one in the trainer's coming week, for their home.
  await call<TrainingSession>(request, staff.token, 'post', '/api/trainingsession', {
    data: { userId: ben.id, trainerId: mine.trainerId, roomId: room.id, date: addDays(today(), 2), startTime: '12:00' },
  });

  // At the desk, both are on the day; staff write on the trainer's, whose attendance waits for its day.
  await signIn(DEMO.staff);
  await page.goto(`${STAFF_PATH}?date=${date}`);
  await expect(card(page, session)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Edit Session of Ben Theirs at 12:00' })).toBeVisible();
  await card(page, session)
    .getByRole('button', { name: /^Edit Session/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog.getByRole('checkbox', { name: 'Attended' })).toBeDisabled();
  await expect(dialog.getByText(SESSION_MESSAGES.attendanceTooEarly)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Session type' }).fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText(SESSION_MESSAGES.typeRequired)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Session type' }).fill('Yoga');
  await dialog.getByRole('textbox', { name: 'Private note (optional)' }).fill('Bring a mat');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, session).getByRole('heading', { name: 'Yoga' })).toBeVisible();
  // The private note is never in the member's own list.
  const adaAuth = await login(request, ada);
  const adasList = await call<TrainingSession[]>(
    request,
    adaAuth.token,
    'get',
    `/api/users/${ada.id}/trainingSessions`,
  );
  expect(adasList.map((s) => s.id)).toContain(session.id);
  expect(JSON.stringify(adasList)).not.toContain('Bring a mat');

  // The trainer, in a browser of their own.
  const auth = await login(request, mine.account);
  const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
  await context.addInitScript(
    (value) => window.localStorage.setItem('auth', value),
    JSON.stringify({ user: auth.user, token: auth.token }),
  );
  const trainerPage = await context.newPage();
  await trainerPage.goto(`${TRAINER_PATH}?date=${date}`);
  await expect(trainerPage.getByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible();
  await expect(dayButton(trainerPage, date)).toHaveAccessibleName(/, 1 session or class$/);
  const cards = dayList(trainerPage).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ada Mine');
  await expect(cards.first().getByRole('heading', { name: 'Yoga' })).toBeVisible();
  await expect(cards.first()).toContainText('Bring a mat');
  await expect(cards.first().locator('time').first()).toHaveText('12:00');
  await expect(cards.first().getByRole('checkbox', { name: 'Attended' })).toBeDisabled();
  await expect(cards.first().getByRole('button', { name: /^Private note/ })).toBeVisible();
  await expect(trainerPage.getByText('Ben Theirs')).toHaveCount(0);
  await expect(trainerPage.getByRole('button', { name: /Edit Session/ })).toHaveCount(0);
  // Another day of the same week is empty: the new trainer has no other sessions.
  const other = mondayOf(date) === date ? addDays(date, 1) : addDays(date, -1);
  await dayButton(trainerPage, other).click();
  await expect(trainerPage.getByText(BOOKING_MESSAGES.noneOn(formatDate(other)))).toBeVisible();

  // Their home leads with the day and the week.
  await trainerPage.goto('/dashboard/trainer');
  await expect(trainerPage.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(trainerPage.getByText('No sessions today.')).toBeVisible();
  const week = trainerPage.getByRole('region', { name: 'The rest of the week' });
  await expect(week.getByRole('listitem')).toHaveCount(1);
  await expect(week.getByRole('listitem')).toContainText('Ben Theirs');
  await expect(week.getByRole('listitem')).toContainText('12:00');
  await shootBoth(trainerPage, 'trainer-home-week');
  await context.close();
});

test('a trainer ticks attendance from the register and keeps a private note; both stay after a reload', async ({
  page,
  signIn,
  request,
}) => {
  test.setTimeout(60_000);
  const trainer = await signIn(DEMO.trainer);
  const staff = await login(request, DEMO.staff);
  // The staff test above toggles the first session of last week: this one takes another of the trainer's own.
  const lastWeek = await call<TrainingSession[]>(
    request,
    staff.token,
    'get',
    `/api/TrainingSession?from=${addDays(today(), -7)}&to=${addDays(today(), -1)}`,
  );
  const theirs = await call<TrainingSession[]>(
    request,
    trainer.token,
    'get',
    `/api/Trainer/${trainer.user.id}/sessions?from=${addDays(today(), -7)}&to=${addDays(today(), -1)}`,
  );
  const past = theirs.filter((s) => s.status === 'Booked' && s.id !== lastWeek[0]?.id).at(-1) as TrainingSession;
  expect(past, 'the demo trainer had sessions last week').toBeDefined();

  await page.goto(`${TRAINER_PATH}?date=${past.date}`);
  const shown = dayList(page)
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: `Private note of ${past.userName} at ${clock(past.startTime)}` }),
    });
  await expect(shown).toHaveCount(1);
  const attended = shown.getByRole('checkbox', { name: 'Attended' });
  await expect(attended).toBeChecked({ checked: past.attendanceStatus });
  await attended.setChecked(!past.attendanceStatus);
  await expect(page.getByText(SESSION_MESSAGES.attendanceSaved)).toBeVisible();

  const note = `Deadlift form improving ${Date.now()}`;
  await shown.getByRole('button', { name: /^Private note/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Private note' });
  await expect(dialog.getByRole('combobox', { name: 'Session type' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Private note (optional)' }).fill(note);
  await shootBoth(page, 'trainer-private-note');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(shown.getByRole('checkbox', { name: 'Attended' })).toBeChecked({ checked: !past.attendanceStatus });
  await expect(shown).toContainText(note);
  await expectNoAxeViolations(page, 'the trainer’s register');
  // Put the demo session back as it was.
  await call(request, trainer.token, 'put', `/api/TrainingSession/${past.id}/attendance`, {
    data: { attendanceStatus: past.attendanceStatus },
  });
});

test('staff cancel a coming session from the calendar, behind the confirmation; it stays Cancelled after a reload', async ({
  page,
  signIn,
  request,
}) => {
  test.setTimeout(60_000);
  const staff = await signIn(DEMO.staff);
  const admin = await login(request, DEMO.admin);
  const coach = await newTrainer(request, admin.token, 'Cora Cancel');
  const member = await memberWithPlan(request, staff.token, {
    fullname: 'Cid Cancelled',
    planName: 'Standard Quarterly',
  });
  const room = await call<Room>(request, staff.token, 'post', '/api/GymRoom', {
    data: { roomName: unique('Studio '), roomType: 'Mobility', roomQuantity: 4, roomStatus: 'Active' },
  });
  const date = addDays(today(), 5);
  const session = await call<TrainingSession>(request, staff.token, 'post', '/api/trainingsession', {
    data: {
      userId: member.id,
      trainerId: coach.trainerId,
      roomId: room.id,
      date,
      startTime: '12:00',
      sessionType: 'Mobility',
    },
  });

  await page.goto(`${STAFF_PATH}?date=${date}`);
  const shown = card(page, session);
  await expect(shown).toHaveCount(1);
  await shown.getByRole('button', { name: CANCEL_MESSAGES.cancel }).click();
  const dialog = page.getByRole('dialog', { name: CANCEL_MESSAGES.confirmTitle });
  await expect(dialog).toContainText('12:00');
  // The safe choice has the focus; keeping the session changes nothing.
  await expect(dialog.getByRole('button', { name: CANCEL_MESSAGES.keep })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(shown.getByRole('button', { name: CANCEL_MESSAGES.cancel })).toBeVisible();

  await shown.getByRole('button', { name: CANCEL_MESSAGES.cancel }).click();
  await dialog.getByRole('button', { name: CANCEL_MESSAGES.cancel }).click();
  await expect(toast(page, CANCEL_MESSAGES.cancelled)).toBeVisible();
  // The staff area's toasts sit top right, below the header: they never cover its navigation.
  // (Once it has slid in: it enters from above.)
  const header = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => (await toast(page, CANCEL_MESSAGES.cancelled).boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));

  await page.reload();
  const cancelled = dayList(page).getByRole('listitem').filter({ hasText: 'Cid Cancelled' });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  const saved = await call<TrainingSession[]>(
    request,
    staff.token,
    'get',
    `/api/TrainingSession?from=${date}&to=${date}`,
  );
  expect(saved.find((s) => s.id === session.id)?.status).toBe('Cancelled');

  await openSettled(page, `${STAFF_PATH}?date=${date}`);
  await shootBoth(page, 'sessions-staff-cancelled');
  await expectNoAxeViolations(page, 'the staff calendar with a cancelled session');
});

test('the calendar is usable by keyboard alone', async ({ page, signIn, request }) => {
  const staff = await signIn(DEMO.staff);
  const lastWeek = await call<TrainingSession[]>(
    request,
    staff.token,
    'get',
    `/api/TrainingSession?from=${addDays(today(), -7)}&to=${addDays(today(), -1)}`,
  );
  const day = (lastWeek[0] as TrainingSession).date;
  await page.goto(`${STAFF_PATH}?date=${day}`);
  await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');

  // Previous month, Today, Next month, then the selected day: the one day in the tab order.
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dayButton(page, day)).toBeFocused();

  const steps: [string, string][] = [
    ['ArrowRight', addDays(day, 1)],
    ['ArrowDown', addDays(day, 8)],
    ['ArrowUp', addDays(day, 1)],
    ['ArrowLeft', day],
    ['Home', mondayOf(day)],
    ['End', addDays(mondayOf(day), 6)],
    ['PageDown', addMonths(addDays(mondayOf(day), 6), 1)],
  ];
  let at = day;
  for (const [key, date] of steps) {
    await page.keyboard.press(key);
    await expect(dayButton(page, date), `${key} from ${at}`).toBeFocused();
    await expect(dayButton(page, date)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`(\\?date=${date}|${STAFF_PATH})$`));
    at = date;
  }
  await expect(monthHeading(page)).toHaveText(monthName(at));
  await page.keyboard.press('PageUp');
  await expect(dayButton(page, addMonths(at, -1))).toBeFocused();

  // Back on the day with sessions, Tab leaves the grid for the month's Export CSV under it, then the day's first
  // card: its register tick, then Edit Session; Enter opens it, Escape closes it and the focus comes back.
  await page.goto(`${STAFF_PATH}?date=${day}`);
  // The day's cards are there before Tab looks for them.
  await expect(page.getByRole('main').getByRole('checkbox', { name: 'Attended' }).first()).toBeVisible();
  await dayButton(page, day).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Export the sessions of / })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('checkbox', { name: 'Attended' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  const edit = page
    .getByRole('main')
    .getByRole('button', { name: /^Edit Session/ })
    .first();
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test.describe('screens', () => {
  test('staff calendar and the Edit Session dialog, at 1280 and 390 px', async ({ page, signIn }) => {
    await signIn(DEMO.staff);
    // Another day of this month is selected, so that the picture shows both marks: the selected day and today.
    const other = addDays(today(), Number(today().slice(8)) > 3 ? -2 : 2);
    await openSettled(page, `${STAFF_PATH}?date=${other}`);
    await expect(page.locator('button[aria-current="date"]')).toHaveAttribute('aria-pressed', 'false');
    await expect(dayButton(page, other)).toHaveAttribute('aria-pressed', 'true');
    await shootBoth(page, 'sessions-staff-calendar');
    // A day with sessions for the dialog: demo sessions run every weekday of this week and last.
    await page.goto(`${STAFF_PATH}?date=${addDays(mondayOf(today()), -7)}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Edit Session/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Session' })).toBeVisible();
    await shootBoth(page, 'sessions-edit-dialog');
  });

  test('trainer session list, at 1280 and 390 px', async ({ page, signIn }) => {
    await signIn(DEMO.trainer);
    await openSettled(page, TRAINER_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible();
    await shootBoth(page, 'sessions-trainer-list');
  });
});

const SCREENS: { path: string; heading: string; roles: Exclude<Role, 'user'>[] }[] = [
  { path: STAFF_PATH, heading: 'Sessions', roles: ['staff', 'admin'] },
  { path: TRAINER_PATH, heading: 'My sessions', roles: ['trainer'] },
];

test.describe('sessions accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const role of ['staff', 'admin', 'trainer'] as const) {
    test(`the sessions screens have no axe violations for ${role} at 1280 and 390 px`, async ({ page, signIn }) => {
      await signIn(DEMO[role]);
      await expectScreensAccessible(
        page,
        SCREENS.filter((s) => s.roles.includes(role)),
        role,
      );
    });
  }

  test('the Edit Session dialog has no axe violations at 1280 and 390 px', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await openSettled(page, `${STAFF_PATH}?date=${addDays(mondayOf(today()), -7)}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Edit Session/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Session' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'the Edit Session dialog');
  });
});

/** 'Mar 05, 2026' (spec §9's 'MMM dd, yyyy'), as the empty text writes the day. */
function formatDate(date: string) {
  const month = new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;
}
