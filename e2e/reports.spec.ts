import { readFile } from 'node:fs/promises';
import {
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
  login,
  newStaff,
  openSettled,
  shootBoth,
  test,
  uniqueName,
} from './fixtures.ts';

/**
 * Every report is on the one Reports screen, so axe reads each of them wherever the screen is checked: once for the
 * admin and once for staff, in each language, and the snooze dialog.
 *
 * The owner's reports (docs/reports.md): the admin opens Reports from the menu, widens the period, reads the
 * figures in the tables under the charts, is told when a period cannot be, and downloads a report as CSV; staff
 * see attendance, classes and the memberships ending soon, never money or retention. axe clean at 1280 and 390 px,
 * in English and in Spanish.
 */

/** 'YYYY-MM' shifted by whole months. */
function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

test('the admin reads revenue and members over a period and exports the revenue as CSV', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn(DEMO.admin);
  await openSettled(page, '/dashboard/admin');
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // Six months on opening, this one the last; the demo gym has taken money in them.
  const revenueByMonth = page.getByRole('table', { name: 'Revenue by month' });
  await expect(revenueByMonth.locator('tbody tr')).toHaveCount(6);
  const thisMonth = await page.getByLabel('To month').inputValue();
  expect(thisMonth).toMatch(/^\d{4}-\d{2}$/);

  // A period that ends before it starts is named, and the reports stay as they were.
  await page.getByLabel('To month').fill(shiftMonth(thisMonth, -7));
  await expect(
    page.getByRole('alert').filter({ hasText: 'The end of the period must not be before its start' }),
  ).toBeVisible();
  await page.getByLabel('To month').fill(thisMonth);

  // A whole year: twelve months in each table, money in the months the demo gym took some.
  const from = shiftMonth(thisMonth, -11);
  await page.getByLabel('From month').fill(from);
  await expect(revenueByMonth.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('table', { name: 'Members by month' }).locator('tbody tr')).toHaveCount(12);
  const current = revenueByMonth.locator('tbody tr').last();
  await expect(current).toContainText(/\$[1-9]/);
  await expect(page.getByRole('table', { name: 'Revenue by plan' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Monthly recurring revenue today')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Revenue as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^revenue-${from}-01-to-${thisMonth}-\\d{2}\\.csv$`));
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split('\n')[0]).toBe('Month,Plan,Payments,Gross,Refunded,Net');
  expect(text.slice(1).split('\n')[1]).toMatch(new RegExp(`^${from}|^\\d{4}-\\d{2},`));

  await expectNoAxeViolationsAtBothWidths(page, 'the admin’s reports');
  await shootBoth(page, 'admin-reports-en');

  // Staff open their Reports on the memberships ending soon alone.
  await signIn(DEMO.staff);
  await openSettled(page, '/dashboard/staff/reports');
  await expect(page.getByRole('heading', { name: 'Expiring in the next 30 days', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Members', level: 2 })).toHaveCount(0);

  // The admin's reports in Spanish.
  await signIn(DEMO.admin);
  await page.addInitScript(() => window.localStorage.setItem('gym.language', 'es'));
  await openSettled(page, '/dashboard/admin/reports');
  await expect(page.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ingresos por mes' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the admin’s reports in Spanish');
  await shootBoth(page, 'admin-reports-es');
});

test('the admin follows retention and attendance; staff read attendance but not retention', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(DEMO.admin);
  await openSettled(page, '/dashboard/admin/reports');

  // Retention: a row per month joined in the period, the months after each as a triangle.
  await expect(page.getByRole('heading', { name: 'Retention', level: 2 })).toBeVisible();
  const triangle = page.getByRole('table', { name: 'Members still members by the month they joined' });
  await expect(triangle.locator('tbody tr')).toHaveCount(6);
  await expect(triangle.getByRole('columnheader', { name: 'After 5 months' })).toBeVisible();

  // Attendance: visits per member in each month, and the members in use not seen lately.
  await expect(page.getByRole('heading', { name: 'Attendance', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Visits per member by month' }).locator('tbody tr')).toHaveCount(6);
  await expect(page.getByText('Not seen for 21 days or more')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Members not seen lately as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attendance-absent-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text.slice(1).split('\n')[0]).toBe('Member,Email,Phone,Last check-in,Days away');

  // Staff: attendance with its period, the memberships ending soon, and no retention.
  await signIn(DEMO.staff);
  await openSettled(page, '/dashboard/staff/reports');
  await expect(page.getByRole('heading', { name: 'Attendance', level: 2 })).toBeVisible();
  await expect(page.getByLabel('From month')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Retention', level: 2 })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page, 'the staff’s reports');
  await shootBoth(page, 'staff-reports-en');

  // In Spanish.
  await page.addInitScript(() => window.localStorage.setItem('gym.language', 'es'));
  await openSettled(page, '/dashboard/staff/reports');
  await expect(page.getByRole('heading', { name: 'Asistencia', level: 2 })).toBeVisible();
  await signIn(DEMO.admin);
  await openSettled(page, '/dashboard/admin/reports');
  await expect(page.getByRole('heading', { name: 'Permanencia', level: 2 })).toBeVisible();
});

test('the admin and staff read how full the classes were, by class, by time slot and by trainer', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(DEMO.admin);
  await openSettled(page, '/dashboard/admin/reports');

  // The demo timetable has held classes in the last months, with bookings and registers taken.
  const classes = page.getByRole('region', { name: 'Classes', exact: true });
  await expect(classes.getByRole('heading', { name: 'Classes', level: 2 })).toBeVisible();
  const byType = classes.getByRole('table', { name: 'Classes by class type' });
  await expect(byType.getByRole('row', { name: /Sunrise Yoga/ })).toContainText(/\d+(\.\d)?%/);
  await expect(classes.getByRole('table', { name: 'Classes by time slot' }).locator('tbody tr').first()).toBeVisible();
  await expect(classes.getByText(/of \d+ places booked/)).toBeVisible();
  await expect(
    classes.getByRole('table', { name: 'Hours booked by trainer' }).locator('tbody tr').first(),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await classes.getByRole('button', { name: 'Export Fill rate by time slot as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^classes-slots-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text.slice(1).split('\n')[0]).toMatch(/^Weekday,Starts,Classes held,Places offered,Places booked,Fill rate %/);
  expect(text.slice(1).split('\n')[1]).toMatch(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),\d{2}:\d{2},\d+/,
  );

  // Staff read the classes report too.
  await signIn(DEMO.staff);
  await openSettled(page, '/dashboard/staff/reports');
  await expect(page.getByRole('table', { name: 'Classes by class type' }).locator('tbody tr').first()).toBeVisible();

  // In Spanish.
  await page.addInitScript(() => window.localStorage.setItem('gym.language', 'es'));
  await openSettled(page, '/dashboard/staff/reports');
  await expect(page.getByRole('heading', { name: 'Clases', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clases por franja horaria' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the staff’s reports in Spanish');
});

test('staff see who is at risk and why, mark one contacted, snooze another and export the list', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(DEMO.staff);
  await openSettled(page, '/dashboard/staff/reports');
  await expect(page.getByRole('heading', { name: 'At risk', level: 2 })).toBeVisible();
  await expect(page.getByText('How the score is made')).toBeVisible();
  const list = page.getByRole('table', { name: 'Members at risk' });
  const rows = list.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);

  // The first member: contacted, shown with who and when.
  const first = rows.first();
  const name = (await first.getByRole('link').first().textContent()) ?? '';
  await expect(first.getByRole('link', { name })).toHaveAttribute('href', /\/dashboard\/staff\/members\/\d+$/);
  await first.getByRole('button', { name: `Mark ${name} as contacted` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} is marked as contacted.` })).toBeVisible();
  await expect(list.locator('tbody tr', { hasText: name }).first()).toContainText(/ by /);

  // The second: snoozed with a note; the list no longer holds them.
  const second = rows.nth(1);
  const other = (await second.getByRole('link').first().textContent()) ?? '';
  await second.getByRole('button', { name: `Snooze ${other}` }).click();
  const dialog = page.getByRole('dialog', { name: `Snooze ${other}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Note (optional)').fill('Away travelling, back next month');
  await expectNoAxeViolationsAtBothWidths(page, 'the snooze dialog');
  await dialog.getByRole('button', { name: 'Snooze' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('link', { name: other, exact: true })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export At risk as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^at-risk-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  expect(text.slice(1).split('\n')[0]).toBe(
    'Member,Email,Phone,Score,Reasons,Last check-in,Last contacted,Contacted by,Note',
  );

  await shootBoth(page, 'staff-at-risk-en');

  // In Spanish, chosen in the header: the account's language, so the reasons the server writes are Spanish too.
  // A desk account of its own: the demo staff's stays in English for the tests running beside this one.
  const admin = await login(request, DEMO.admin);
  await signIn(await newStaff(request, admin.token, uniqueName('Lola Recepción')));
  await openSettled(page, '/dashboard/staff/reports');
  const spanish = page.waitForResponse((res) => res.url().endsWith('/api/auth/profile') && res.ok());
  await page.getByLabel('Language').first().selectOption('es');
  await spanish;
  await openSettled(page, '/dashboard/staff/reports');
  await expect(page.getByRole('table', { name: 'Socios en riesgo' }).locator('tbody tr').first()).toContainText(
    /días|pago|Renovación|visitas/,
  );
  await shootBoth(page, 'staff-at-risk-es');
});
