import { readFile } from 'node:fs/promises';
import { type MyData, myDataSchema } from '@gym/contract';
import {
  DEMO,
  expect,
  expectNoAxeViolationsAtBothWidths,
  login,
  memberWithPlan,
  openSettled,
  shootBoth,
  test,
} from './fixtures.ts';

/**
 * A member takes their own data away (docs/decisions/037): Download my data on the profile saves one JSON file that
 * holds their account, their plan and its payment, and no secret. In English and in Spanish, axe clean at 1280 and
 * 390 px.
 */

test('a member downloads their data from the profile, and the file holds their account', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const staff = await login(request, DEMO.staff);
  const member = await memberWithPlan(request, staff.token, { fullname: 'Dana Download' });
  await signIn(member);

  await openSettled(page, '/dashboard/user/profile');
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toContainText('one file (JSON)');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-[A-Za-z0-9_-]+-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  const data: MyData = myDataSchema.parse(JSON.parse(text));
  expect(data.profile).toMatchObject({ id: member.id, email: member.email, fullName: 'Dana Download' });
  expect(data.subscriptions.map((s) => s.plan)).toEqual([member.plan.name]);
  expect(data.payments).toEqual([expect.objectContaining({ status: 'Completed', plan: member.plan.name })]);
  expect(data.gym.timeZone).toBeTruthy();
  expect(text).not.toContain(member.password);
  expect(text).not.toMatch(/passwordHash|calendarSecret|staffNotes/);
  await expectNoAxeViolationsAtBothWidths(page, 'the member’s profile');
  await shootBoth(page, 'member-profile-my-data-en');

  await page.addInitScript(() => window.localStorage.setItem('gym.language', 'es'));
  await openSettled(page, '/dashboard/user/profile');
  const tarjeta = page.getByRole('region', { name: 'Tus datos' });
  await expect(tarjeta.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the member’s profile in Spanish');
  await shootBoth(page, 'member-profile-my-data-es');
});
