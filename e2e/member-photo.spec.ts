import type { CheckinPass } from '@gym/contract';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import {
  call,
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
  login,
  memberWithPlan,
  pageFor,
  shootBoth,
  test,
  toast,
  uniqueName,
} from './fixtures.ts';

/**
 * A member's photo (docs/decisions/038): the member uploads it on their profile, My pass shows it beside their name,
 * and the desk's check-in answer shows it large, so staff see who is at the desk.
 */

/** A selfie as a phone sends it: a JPEG taller than wide, with EXIF. */
const selfie = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 30, g: 110, b: 150 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><circle cx="450" cy="520" r="260" fill="#f1c27d"/><rect x="150" y="820" width="600" height="380" rx="180" fill="#b45309"/></svg>',
        ),
      },
    ])
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .jpeg()
    .toBuffer();

const expectLoaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 180_000 });

test('a member uploads a photo on their profile; My pass and the desk’s check-in show it, in English and Spanish', async ({
  browser,
  request,
}) => {
  const staff = await login(request, DEMO.staff);
  const iris = await memberWithPlan(request, staff.token, { fullname: uniqueName('Iris Lens') });
  const irisAuth = await login(request, iris);
  const photoName = `Photo of ${iris.fullname}`;

  // The member's profile: choose a photo, see it, save.
  const phone = await pageFor(browser, irisAuth);
  await phone.goto('/dashboard/user/profile');
  await expect(phone.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible(FIRST_PAINT);
  await phone
    .getByLabel('Your photo', { exact: true })
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await selfie() });
  const preview = phone.getByRole('img', { name: 'Your photo' });
  await expectLoaded(preview);
  await expect(phone.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(phone, 'the profile with a photo');
  await shootBoth(phone, 'member-photo-profile');
  await phone.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(phone, 'Profile updated successfully!')).toBeVisible();

  // Stored square, without EXIF.
  const me = await call<{ photoUrl: string }>(request, irisAuth.token, 'get', `/api/users/${iris.id}`);
  expect(me.photoUrl).toMatch(/^\/api\/images\/\d+$/);
  const meta = await sharp(await (await request.get(me.photoUrl)).body()).metadata();
  expect([meta.width, meta.height, meta.exif]).toEqual([600, 600, undefined]);

  // My pass: the photo beside the name, above the code.
  await phone.goto('/dashboard/user/pass');
  await expect(phone.getByRole('img', { name: 'Your check-in code' })).toBeVisible(FIRST_PAINT);
  await expectLoaded(phone.getByRole('img', { name: photoName }));
  await expectNoAxeViolationsAtBothWidths(phone, 'My pass with a photo');
  await shootBoth(phone, 'member-photo-pass');

  // The desk scans the pass: the green answer shows the photo large.
  const desk = await pageFor(browser, staff);
  await desk.goto('/dashboard/staff/check-in');
  await expect(desk.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(FIRST_PAINT);
  const scanner = desk.getByLabel('Pass scanner');
  await scanner.fill((await call<CheckinPass>(request, irisAuth.token, 'get', '/api/checkin/pass')).token);
  await scanner.press('Enter');
  const answer = desk.locator('section[aria-live]');
  await expect(answer.getByText('Welcome in')).toBeVisible();
  await expectLoaded(answer.getByRole('img', { name: photoName }));
  await expectNoAxeViolationsAtBothWidths(desk, 'the desk’s answer with a photo');
  await shootBoth(desk, 'member-photo-desk-green');

  // The member's page at the desk shows it, with the camera input to take a new one.
  await desk.goto(`/dashboard/staff/members/${iris.id}`);
  await expect(desk.getByRole('heading', { level: 1, name: iris.fullname })).toBeVisible(FIRST_PAINT);
  await expectLoaded(desk.getByRole('img', { name: photoName }));
  const camera = desk.getByLabel('Photo', { exact: true });
  await expect(camera).toHaveAttribute('capture', 'user');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expectNoAxeViolationsAtBothWidths(desk, 'the member page with a photo');
  await shootBoth(desk, 'member-photo-member-page');

  // In Spanish: the pass and the desk's answer.
  const telefono = await pageFor(browser, irisAuth, 'es');
  await telefono.goto('/dashboard/user/pass');
  await expect(telefono.getByRole('img', { name: 'Tu código de entrada' })).toBeVisible(FIRST_PAINT);
  await expectLoaded(telefono.getByRole('img', { name: `Foto de ${iris.fullname}` }));
  await shootBoth(telefono, 'member-photo-pass-es');
  const recepcion = await pageFor(browser, staff, 'es');
  await recepcion.goto('/dashboard/staff/check-in');
  await expect(recepcion.getByRole('heading', { level: 1, name: 'Control de entrada' })).toBeVisible(FIRST_PAINT);
  const lector = recepcion.getByLabel('Lector de pases');
  await lector.fill((await call<CheckinPass>(request, irisAuth.token, 'get', '/api/checkin/pass')).token);
  await lector.press('Enter');
  const respuesta = recepcion.locator('section[aria-live]');
  await expectLoaded(respuesta.getByRole('img', { name: `Foto de ${iris.fullname}` }));
  await expectNoAxeViolationsAtBothWidths(recepcion, 'the desk’s answer in Spanish');
  await shootBoth(recepcion, 'member-photo-desk-green-es');
});
