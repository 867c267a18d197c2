import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  expectScreensAccessible,
  gotoLanding,
  login,
  memberWithPlan,
  newMember,
  openSettled,
  shootBoth,
  test,
  toast,
} from './fixtures.ts';

/** The e-mails the server wrote to `email` (no SMTP in tests), decoded from quoted-printable. */
function mailsTo(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(outbox, file), 'latin1').replace(/=\r?\n/g, '');
    const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('sees the landing page in Spanish, with the page’s language set', async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Entrena con un plan. Hazte más fuerte en equipo.',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Planes de entrenamiento' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
    // The plans' durations are Spanish plurals.
    await expect(
      page
        .locator('#plans')
        .getByText(/^\d+ días$/)
        .first(),
    ).toBeVisible();
    await shootBoth(page, 'languages-landing-es');
  });

  test('registers in Spanish, reads Spanish field errors and gets a Spanish welcome e-mail', async ({ page }) => {
    const member = newMember();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await page.getByLabel('Nombre de usuario').fill(member.username);
    await page.getByLabel('Nombre completo').fill('Lucía Gómez');
    await page.getByLabel('Correo electrónico', { exact: true }).fill('no-es-un-correo');
    await page.getByLabel('Teléfono').fill(member.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Introduce un correo electrónico válido')).toBeVisible();
    await shootBoth(page, 'languages-register-es');

    await page.getByLabel('Correo electrónico', { exact: true }).fill(member.email);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(toast(page, '¡Registro completado!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

    await expect.poll(() => mailsTo(member.email).length).toBe(1);
    const [welcome] = mailsTo(member.email);
    expect(welcome).toContain('Hola, Lucía Gómez:');
    expect(welcome).toContain(`Tu cuenta de Pulse Gym ya está lista. Tu nombre de usuario es ${member.username}.`);
    expect(welcome).toContain('<html lang="es">');
  });

  test('switches to English in the header, and English stays after a reload', async ({ page }) => {
    await gotoLanding(page);
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Train with a plan. Get stronger together.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await page.locator('[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Train with a plan. Get stronger together.');
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the switcher fits the header at 390 px beside the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoLanding(page);
    const switcher = page.getByLabel('Idioma');
    await expect(switcher).toBeVisible();
    const box = await switcher.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.locator('header summary')).toHaveAttribute('aria-label', 'Menú');
    await switcher.selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Train with a plan. Get stronger together.');
    await expect(page.locator('header summary')).toHaveAttribute('aria-label', 'Menu');
  });

  test.describe('accessibility in Spanish', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the public pages have no axe violations at 1280 and 390 px', async ({ page }) => {
      const paths = ['/', '/login', '/register', '/forgot-password', '/no-such-page'];
      await expectScreensAccessible(
        page,
        paths.map((path) => ({ path })),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  });
});

test('a member’s language choice is kept on their account', async ({ page, request, signIn, registerMember }) => {
  const member = await registerMember();
  const account = { email: member.email, password: member.password };
  const languageOnAccount = async () => {
    const res = await request.post('/api/auth/login', { data: account });
    return ((await res.json()) as { user: { language: string } }).user.language;
  };
  expect(await languageOnAccount()).toBe('en');
  await signIn(account);
  await gotoLanding(page);
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrena con un plan. Hazte más fuerte en equipo.');
  await expect.poll(languageOnAccount).toBe('es');
});

test.describe('a Spanish-speaking member and admin in their dashboards', () => {
  test.use({ locale: 'es-ES' });

  test('read the booking screen, their sessions and the back office in Spanish, within a phone’s width', async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const desk = await login(request, DEMO.admin);
    const member = await memberWithPlan(request, desk.token, { fullname: 'Lucía Gómez' });
    await signIn(member);
    await openSettled(page, '/dashboard/user/register-training');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservar una sesión de entrenamiento' })).toBeVisible();
    await expect(page.getByText('Hora de inicio')).toBeVisible();
    await shootBoth(page, 'languages-booking-es');
    await openSettled(page, '/dashboard/user/training-sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis sesiones de entrenamiento' })).toBeVisible();
    await expectNoAxeViolations(page, 'training sessions in Spanish');
    await shootBoth(page, 'languages-sessions-es');
    await openSettled(page, '/exercise');
    await expect(page.getByRole('heading', { level: 1, name: 'Ejercicios' })).toBeVisible();
    await shootBoth(page, 'languages-exercises-es');

    await page.evaluate(() => localStorage.removeItem('auth'));
    await signIn(DEMO.admin);
    await openSettled(page, '/dashboard/admin');
    await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();
    await expectNoAxeViolations(page, 'the admin dashboard in Spanish');
    await shootBoth(page, 'languages-admin-es');
    await openSettled(page, '/dashboard/admin/gymrooms');
    await expect(page.getByRole('heading', { level: 1, name: 'Salas' })).toBeVisible();
    await shootBoth(page, 'languages-rooms-es');
    await openSettled(page, '/dashboard/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
    await shootBoth(page, 'languages-settings-es');
  });
});
