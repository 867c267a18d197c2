import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { CheckinPass } from '@gym/contract';
import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolations,
  login,
  memberWithPlan,
  newMember,
  pageFor,
  shootBoth,
  test,
  uniqueName,
} from './fixtures.ts';

/**
 * The front desk's check-in (docs/decisions/024): a member's pass on their phone, the desk letting them in by the
 * scanner field and by search, a refusal with its reason, and the queue that keeps scans while the network is down.
 */

// Whole journeys across two browsers, each with axe and screenshots at two widths.
test.describe.configure({ timeout: 180_000 });
/** The first paint of a screen waits for its code and the role check; on a busy machine that is seconds. */
const FIRST_PAINT = { timeout: 20_000 };

/**
 * A one-frame Y4M video (Chromium loops it as the fake camera) of `text` as a QR code, black on white, drawn as the
 * member's phone draws it: what the desk's camera would see held up to it.
 */
function qrVideo(text: string): Buffer {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const quiet = 4;
  const scale = Math.floor(height / (modules.size + 2 * quiet));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        for (let y = 0; y < scale; y++)
          luma.fill(
            0,
            (top + row * scale + y) * width + left + col * scale,
            (top + row * scale + y) * width + left + (col + 1) * scale,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]);
}

const scan = async (desk: Page, token: string) => {
  const field = desk.getByLabel('Pass scanner');
  await field.fill(token);
  await field.press('Enter');
};

