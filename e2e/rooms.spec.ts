import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addDays,
  EQUIPMENT_MESSAGES,
  type Plan,
  ROOM_MESSAGES,
  type Room,
  type Trainer,
  type TrainingSession,
  todayIn,
} from '@gym/contract';
import type { APIRequestContext } from '@playwright/test';
import {
  call,
  DEMO,
  expect,
  expectDialogsAccessible,
  expectNoAxeViolationsAtBothWidths,
  expectScreensAccessible,
  GYM_ZONE,
  login,
  newMember,
  openSettled,
  shootBoth,
  test,
  toast,
  unique,
} from './fixtures.ts';

// Gym rooms, their equipment and the maintenance log, driven as staff and the admin would, on the real
// server with demo data. Each test makes the rooms it changes, so tests running side by side never see each
// other's changes; the axe checks read the demo rooms, which no test changes.

/** The server's default `MAINTENANCE_EMAIL`. */
const MAINTENANCE_EMAIL = 'maintenance@pulsegym.test';
/** The demo staff account's name, as the maintenance log shows who reported or closed an event. */
const STAFF_NAME = 'Sam Rivera';

/** A room of the test's own, made through the API. */
async function makeRoom(request: APIRequestContext, token: string, overrides: Partial<Room> = {}) {
  return call<Room>(request, token, 'post', '/api/gymroom', {
    data: { roomName: unique('Test Room '), roomType: 'Studio', roomQuantity: 3, ...overrides },
  });
}

/** A demo room by name (the axe checks read them; no test changes them). */
async function demoRoom(request: APIRequestContext, name: string) {
  const { token } = await login(request, DEMO.admin);
  const rooms = await call<Room[]>(request, token, 'get', '/api/gymroom');
  const room = rooms.find((r) => r.roomName === name);
  if (!room) throw new Error(`No demo room ${name}`);
  return room;
}

/**
 * A session booked in `roomId` the day after tomorrow at 10:00, for a new member with a plan and a new trainer,
 * so that it collides with nothing else booked.
 */
async function bookSessionIn(request: APIRequestContext, adminToken: string, roomId: number) {
  const details = newMember();
  await call(request, '', 'post', '/api/auth/register', { data: details });
  const member = (await login(request, details)).user;
  const plans = await call<Plan[]>(request, adminToken, 'get', '/api/plan');
  const plan = plans.find((p) => p.name === 'Basic Monthly') as Plan;
  const paid = await call<{ payment: { id: number } }>(request, adminToken, 'post', '/api/payment', {
    data: { userId: member.id, amount: plan.price, paymentMethod: 'Cash', planId: plan.id },
  });
  await call(request, adminToken, 'post', '/api/subscription', {
    data: { userId: member.id, planId: plan.id, paymentId: paid.payment.id },
  });

  const username = unique('coach_');
  await call(request, adminToken, 'post', '/api/users/create-by-admin', {
    data: {
      role: 'trainer',
      username,
      email: `${username}@example.com`,
      password: 'Coach1234',
      birthday: '1990-02-03',
      fullName: 'Rita Stone',
      specialty: 'Spinning',
      experience: 4,
      pricePerHour: 40,
    },
  });
  const trainers = await call<Trainer[]>(request, adminToken, 'get', '/api/trainer');
  const trainer = trainers.find((t) => t.user.username === username) as Trainer;

  const date = addDays(todayIn(GYM_ZONE), 2);
  const session = await call<TrainingSession>(request, adminToken, 'post', '/api/trainingsession', {
    data: { userId: member.id, trainerId: trainer.trainerId, roomId, date, startTime: '10:00' },
  });
  return { session, date, memberName: details.fullname, trainerName: 'Rita Stone' };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec §9's 'MMM dd, yyyy', as the screens write a day. */
const shortDate = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;

/** The text of the newest e-mail to the maintenance team that names `item`, read from the server's outbox. */
async function maintenanceMailAbout(item: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let found = '';
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).filter((f) => f.endsWith(`${MAINTENANCE_EMAIL}.eml`));
      } catch {
        return '';
      }
      // Undo quoted-printable soft line breaks before reading.
      const texts = files.sort().map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
      found = texts.reverse().find((text) => text.includes(`- Item: ${item} (`)) ?? '';
      return found;
    })
    .toBeTruthy();
  return found;
}

/** Screenshots at both widths; at 390 px (where `shoot` ends) the page itself must not scroll sideways. */

