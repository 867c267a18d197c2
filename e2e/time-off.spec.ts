import { addDays, DEFAULT_OPENING_WEEK, hoursOn, type Room, type TimeOff, todayIn } from '@gym/contract';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
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

// A trainer's time off (docs/decisions/031). The test server's gym is in UTC with the default opening hours; each
// test has a trainer of its own, so nothing another test booked is in the way.

const plusHours = (time: string, hours: number) =>
  `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}${time.slice(2)}`;

test('a trainer takes hours off over a booked session: the session is listed, and members are no longer offered those hours', async ({
  page,
  request,
  signIn,
}) => {
  const admin = await login(request, DEMO.admin);
  const trainer = await newTrainer(request, admin.token, uniqueName('Tess Away'));
  const booked = await memberWithPlan(request, admin.token, { fullname: 'Marta Booked' });
  const date = addDays(todayIn(GYM_ZONE), 1);
  const open = hoursOn(DEFAULT_OPENING_WEEK, date).open as string;
  const [from, until] = [plusHours(open, 2), plusHours(open, 5)];
  const room = await call<Room>(request, admin.token, 'post', '/api/GymRoom', {
    data: { roomName: unique('Studio '), roomType: 'Mobility', roomQuantity: 2, roomStatus: 'Active' },
  });
  await call(request, admin.token, 'post', '/api/trainingsession', {
    data: { userId: booked.id, trainerId: trainer.trainerId, roomId: room.id, date, startTime: from },
  });

  await signIn(trainer.account);
  await page.goto('/dashboard/trainer/time-off');
  await expect(page.getByRole('heading', { level: 1, name: 'Time off' })).toBeVisible();
  await expect(page.getByText('No time off ahead')).toBeVisible();
  await page.getByLabel('From').fill(`${date}T${from}`);
  await page.getByLabel('Until').fill(`${date}T${until}`);
  await page.getByLabel('Reason (optional)').fill('Physio appointment');
  await page.getByRole('button', { name: 'Add time off' }).click();
  await expect(toast(page, 'Time off added')).toBeVisible();

  const entries = page.getByRole('list', { name: 'Upcoming time off' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries.getByText('Physio appointment')).toBeVisible();
  // Nothing is moved: the session already booked inside is listed, with the way to the trainer's calendar.
  await expect(page.getByText('1 booking falls in this time off')).toBeVisible();
  const affected = page.getByRole('list', { name: 'Bookings in this time off' });
  await expect(affected.getByText(/Personal session · Marta Booked/)).toBeVisible();
  await expect(affected.getByRole('link', { name: 'Open my sessions' })).toBeVisible();
  // The toast fades out on its own; axe reads a fading toast's colours half-way.
  await expect(toast(page, 'Time off added')).toBeHidden();
  await shootBoth(page, 'time-off-trainer');
  await expectNoAxeViolationsAtBothWidths(page, 'the trainer’s time off with a booking inside it');

  // Another member's free times with this trainer that day skip every start whose two hours touch the time off.
  const member = await memberWithPlan(request, admin.token);
  await signIn(member);
  await page.goto('/dashboard/user/register-training');
  await page.getByLabel('Trainer').selectOption({ label: `${trainer.fullName} — ${trainer.specialty}` });
  await page.getByLabel('Date').fill(date);
  const times = page.getByRole('radiogroup', { name: 'Start time' });
  await expect(times.getByRole('radio', { name: `${until} to ${plusHours(until, 2)}` })).toBeVisible();
  await expect(times.getByRole('radio', { name: `${open} to ${from}` })).toBeVisible();
  const offered = (
    await times.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label') ?? ''))
  ).map((name) => name.slice(0, 5));
  expect(offered.filter((time) => time > open && time < until)).toEqual([]);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the front desk finds a trainer’s time off and deletes it after confirming', async ({
    page,
    request,
    signIn,
  }) => {
    const admin = await login(request, DEMO.admin);
    const trainer = await newTrainer(request, admin.token, uniqueName('Iker Libre'));
    const date = addDays(todayIn(GYM_ZONE), 2);
    await call<TimeOff>(request, admin.token, 'post', `/api/trainer/${trainer.trainerId}/time-off`, {
      data: { start: `${date}T12:00:00Z`, end: `${date}T16:00:00Z`, reason: 'Curso de formación' },
    });

    await signIn(DEMO.staff);
    await page.goto('/dashboard/staff/time-off');
    await expect(page.getByRole('heading', { level: 1, name: 'Tiempo libre de los entrenadores' })).toBeVisible();
    await page.getByLabel('Entrenador').selectOption({ label: trainer.fullName });
    await expect(page).toHaveURL(new RegExp(`\\?trainer=${trainer.trainerId}$`));
    const entries = page.getByRole('list', { name: 'Próximo tiempo libre' });
    await expect(entries.getByText('Curso de formación')).toBeVisible();
    await shootBoth(page, 'time-off-staff-es');
    await expectNoAxeViolationsAtBothWidths(page, 'a trainer’s time off at the desk, in Spanish');

    await entries.getByRole('button', { name: /^Eliminar/ }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar este tiempo libre?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'the delete time off dialog, in Spanish');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Tiempo libre eliminado')).toBeVisible();
    await expect(page.getByText('No hay tiempo libre previsto')).toBeVisible();
  });
});
