import type { Plan, Room } from '@gym/contract';
import {
  call,
  expect,
  expectNoAxeViolations,
  login,
  newTrainer,
  openSettled,
  ownGymURL,
  shoot,
  startOwnGym,
  test,
} from './fixtures.ts';

/**
 * The admin's Settings screen (decisions §7) on a gym of its own: a server started here on a fresh database without
 * demo data, so that no payment holds the currency (it changes only until the first one) and the other specs' gym
 * keeps its name, currency and zone.
 */

const ADMIN = { email: 'owner@settings.test', password: 'Owner12345', username: 'owner', name: 'Olivia Owner' };
const PORT_OFFSET = 37;
let stopGym = () => {};

test.use({ baseURL: ownGymURL(PORT_OFFSET) });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopGym = await startOwnGym(PORT_OFFSET, ADMIN);
});

test.afterAll(() => stopGym());

/** Monday 10:00 on the gym's clock (UTC at first), some weeks ahead, so that it is always coming. */
function comingMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 21 + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

test("the admin's changes show at once: name, euros and the new time zone", async ({ page, request, signIn }) => {
  test.setTimeout(120_000);
  const admin = await login(request, ADMIN);
  await call<Plan>(request, admin.token, 'post', '/api/plan', {
    data: {
      name: 'Monthly Pass',
      description: 'Every class, every day.',
      price: 59,
      durationInDays: 30,
      imageUrl: '/images/plans/monthly.svg',
    },
  });
  await signIn(ADMIN);

  await openSettled(page, '/dashboard/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page, 'the settings screen at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'the settings screen at 390 px');
  await shoot(page, 'settings');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A wrong field is named with its message, and nothing is sent.
  await page.getByLabel('Monday closes').fill('05:00');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The closing time must be after the opening time')).toBeVisible();
  await page.getByLabel('Monday closes').fill('22:00');

  await page.getByLabel('Name', { exact: true }).fill('Iron Temple');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Time zone').selectOption('Europe/Madrid');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Settings saved$/ })).toBeVisible();
  // The frame follows without a reload.
  await expect(page.getByRole('contentinfo').getByText(/Iron Temple\. All rights reserved\./)).toBeVisible();
  await shoot(page, 'settings-saved');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The landing page: the name, and the plan's price in euros.
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Iron Temple').first()).toBeVisible();
  const plans = page.locator('#plans');
  await expect(plans.getByText('€59', { exact: true })).toBeVisible();
  await expect(plans.getByText('$59', { exact: true })).toHaveCount(0);

  // Sessions read on the gym's new clock: 10:00 in Madrid is 08:00 or 09:00 UTC.
  const trainer = await newTrainer(request, admin.token, 'Alex Carter');
  const room = await call<Room>(request, admin.token, 'post', '/api/GymRoom', {
    data: { roomName: 'Studio B', roomType: 'Mobility', roomQuantity: 2, roomStatus: 'Active' },
  });
  const member = { username: 'maria_l', email: 'maria@settings.test', password: 'Secret123' };
  await call(request, '', 'post', '/api/auth/register', {
    data: { ...member, fullname: 'Maria Lopez', phone: '+34 612 345 678' },
  });
  const memberId = (await login(request, member)).user.id;
  const plan = (await call<Plan[]>(request, admin.token, 'get', '/api/plan'))[0] as Plan;
  const paid = await call<{ payment: { id: number } }>(request, admin.token, 'post', '/api/payment', {
    data: { userId: memberId, amount: plan.price, paymentMethod: 'Cash', planId: plan.id },
  });
  await call(request, admin.token, 'post', '/api/subscription', {
    data: { userId: memberId, planId: plan.id, paymentId: paid.payment.id },
  });
  const date = comingMonday();
  const booked = await call<{ startTime: string }>(request, admin.token, 'post', '/api/trainingsession', {
    data: { userId: memberId, trainerId: trainer.trainerId, roomId: room.id, date, startTime: '10:00' },
  });
  expect(['08:00', '09:00']).toContain(booked.startTime.slice(11, 16));

  // Back to UTC on the screen: the session keeps its moment, and reads two (or one) hours earlier.
  await openSettled(page, '/dashboard/admin/settings');
  await page.getByLabel('Time zone').selectOption('UTC');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Settings saved$/ })).toBeVisible();
  // The currency is held by the payment now: a second change is refused with its message.
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/The currency cannot change once a payment exists/).first()).toBeVisible();

  const utcStart = booked.startTime.slice(11, 16);
  await page.goto(`/dashboard/staff/sessions?date=${date}`);
  const card = page.getByRole('listitem').filter({ hasText: 'Maria Lopez' });
  await expect(card.getByText(utcStart, { exact: true }).first()).toBeVisible();
  await expect(card.getByText('10:00', { exact: true })).toHaveCount(0);
  await shoot(page, 'settings-sessions-utc');
});
