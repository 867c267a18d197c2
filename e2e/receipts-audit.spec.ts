import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  login,
  memberWithPlan,
  openSettled,
  shootBoth,
  test,
  uniqueName,
} from './fixtures.ts';

/**
 * Money a gym can account for (docs/decisions/023): a payment recorded at the front desk gives its member a receipt
 * they download under Payments; the desk lists every payment with filters; the admin reads the audit trail, whose
 * chain checks out. In English and in Spanish, at 1280 and 390 px, axe clean.
 */

/** Opens the next page in Spanish (the page's language is kept in the browser, as the switcher keeps it). */
async function speakSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('gym.language', 'es'));
}

test('a member downloads the receipt of a payment taken at the desk', async ({ page, request, signIn }) => {
  test.setTimeout(120_000);
  const staff = await login(request, DEMO.staff);
  const member = await memberWithPlan(request, staff.token, { fullname: 'Rosa Receipt' });
  await signIn(member);

  await openSettled(page, '/dashboard/user/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: member.plan.name });
  await expect(item.getByText('Completed')).toBeVisible();
  const receipt = item.getByRole('button', { name: /^Download receipt R-\d{6}$/ });
  const download = page.waitForEvent('download');
  await receipt.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^R-\d{6}\.pdf$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, 'the member’s payments');
  await shootBoth(page, 'member-payments-en');

  await speakSpanish(page);
  await openSettled(page, '/dashboard/user/payments');
  await expect(page.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Descargar el recibo R-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Completado')).toBeVisible();
  await expectNoAxeViolations(page, 'the member’s payments in Spanish');
  await shootBoth(page, 'member-payments-es');
});

test('the front desk filters every payment by method and state', async ({ page, request, signIn }) => {
  test.setTimeout(120_000);
  const staff = await signIn(DEMO.staff);
  await memberWithPlan(request, staff.token, { fullname: 'Filter Desk' });

  await openSettled(page, '/dashboard/staff/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByLabel('Method').selectOption('Cash');
  await page.getByLabel('State').selectOption('Completed');
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('row').filter({ hasText: 'Filter Desk' })).toBeVisible();
  await expect(table.getByText('Bank Transfer')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the payments list');
  await shootBoth(page, 'desk-payments-en');

  await speakSpanish(page);
  await openSettled(page, '/dashboard/staff/payments');
  await expect(page.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Forma de pago')).toBeVisible();
  await expectNoAxeViolations(page, 'the payments list in Spanish');
  await shootBoth(page, 'desk-payments-es');
});

test('the admin reads the audit trail and its chain checks out', async ({ page, request, signIn }) => {
  test.setTimeout(120_000);
  const staff = await login(request, DEMO.staff);
  await memberWithPlan(request, staff.token, { fullname: 'Audit Trailed' });
  await signIn(DEMO.admin);

  await openSettled(page, '/dashboard/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Chain verified: all \d+ entries are as they were written$/)).toBeVisible();
  await page.getByLabel('Kind').selectOption('money');
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row').filter({ hasText: 'Payment recorded' }).first()).toBeVisible();
  // The file holds the filter on screen, every page of it, on the gym's clock.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the audit trail as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit.csv');
  const csv = await readFile((await file.path()) as string, 'utf8');
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
  expect(header).toBe('#,Date,Time,Who,What,Kind,Subject,Subject number,Before,After,Fingerprint');
  expect(
    rows.some((row) => /^\d+,\d{4}-\d{2}-\d{2},\d{2}:\d{2},[^,]+,Payment recorded,Money,Payment,\d+,/.test(row)),
  ).toBe(true);
  expect(rows.every((row) => row.includes(',Money,'))).toBe(true);
  await expectNoAxeViolations(page, 'the audit trail');
  await shootBoth(page, 'audit-trail-en');

  await speakSpanish(page);
  await openSettled(page, '/dashboard/admin/audit');
  await expect(page.getByRole('heading', { name: 'Registro de auditoría', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Cadena verificada: las \d+ entradas siguen tal como se escribieron$/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Registro de auditoría' }).getByText('Pago registrado').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the audit trail in Spanish');
  await shootBoth(page, 'audit-trail-es');
});

test('the admin refunds part of a payment, with a reason, and its receipt is beside the payment’s', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const staff = await login(request, DEMO.staff);
  const name = uniqueName('Rhea Refund');
  const member = await memberWithPlan(request, staff.token, { fullname: name });
  const admin = await signIn(DEMO.admin);

  await openSettled(page, '/dashboard/staff/payments');
  const table = page.getByRole('table', { name: 'Payments' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Completed')).toBeVisible();
  await row.getByRole('button', { name: `Refund the payment of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
  // The whole of what is left is offered; the admin gives back part of it.
  await expect(dialog.getByLabel('Amount to give back')).toHaveValue(member.plan.price.toFixed(2));
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('Give a reason for the refund')).toBeVisible();
  await dialog.getByLabel('Amount to give back').fill('5');
  await dialog.getByLabel('Reason').fill('Charged twice for the towel service');
  await shootBoth(page, 'refund-dialog');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Payment refunded' })).toBeVisible();
  await expect(row.getByText('Partly refunded')).toBeVisible();

  // Saved: the list says so after a reload, and the payment's refunded amount is the five given back.
  await page.reload();
  await expect(row.getByText('Partly refunded')).toBeVisible();
  const listed = await request.get(`/api/payments?status=${encodeURIComponent('Partly refunded')}&pageSize=100`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const items = (await listed.json()).items as { memberName: string; refundedAmount: number }[];
  expect(items.find((p) => p.memberName === name)?.refundedAmount).toBe(5);

  // The refund has its own receipt, numbered after the payment's, beside it.
  const paid = await row.getByRole('button', { name: /^Download receipt R-\d{6}$/ }).getAttribute('aria-label');
  const refundReceipt = row.getByRole('button', { name: /^Download refund receipt R-\d{6}$/ });
  const download = page.waitForEvent('download');
  await refundReceipt.click();
  const file = await download;
  expect(file.suggestedFilename() > `${paid?.slice(-8)}.pdf`).toBe(true);
  expect((await readFile((await file.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, 'the payments list with a refund');
  await shootBoth(page, 'payments-with-refund-receipt');
});
