import {
  addDays,
  type ClassRoster,
  type ClassSession,
  DEFAULT_OPENING_WEEK,
  hoursOn,
  type Room,
  todayIn,
} from '@gym/contract';
import type { APIRequestContext } from '@playwright/test';
import {
  call,
  DEMO,
  expect,
  expectDialogsAccessible,
  expectNoAxeViolationsAtBothWidths,
  GYM_ZONE,
  login,
  memberWithPlan,
  newTrainer,
  pageFor,
  shootBoth,
  test,
  toast,
  unique,
  uniqueName,
} from './fixtures.ts';

/**
 * A class's day (docs/decisions/032): the trainer ticks who came on the roster from their home, and a member sees
 * their classes on their home and leaves one. On the real server with demo data; the gym's zone is UTC.
 */

const MINUTES = 15;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A one-date class of a new trainer's in a new room, scheduled by staff; answers it and the trainer. */
async function aClass(request: APIRequestContext, date: string, startTime: string, capacity: number) {
  const admin = await login(request, DEMO.admin);
  const staff = await login(request, DEMO.staff);
  const trainer = await newTrainer(request, admin.token, uniqueName('Rita Coach'));
  const room = await call<Room>(request, staff.token, 'post', '/api/gymroom', {
    data: { roomName: unique('Studio '), roomType: 'Studio', roomQuantity: 12 },
  });
  const name = uniqueName('Core Flow');
  await call(request, staff.token, 'post', '/api/classes/schedule', {
    data: {
      name,
      trainerId: trainer.trainerId,
      roomId: room.id,
      capacity,
      weekdays: [((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1],
      startTime,
      durationMinutes: MINUTES,
      fromDate: date,
      toDate: date,
    },
  });
  const classes = await call<ClassSession[]>(request, '', 'get', `/api/classes?from=${date}&to=${date}`);
  const item = classes.find((c) => c.name === name) as ClassSession;
  return { item, trainer, staff };
}

const placeFor = (request: APIRequestContext, token: string, classId: number, userId: number) =>
  call(request, token, 'post', `/api/classes/${classId}/book`, { data: { userId } });

/** The demo's trainers (apps/server/src/seed): between them the demo timetable has a class every day. */
const DEMO_TRAINERS = [DEMO.trainer.email, 'sofia.bennett@gym.test', 'amara.okafor@gym.test', 'marcus.lee@gym.test'];

/**
 * A demo class of today with at least two places booked, and the trainer who teaches it: attendance is taken from
 * a class's day on, and only the demo data holds places booked before a class of today began, whatever the hour.
 */
async function todaysDemoClass(request: APIRequestContext) {
  const today = todayIn(GYM_ZONE);
  for (const email of DEMO_TRAINERS) {
    const account = { email, password: DEMO.trainer.password };
    const { token } = await login(request, account);
    const mine = await call<ClassSession[]>(request, token, 'get', `/api/classes/mine?from=${today}&to=${today}`);
    const item = mine.find((c) => c.status === 'Scheduled' && c.booked >= 2);
    if (item) return { account, token, item };
  }
  throw new Error(`the demo timetable has no class with places booked on ${today}`);
}

test('a trainer ticks who came on a class’s roster from their home, and the tick is there after a reload', async ({
  browser,
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const { account, token, item } = await todaysDemoClass(request);
  const { booked } = await call<ClassRoster>(request, token, 'get', `/api/classes/${item.id}/roster`);
  const [ann, ben] = booked as [ClassRoster['booked'][number], ClassRoster['booked'][number]];

  const auth = await signIn(account);
  await page.goto('/dashboard/trainer');
  const classes = page.getByRole('region', { name: 'Your classes this week' });
  // Today's classes come first: the first with this name is today's.
  const openRoster = () =>
    page
      .getByRole('region', { name: 'Your classes this week' })
      .getByRole('button', { name: 'Roster', description: item.name })
      .first()
      .click();
  await expect(classes.getByText(item.name).first()).toBeVisible({ timeout: 20_000 });
  await openRoster();
  const roster = page.getByRole('dialog', { name: `Roster: ${item.name}` });
  // Ann's tick turned the other way: a past demo class may already have it.
  const annBox = roster.getByRole('checkbox', { name: ann.fullName });
  await expect(annBox).toBeChecked({ checked: ann.attended });
  await annBox.setChecked(!ann.attended);
  await expect(toast(page, 'Attendance saved')).toBeVisible();
  await expect(roster.getByRole('checkbox', { name: ben.fullName })).toBeChecked({ checked: ben.attended });

  await page.reload();
  await openRoster();
  const again = page.getByRole('dialog', { name: `Roster: ${item.name}` });
  await expect(again.getByRole('checkbox', { name: ann.fullName })).toBeChecked({ checked: !ann.attended });
  await expect(again.getByRole('checkbox', { name: ben.fullName })).toBeChecked({ checked: ben.attended });
  await shootBoth(page, 'class-roster-trainer');
  await again.getByRole('button', { name: 'Close' }).first().click();

  await expectDialogsAccessible(
    page,
    [{ path: '/dashboard/trainer', button: 'Roster', dialog: `Roster: ${item.name}` }],
    'a trainer',
  );
  await page.keyboard.press('Escape');
  // Their month calendar holds the class on today, under today's sessions.
  await page.goto('/dashboard/trainer/session-list');
  await expect(page.getByRole('region', { name: 'Classes' }).getByText(item.name)).toBeVisible({ timeout: 20_000 });
  // In Spanish on a page of its own: a switch in the header would be kept on the demo trainer's account, which
  // tests running beside this one read in English.
  const es = await pageFor(browser, auth, 'es');
  await es.goto('/dashboard/trainer');
  await expect(es.getByRole('heading', { name: 'Tus clases de esta semana' })).toBeVisible({ timeout: 20_000 });
  await es.getByRole('button', { name: 'Asistentes', description: item.name }).first().click();
  await expect(es.getByRole('checkbox', { name: ann.fullName })).toBeChecked({ checked: !ann.attended });
  await shootBoth(es, 'class-roster-trainer-es');
  await es.context().close();
});

test('a member sees their booked and waitlisted classes on their home and leaves one', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const tomorrow = addDays(todayIn(GYM_ZONE), 1);
  const { open } = hoursOn(DEFAULT_OPENING_WEEK, tomorrow);
  const booked = await aClass(request, tomorrow, toClock(toMinutes(open as string) + 60), 10);
  const full = await aClass(request, tomorrow, toClock(toMinutes(open as string) + 120), 1);
  const staff = booked.staff;
  const member = await memberWithPlan(request, staff.token, { planName: 'Standard Monthly' });
  const first = await memberWithPlan(request, staff.token, { planName: 'Standard Monthly' });
  await placeFor(request, staff.token, booked.item.id, member.id);
  await placeFor(request, staff.token, full.item.id, first.id);
  await placeFor(request, staff.token, full.item.id, member.id);

  await signIn(member);
  await page.goto('/dashboard/user');
  const mine = page.getByRole('region', { name: 'Your classes' });
  const bookedItem = mine.getByRole('listitem').filter({ hasText: booked.item.name });
  const waiting = mine.getByRole('listitem').filter({ hasText: full.item.name });
  await expect(bookedItem.getByText('Booked', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(waiting.getByText('Waitlist position 1')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the member home with classes');
  await shootBoth(page, 'member-home-classes');

  await bookedItem.getByRole('button', { name: /^Leave class/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this class?' });
  await expect(dialog).toContainText('goes to the first person on the waitlist');
  await dialog.getByRole('button', { name: 'Leave class' }).click();
  await expect(toast(page, 'You have left the class')).toBeVisible();
  await expect(mine.getByText(booked.item.name)).toBeHidden();
  await expect(waiting).toBeVisible();

  await page.getByLabel('Language').first().selectOption('es');
  const tus = page.getByRole('region', { name: 'Tus clases' });
  await expect(tus.getByText('Posición 1 en la lista de espera')).toBeVisible({ timeout: 20_000 });
  await shootBoth(page, 'member-home-classes-es');
});
