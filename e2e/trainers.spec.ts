import type { PublicTrainer } from '@gym/contract';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoLanding,
  newTrainer,
  shootBoth,
  test,
  toast,
  uniqueName,
} from './fixtures.ts';

// The gym's real trainers on the public site (decisions §1, §4): the admin gives a new trainer a photo and a
// biography, and they show on the landing page and the trainer's page; the trainer then edits their own biography.

/** A real photo, as a phone would send it: a large JPEG carrying EXIF. */
const photo = () =>
  sharp({ create: { width: 1800, height: 2100, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="2100"><circle cx="900" cy="800" r="420" fill="#f4c7a1"/><rect x="420" y="1300" width="960" height="800" rx="300" fill="#c2410c"/></svg>',
        ),
      },
    ])
    .withExif({ IFD0: { Make: 'PhoneCam', Copyright: 'Somewhere private' } })
    .jpeg()
    .toBuffer();

/** Waits until an image has really loaded (a broken address has no natural width). */
const expectLoaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

async function trainerCard(page: Page, name: string) {
  const section = page.getByRole('region', { name: 'Expert Trainers' });
  return section.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('the admin gives a new trainer a photo and a biography; the landing page and the trainer page show them', async ({
  page,
  signIn,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signIn(DEMO.admin);
  const name = uniqueName('Nia Okoro');
  const trainer = await newTrainer(request, admin.token, name, 'Kettlebells');

  // A new trainer is on the landing page at once, by their initials.
  await gotoLanding(page);
  const card = await trainerCard(page, name);
  await expect(card.getByRole('img', { name: `${name} (no photo yet)` })).toHaveText('NO');

  // The admin uploads a photo and writes a biography in the trainer dialog.
  await page.goto('/dashboard/admin/trainers');
  const last = page.getByRole('button', { name: 'Last page' });
  if (await last.isVisible()) await last.click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'nia.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  const preview = dialog.getByRole('img', { name: `Photo of ${name}` });
  await expectLoaded(preview);
  await dialog.getByLabel('Biography').fill('Kettlebell flows and strong backs.\nBeginners welcome.');
  await shootBoth(page, 'trainers-edit-dialog-photo');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Trainer updated successfully')).toBeVisible();

  // The stored photo is shrunk and carries no EXIF.
  const listed = (await (await request.get('/api/trainers/public')).json()) as PublicTrainer[];
  const mine = listed.find((t) => t.trainerId === trainer.trainerId) as PublicTrainer;
  expect(mine.photoUrl).toMatch(/^\/api\/images\/\d+$/);
  const served = await request.get(mine.photoUrl as string);
  expect(served.headers()['cache-control']).toContain('immutable');
  const meta = await sharp(await served.body()).metadata();
  expect(meta.exif).toBeUndefined();
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1000);
  expect(JSON.stringify(listed)).not.toContain('@example.com');

  // The landing page shows the photo and the start of the biography.
  await gotoLanding(page);
  const withPhoto = await trainerCard(page, name);
  await expectLoaded(withPhoto.getByRole('img', { name: `Portrait of ${name}` }));
  await expect(withPhoto).toContainText('Kettlebell flows and strong backs.');
  await withPhoto.scrollIntoViewIfNeeded();
  await shootBoth(page, 'trainers-landing');
  await expectNoAxeViolations(page, 'the landing page with a new trainer');

  // Their page: photo, specialty, experience, biography; no phone or e-mail.
  await withPhoto.getByRole('link', { name: new RegExp(`^View Profile\\W+${name}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/trainer/${trainer.trainerId}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectLoaded(main.getByRole('img', { name: `Portrait of ${name}` }));
  await expect(main).toContainText('Beginners welcome.');
  await expect(main).toContainText('Kettlebells');
  await expect(main).not.toContainText('@example.com');
  await shootBoth(page, 'trainers-page');
  await expectNoAxeViolations(page, 'the trainer page');

  // The trainer edits their own biography on My public profile.
  const trainerContext = await browser.newContext();
  const trainerPage = await trainerContext.newPage();
  const login = await request.post('/api/auth/login', { data: trainer.account });
  const auth = await login.json();
  await trainerPage.addInitScript((value) => window.localStorage.setItem('auth', value), JSON.stringify(auth));
  await trainerPage.goto('/dashboard/trainer/public-profile');
  await expect(trainerPage.getByRole('heading', { level: 1, name: 'My public profile' })).toBeVisible();
  await expectLoaded(trainerPage.getByRole('img', { name: 'Your photo' }));
  const biography = trainerPage.getByLabel('Biography');
  await expect(biography).toHaveValue('Kettlebell flows and strong backs.\nBeginners welcome.');
  await biography.fill('Twelve years of kettlebells. I coach first-timers and returners.');
  await shootBoth(trainerPage, 'trainers-own-profile');
  await expectNoAxeViolations(trainerPage, 'My public profile');
  await trainerPage.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(trainerPage, 'Your trainer profile is saved')).toBeVisible();
  await trainerPage.getByRole('link', { name: 'See your public page' }).click();
  await expect(trainerPage.getByRole('main')).toContainText('I coach first-timers and returners.');
  await trainerContext.close();

  // Another trainer's profile stays out of reach.
  const other = await request.put(`/api/Trainer/1`, {
    headers: { Authorization: `Bearer ${auth.token}` },
    data: { biography: 'Not mine.' },
  });
  expect(other.status()).toBe(403);
});
