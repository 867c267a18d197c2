import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, DEFAULT_OPENING_WEEK, hoursOn, mondayOf, type Room, todayIn } from '@gym/contract';
import type { Page } from '@playwright/test';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolations,
  GYM_ZONE,
  login,
  memberWithPlan,
  newStaff,
  newTrainer,
  shootBoth,
  test,
  toast,
  unique,
  uniqueName,
} from './fixtures.ts';

/** The e-mails the server wrote to `email` (no SMTP in tests), decoded from quoted-printable. */
function mailsTo(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(outbox, file), 'latin1').replace(/=\r?\n/g, '');
    const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

const hh = (time: string, hours: number) =>
  `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}${time.slice(2)}`;

/** The timetable on the week holding `date` (the page opens on this week). */
async function openTimetableOn(page: Page, date: string) {
  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 1, name: /Group classes|Clases colectivas/ })).toBeVisible({
    timeout: 20_000,
  });
  if (mondayOf(date) !== mondayOf(todayIn(GYM_ZONE))) await page.getByRole('button', { name: 'Next week' }).click();
}

test('staff schedule a class around a booked session; a member books it, a second waits and is promoted when the first leaves', async ({
  page,
  request,
  signIn,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await login(request, DEMO.admin);
  const staff = await login(request, DEMO.staff);
  const trainer = await newTrainer(request, admin.token, uniqueName('Lena Flow'));
  const roomName = unique('Studio ');
  const room = await call<Room>(request, staff.token, 'post', '/api/gymroom', {
    data: { roomName, roomType: 'Studio', roomQuantity: 12 },
  });
  const date = addDays(todayIn(GYM_ZONE), 1);
  const close = hoursOn(DEFAULT_OPENING_WEEK, date).close as string;
  // A personal session with the trainer from four hours before closing, two hours long: in the way of a class
  // three hours before closing, and not of one an hour before.
  const client = await memberWithPlan(request, staff.token);
  await call(request, staff.token, 'post', '/api/trainingsession', {
    data: { userId: client.id, trainerId: trainer.trainerId, roomId: room.id, date, startTime: hh(close, -4) },
  });

  // Staff schedule the series, seeing the conflict before saving.
  await signIn(DEMO.staff);
  await page.goto('/dashboard/staff/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible({ timeout: 20_000 });
  const className = uniqueName('Sunset Yoga');
  const series = page.getByRole('form', { name: 'New weekly series' });
  await series.getByLabel('New class name').fill(className);
  await series.getByLabel('Trainer').selectOption({ label: trainer.fullName });
  await series.getByLabel('Room').selectOption({ label: `${roomName} (12 places)` });
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  await series.getByRole('checkbox', { name: weekday }).check();
  await series.getByLabel('Start time').fill(hh(close, -3));
  await series.getByLabel('Minutes').fill('60');
  await series.getByLabel('Places').fill('1');
  await series.getByLabel('First date').fill(date);
  await series.getByLabel('Last date').fill(date);
  await series.getByRole('button', { name: 'Check the dates' }).click();
  await expect(series.getByText('1 booking is in the way')).toBeVisible();
  await expect(series.getByText(/^Personal session ·/)).toBeVisible();
  await series.getByLabel('Start time').fill(hh(close, -1));
  await series.getByRole('button', { name: 'Check the dates' }).click();
  await expect(series.getByText('1 class, no conflicts')).toBeVisible();
  await series.getByRole('button', { name: 'Save series' }).click();
  await expect(toast(page, '1 class scheduled')).toBeVisible();
  // Once the toast has gone: while it fades, axe reads its text against a half-drawn background.
  await expect(toast(page, '1 class scheduled')).toBeHidden();
  await expectNoAxeViolations(page, 'the staff classes screen');
  await shootBoth(page, 'classes-staff');

  // The first member books the only place.
  const first = await memberWithPlan(request, staff.token, {
    planName: 'Standard Monthly',
    fullname: uniqueName('Ada'),
  });
  const second = await memberWithPlan(request, staff.token, {
    planName: 'Standard Monthly',
    fullname: uniqueName('Bea'),
  });
  // Each member in a browser of their own (one context each: a shared one would share the stored session).
  const asMember = async (member: { email: string; password: string }) => {
    const auth = await login(request, member);
    const context = await browser.newContext({ baseURL });
    const tab = await context.newPage();
    await tab.addInitScript(
      (value) => window.localStorage.setItem('auth', value),
      JSON.stringify({ user: auth.user, token: auth.token }),
    );
    return tab;
  };

  const ada = await asMember(first);
  await openTimetableOn(ada, date);
  const adaCard = ada.getByRole('article', { name: new RegExp(`^${className} at `) });
  await expect(adaCard.getByText('1 place left')).toBeVisible();
  await adaCard.getByRole('button', { name: 'Book' }).click();
  await expect(toast(ada, `You are booked into ${className}`)).toBeVisible();
  await expect(adaCard.getByText('You are booked')).toBeVisible();
  await expectNoAxeViolations(ada, 'the timetable');
  await shootBoth(ada, 'classes-timetable');

  // The second joins the waitlist.
  const bea = await asMember(second);
  await openTimetableOn(bea, date);
  const beaCard = bea.getByRole('article', { name: new RegExp(`^${className} at `) });
  await expect(beaCard.getByText('Full', { exact: true })).toBeVisible();
  await beaCard.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(toast(bea, 'You are on the waitlist, number 1')).toBeVisible();
  await expect(beaCard.getByText('Waitlist #1')).toBeVisible();

  // The first leaves: the second has the place at once, and is told by e-mail.
  await ada.reload();
  await openTimetableOn(ada, date);
  await adaCard.getByRole('button', { name: 'Leave class' }).click();
  await expect(toast(ada, 'You have left the class')).toBeVisible();
  await bea.reload();
  await openTimetableOn(bea, date);
  await expect(beaCard.getByText('You are booked')).toBeVisible();
  await expect.poll(() => mailsTo(second.email).some((mail) => mail.includes('came free and it is yours'))).toBe(true);

  // The same timetable in Spanish.
  await bea.getByLabel('Language').first().selectOption('es');
  await expect(bea.getByRole('heading', { level: 1, name: 'Clases colectivas' })).toBeVisible({ timeout: 20_000 });
  const enEspañol = bea.getByRole('article', { name: new RegExp(`^${className} a las `) });
  await expect(enEspañol.getByText('Tienes plaza')).toBeVisible();
  await expect(enEspañol.getByRole('button', { name: 'Darme de baja' })).toBeVisible();
  await shootBoth(bea, 'classes-timetable-es');
});

test('the staff classes screen reads in Spanish', async ({ page, request, signIn }) => {
  // A desk account of its own: the switch is kept on the account, and the demo staff's stays in English.
  const admin = await login(request, DEMO.admin);
  await signIn(await newStaff(request, admin.token, uniqueName('Lola Recepción')));
  await page.goto('/dashboard/staff/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Language').first().selectOption('es');
  // The Spanish catalogue loads on the switch.
  await expect(page.getByRole('heading', { level: 1, name: 'Clases' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Comprobar las fechas' })).toBeVisible();
  await expectNoAxeViolations(page, 'the staff classes screen in Spanish');
  await shootBoth(page, 'classes-staff-es');
});