test('staff create a room and edit it; the card shows the saved values, also after a reload', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.staff);
  const name = unique('Rowing Room ');
  await openSettled(page, '/dashboard/staff/gymrooms');
  await shootBoth(page, 'rooms-staff-gymrooms');

  await page.getByRole('button', { name: 'New room' }).click();
  const create = page.getByRole('dialog', { name: 'New room' });
  await create.getByRole('button', { name: 'Create room' }).click();
  await expect(create.getByText(ROOM_MESSAGES.nameRequired)).toBeVisible();
  await expect(create.getByText(ROOM_MESSAGES.capacityRequired)).toBeVisible();
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Type').fill('Cardio');
  await create.getByLabel('Capacity').fill('6');
  await shootBoth(page, 'rooms-new-room-dialog');
  await create.getByRole('button', { name: 'Create room' }).click();
  await expect(toast(page, ROOM_MESSAGES.created)).toBeVisible();
  await expect(create).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText(/Cardio.*Active.*Capacity\s*6 at a time.*This week\s*0 sessions/);

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Capacity')).toHaveValue('6');
  await expect(edit.getByLabel('Status').locator('option')).toHaveText(['Active', 'Inactive']);
  await shootBoth(page, 'rooms-edit-room-dialog');
  const renamed = `${name} B`;
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByLabel('Type').fill('Rowing');
  await edit.getByLabel('Capacity').fill('9');
  await edit.getByLabel('Status').selectOption('Inactive');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, ROOM_MESSAGES.updated)).toBeVisible();
  await expect(edit).toBeHidden();

  const saved = page.getByRole('article', { name: renamed });
  await expect(saved).toContainText(/Rowing.*Inactive.*9 at a time/);
  await page.reload();
  await expect(saved).toContainText(/Rowing.*Inactive.*9 at a time/);
});

test('staff add equipment and mark it Broken: the maintenance team is e-mailed and the log shows the event until it is Active again', async ({
  page,
  signIn,
  request,
}) => {
  const staff = await signIn(DEMO.staff);
  const room = await makeRoom(request, staff.token, { roomName: unique('Cardio Deck ') });
  const item = unique('Rowing machine ');

  // From the room's card to its equipment, in the staff area.
  await page.goto('/dashboard/staff/gymrooms');
  await page.getByRole('link', { name: `Equipment in ${room.roomName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/staff/gymrooms/${room.id}/equipments$`));
  await expect(page.getByRole('heading', { level: 1, name: room.roomName })).toBeVisible();
  await expect(page.getByText(EQUIPMENT_MESSAGES.noEquipment)).toBeVisible();
  await expect(page.getByText(EQUIPMENT_MESSAGES.noMaintenance)).toBeVisible();
  await expect(page.getByRole('link', { name: 'All rooms' })).toHaveAttribute('href', '/dashboard/staff/gymrooms');

  await page.getByRole('button', { name: 'Add equipment' }).click();
  const add = page.getByRole('dialog', { name: 'Add equipment' });
  await add.getByLabel('Name').fill(item);
  await add.getByLabel('Quantity').fill('4');
  await add.getByLabel('Import date').fill('2026-01-15');
  await add.getByLabel('Warranty until').fill('2026-01-14');
  await add.getByRole('button', { name: 'Add equipment' }).click();
  await expect(add.getByText(EQUIPMENT_MESSAGES.warrantyBeforeImport)).toBeVisible();
  await add.getByLabel('Warranty until').fill('2028-01-15');
  await shootBoth(page, 'rooms-add-equipment-dialog');
  await add.getByRole('button', { name: 'Add equipment' }).click();
  await expect(toast(page, EQUIPMENT_MESSAGES.created)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(item) });
  await expect(row).toContainText(/4.*Jan 15, 2026.*Jan 15, 2028.*Active/);

  // Broken: the notice, the row, the log and the e-mail.
  await row.getByRole('button', { name: `Edit ${item}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${item}` });
  await edit.getByLabel('Status').selectOption('Broken');
  await shootBoth(page, 'rooms-edit-equipment-dialog');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, EQUIPMENT_MESSAGES.maintenanceNotified)).toBeVisible();
  await expect(toast(page, EQUIPMENT_MESSAGES.updated)).toBeVisible();
  await expect(row).toContainText('Broken');
  const log = page.getByRole('region', { name: 'Maintenance log' });
  const open = log.getByRole('article', { name: `${item}, open` });
  await expect(open).toContainText(`Reported by ${STAFF_NAME}`);
  await expect(log.getByText('1 event', { exact: true })).toBeVisible();

  const mail = await maintenanceMailAbout(item);
  expect(mail).toContain(`Broken equipment: ${item}`);
  expect(mail).toContain(`- Room: ${room.roomName}`);
  expect(mail).toContain(`${STAFF_NAME} reported equipment as broken`);
  await shootBoth(page, 'rooms-equipment-broken');

  // Active again closes the event; nobody is told.
  await row.getByRole('button', { name: `Edit ${item}` }).click();
  await edit.getByLabel('Status').selectOption('Active');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  // The first save's toast may still be up (the staff area's stay 5000 ms).
  await expect(toast(page, EQUIPMENT_MESSAGES.updated).last()).toBeVisible();
  await expect(row).toContainText('Active');
  const closed = log.getByRole('article', { name: `${item}, closed` });
  await expect(closed).toContainText(`Closed by ${STAFF_NAME}`);
  await expect(log.getByRole('article')).toHaveCount(1);
});

