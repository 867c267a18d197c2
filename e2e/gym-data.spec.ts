import { readFile } from 'node:fs/promises';
import { baseURL as demoGymURL } from '../playwright.config.ts';
import {
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
  login,
  openSettled,
  ownGymURL,
  pageFor,
  shootBoth,
  startOwnGym,
  test,
} from './fixtures.ts';

/**
 * The gym's whole data moving house (docs/decisions/040): the demo gym's export, loaded through Settings into a new
 * installation that has only its first admin, who then signs in again and finds the demo gym's members there.
 */

const OWNER = { email: 'owner@moving.test', password: 'Owner12345', username: 'mover', name: 'Morgan Mover' };
const PORT_OFFSET = 38;
let stopGym = () => {};

test.use({ baseURL: ownGymURL(PORT_OFFSET) });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopGym = await startOwnGym(PORT_OFFSET, OWNER);
});

test.afterAll(() => stopGym());

/** The demo gym's archive, as its admin downloads it. */
async function demoGymArchive(): Promise<Buffer> {
  const auth = await fetch(`${demoGymURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.admin),
  });
  const { token } = (await auth.json()) as { token: string };
  const archive = await fetch(`${demoGymURL}/api/export`, { headers: { authorization: `Bearer ${token}` } });
  expect(archive.status).toBe(200);
  return Buffer.from(await archive.arrayBuffer());
}

test('a new installation takes another one’s export: the admin signs in again to its members', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // Signed in through the form (a stored sign-in put back on every load would outlive the import).
  const signInThroughForm = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/dashboard\/admin/);
  };
  await signInThroughForm();
  await openSettled(page, '/dashboard/admin/settings');
  const card = page.getByRole('region', { name: "The gym's data" });

  // Its own data first: one archive, a zip.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export everything' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^gym-export-\d{4}-\d{2}-\d{2}\.zip$/);
  expect((await readFile((await file.path()) as string)).subarray(0, 2).toString()).toBe('PK');

  await card.getByLabel('Archive (.zip)').setInputFiles({
    name: 'demo-gym.zip',
    mimeType: 'application/zip',
    buffer: await demoGymArchive(),
  });
  await card.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import this archive?' });
  await expect(dialog).toContainText('demo-gym.zip');
  await expectNoAxeViolationsAtBothWidths(page, 'the import’s confirmation');
  await shootBoth(page, 'gym-data-confirm');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^The archive is in: \d+ accounts\. Sign in again/ }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/login/);

  // Signed in again with the same e-mail and password: the demo gym's members are this installation's now.
  await signInThroughForm();
  await openSettled(page, '/dashboard/admin/user-list');
  await page.getByRole('searchbox').first().fill('Sam Rivera');
  await expect(page.getByText('staff@gym.test').first()).toBeVisible();
  // A second import is refused in words: the installation has members now.
  const again = await login(request, OWNER);
  const refused = await request.post('/api/import', {
    headers: { authorization: `Bearer ${again.token}` },
    multipart: { file: { name: 'demo-gym.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') } },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /^Import only into an installation without members/,
  );

  // The card in Spanish, for the eye.
  const spanish = await pageFor(browser, again, 'es');
  await openSettled(spanish, '/dashboard/admin/settings');
  await expect(spanish.getByRole('region', { name: 'Los datos del gimnasio' })).toContainText('Exportar todo');
  await spanish.getByRole('region', { name: 'Los datos del gimnasio' }).scrollIntoViewIfNeeded();
  await shootBoth(spanish, 'gym-data-es');
  await spanish.close();
});