test('a member shows My pass; the desk lets them in by the scanner and by search, and refuses a member without a plan', async ({
  browser,
  request,
}) => {
  const staff = await login(request, DEMO.staff);
  const dana = await memberWithPlan(request, staff.token, { fullname: uniqueName('Dana Reyes') });
  const danaAuth = await login(request, dana);

  // The member's phone: the pass as a big QR code with their name.
  const phone = await pageFor(browser, danaAuth);
  await phone.goto('/dashboard/user/pass');
  await expect(phone.getByRole('heading', { level: 1, name: 'My pass' })).toBeVisible(FIRST_PAINT);
  await expect(phone.getByRole('img', { name: 'Your check-in code' })).toBeVisible();
  await expect(phone.getByText(dana.fullname)).toBeVisible();
  await expectNoAxeViolations(phone, 'My pass');
  await shootBoth(phone, 'check-in-my-pass');
  // Without a network the phone shows today's day pass, kept from this visit.
  await phone.context().setOffline(true);
  await expect(phone.getByText('No network: showing your day pass')).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Your day pass for today' })).toBeVisible();
  await phone.context().setOffline(false);

  // The desk: the code the phone shows, typed by a USB scanner, and Enter.
  const desk = await pageFor(browser, staff);
  await desk.goto('/dashboard/staff/check-in');
  await expect(desk.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(FIRST_PAINT);
  const pass = await call<CheckinPass>(request, danaAuth.token, 'get', '/api/checkin/pass');
  await scan(desk, pass.token);
  const answer = desk.locator('section[aria-live]');
  await expect(answer.getByText('Welcome in')).toBeVisible();
  await expect(answer.getByText(dana.fullname)).toBeVisible();
  await expect(answer.getByText(new RegExp(`^${dana.plan.name}, until `))).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Today’s check-ins' }).getByText(dana.fullname)).toBeVisible();
  await expectNoAxeViolations(desk, 'the desk, a member let in');
  await shootBoth(desk, 'check-in-desk-green');

  // The member's phone lists the visit under the pass.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Your latest visits' })).toBeVisible(FIRST_PAINT);

  // By search: the member forgot their phone.
  await desk.getByLabel('Find a member').fill(dana.email);
  await desk.getByRole('button', { name: `Check in ${dana.fullname}` }).click();
  await expect(answer.getByText('Welcome in')).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Today’s check-ins' }).getByText(dana.fullname)).toHaveCount(2);

  // A member without a running plan: red, with the reason in words, and staff may let them in anyway.
  const noah = { ...newMember(), fullname: uniqueName('Noah Planless') };
  await call(request, '', 'post', '/api/auth/register', { data: noah });
  await desk.getByLabel('Find a member').fill(noah.email);
  await desk.getByRole('button', { name: `Check in ${noah.fullname}` }).click();
  await expect(answer.getByText('Not let in')).toBeVisible();
  await expect(answer.getByText('No running membership today')).toBeVisible();
  await expect(answer.getByText(noah.fullname)).toBeVisible();
  await expectNoAxeViolations(desk, 'the desk, a member refused');
  await shootBoth(desk, 'check-in-desk-red');
  await answer.getByRole('button', { name: 'Let in anyway' }).click();
  await answer.getByLabel('Why are you letting them in?').fill('Paying at the till after the class');
  await answer.getByRole('button', { name: 'Let in', exact: true }).click();
  await expect(answer.getByText('Welcome in')).toBeVisible();
  await expect(answer.getByText('Let in by the desk: Paying at the till after the class')).toBeVisible();

  // Today's check-ins as a file: the header in the desk's language, and the override with its reason.
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Export today’s check-ins as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^checkins-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) as string, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\n');
  expect(lines[0]).toBe('Date,Time,Member,Check-in method,Override,Reason');
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2},${noah.fullname},Found by the desk,Yes,Paying at the till after the class$`,
      ),
    ),
  );
  expect(lines.filter((line) => line.includes(`,${dana.fullname},`))).toHaveLength(2);
});

test('the desk keeps scanning without a network and sends the scans when it is back', async ({ browser, request }) => {
  const staff = await login(request, DEMO.staff);
  const lee = await memberWithPlan(request, staff.token, { fullname: uniqueName('Lee Offline') });
  const pass = await call<CheckinPass>(request, (await login(request, lee)).token, 'get', '/api/checkin/pass');

  const desk = await pageFor(browser, staff);
  await desk.goto('/dashboard/staff/check-in');
  await expect(desk.getByText('Online: every scan is checked at once.')).toBeVisible(FIRST_PAINT);
  await desk.context().setOffline(true);
  await expect(desk.getByText('No network: scans are saved on this device')).toBeVisible();
  await expect(desk.getByText(/cannot check whether a pass is genuine or still valid/)).toBeVisible();
  await scan(desk, pass.token);
  await expect(desk.getByText('Saved, checked when back online')).toBeVisible();
  await expect(desk.getByText('1 scan waits for the network.')).toBeVisible();
  await expectNoAxeViolations(desk, 'the desk offline');
  await shootBoth(desk, 'check-in-desk-offline');

  await desk.context().setOffline(false);
  await expect(
    desk.getByRole('list', { name: 'Saved scans, checked' }).getByText(`${lee.fullname}: checked in`),
  ).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Today’s check-ins' }).getByText(lee.fullname)).toBeVisible();
  const today = await call<{ fullName: string }[]>(request, staff.token, 'get', '/api/checkins');
  expect(today.filter((c) => c.fullName === lee.fullname)).toHaveLength(1);
});

test('My pass and the desk speak Spanish', async ({ browser, request }) => {
  const staff = await login(request, DEMO.staff);
  const ana = await memberWithPlan(request, staff.token, { fullname: uniqueName('Ana Torres') });
  const anaAuth = await login(request, ana);

  const phone = await pageFor(browser, anaAuth, 'es');
  await phone.goto('/dashboard/user/pass');
  await expect(phone.getByRole('heading', { level: 1, name: 'Mi pase' })).toBeVisible(FIRST_PAINT);
  await expect(phone.getByRole('img', { name: 'Tu código de entrada' })).toBeVisible();
  await expectNoAxeViolations(phone, 'Mi pase');
  await shootBoth(phone, 'check-in-my-pass-es');

  const desk = await pageFor(browser, staff, 'es');
  await desk.goto('/dashboard/staff/check-in');
  await expect(desk.getByRole('heading', { level: 1, name: 'Control de entrada' })).toBeVisible(FIRST_PAINT);
  await desk.getByLabel('Buscar un socio').fill(ana.email);
  await desk.getByRole('button', { name: `Registrar la entrada de ${ana.fullname}` }).click();
  await expect(desk.getByText('Adelante, bienvenido')).toBeVisible();
  await expectNoAxeViolations(desk, 'Control de entrada');
  await shootBoth(desk, 'check-in-desk-es');
});

test('the desk reads a pass held up to the camera', async ({ playwright, launchOptions, request }, testInfo) => {
  const staff = await login(request, DEMO.staff);
  const kim = await memberWithPlan(request, staff.token, { fullname: uniqueName('Kim Camera') });
  const pass = await call<CheckinPass>(request, (await login(request, kim)).token, 'get', '/api/checkin/pass');
  const video = testInfo.outputPath('pass.y4m');
  writeFileSync(video, qrVideo(pass.token));
  // Chromium's fake camera plays the file; the fake permission prompt says yes.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const desk = await pageFor(browser, staff);
    await desk.context().grantPermissions(['camera']);
    await desk.goto('/dashboard/staff/check-in');
    await expect(desk.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(FIRST_PAINT);
    await desk.getByRole('button', { name: 'Scan with the camera' }).click();
    const answer = desk.locator('section[aria-live]');
    await expect(answer.getByText('Welcome in')).toBeVisible({ timeout: 20_000 });
    await expect(answer.getByText(kim.fullname)).toBeVisible();
  } finally {
    await browser.close();
  }
});