test('closing a room with an upcoming session asks first, naming the session; confirmed, the session is cancelled', async ({
  page,
  signIn,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await login(request, DEMO.admin);
  const room = await makeRoom(request, admin.token, { roomName: unique('Spin Loft ') });
  const booked = await bookSessionIn(request, admin.token, room.id);

  await signIn(DEMO.staff);
  await page.goto('/dashboard/staff/gymrooms');
  await page.getByRole('button', { name: `Edit ${room.roomName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${room.roomName}` });
  await edit.getByLabel('Status').selectOption('Inactive');
  await edit.getByRole('button', { name: 'Save changes' }).click();

  const ask = page.getByRole('dialog', { name: 'Cancel 1 upcoming session?' });
  await expect(ask).toContainText(ROOM_MESSAGES.closingStrands(1));
  const listed = ask.getByRole('region', { name: 'Sessions that would be cancelled' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`${shortDate(booked.date)}, 10:00–12:00`);
  await expect(listed).toContainText(`${booked.memberName} with ${booked.trainerName}`);
  await expectNoAxeViolationsAtBothWidths(page, 'the confirmation of a room change');
  await shootBoth(page, 'rooms-confirm-cancel-sessions');

  // Going back changes nothing.
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(edit.getByLabel('Status')).toHaveValue('Inactive');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: room.roomName })).toContainText('Active');
  const sameDay = `/api/trainingsession?from=${booked.date}&to=${booked.date}`;
  let sessions = await call<TrainingSession[]>(request, admin.token, 'get', sameDay);
  expect(sessions.map((s) => s.id)).toContain(booked.session.id);

  // Confirmed: the room closes and the session is cancelled.
  await page.getByRole('button', { name: `Edit ${room.roomName}` }).click();
  await edit.getByLabel('Status').selectOption('Inactive');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await ask.getByRole('button', { name: 'Cancel sessions and save' }).click();
  await expect(toast(page, ROOM_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('article', { name: room.roomName })).toContainText('Inactive');
  // The session stays in the lists, Cancelled, and no longer holds its place (docs/decisions/011).
  sessions = await call<TrainingSession[]>(request, admin.token, 'get', sameDay);
  expect(sessions.find((s) => s.id === booked.session.id)?.status).toBe('Cancelled');
});

test('the admin reaches a room’s equipment in the admin area and back', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await openSettled(page, '/dashboard/admin/gymrooms');
  await shootBoth(page, 'rooms-admin-gymrooms');
  await page.getByRole('link', { name: 'Equipment in Weights Floor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/gymrooms\/\d+\/equipments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weights Floor' })).toBeVisible();
  // The demo's broken item and its open event.
  await expect(page.getByRole('row', { name: /Cable crossover machine/ })).toContainText('Broken');
  await expect(
    page
      .getByRole('region', { name: 'Maintenance log' })
      .getByRole('article', { name: 'Cable crossover machine, open' }),
  ).toBeVisible();
  await shootBoth(page, 'rooms-admin-equipment');
  await page.getByRole('link', { name: 'All rooms' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/gymrooms$/);
});

test('staff see the demo repair in a room’s maintenance log, and the phone layout of the equipment', async ({
  page,
  signIn,
  request,
}) => {
  await signIn(DEMO.staff);
  const room = await demoRoom(request, 'PT Suite');
  await openSettled(page, `/dashboard/staff/gymrooms/${room.id}/equipments`);
  const log = page.getByRole('region', { name: 'Maintenance log' });
  await expect(log.getByRole('article', { name: 'Treadmill, closed' })).toContainText(/Reported by .*Closed by /);
  await shootBoth(page, 'rooms-staff-equipment');
});

/** Every screen, for both roles that may open it (each may open the other area's too), at both widths. */
const SCREENS = (id: number) => [
  { path: '/dashboard/admin/gymrooms', heading: 'Gym rooms' },
  { path: '/dashboard/staff/gymrooms', heading: 'Gym rooms' },
  { path: `/dashboard/admin/gymrooms/${id}/equipments`, heading: 'Weights Floor' },
  { path: `/dashboard/staff/gymrooms/${id}/equipments`, heading: 'Weights Floor' },
];

const DIALOGS = (id: number) => [
  { path: '/dashboard/staff/gymrooms', button: 'New room', dialog: 'New room' },
  { path: '/dashboard/staff/gymrooms', button: 'Edit Weights Floor', dialog: 'Edit Weights Floor' },
  { path: `/dashboard/staff/gymrooms/${id}/equipments`, button: 'Add equipment', dialog: 'Add equipment' },
  { path: `/dashboard/staff/gymrooms/${id}/equipments`, button: 'Edit Power rack', dialog: 'Edit Power rack' },
];

test.describe('rooms accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const role of ['admin', 'staff'] as const) {
    test(`the rooms screens have no axe violations for ${role} at 1280 and 390 px`, async ({
      page,
      signIn,
      request,
    }) => {
      const room = await demoRoom(request, 'Weights Floor');
      await signIn(DEMO[role]);
      await expectScreensAccessible(page, SCREENS(room.id), role);
    });
  }

  test('the rooms dialogs have no axe violations at 1280 and 390 px', async ({ page, signIn, request }) => {
    const room = await demoRoom(request, 'Weights Floor');
    await signIn(DEMO.staff);
    await expectDialogsAccessible(page, DIALOGS(room.id), 'staff');
  });
});
