import { AUTH_MESSAGES, PHONE_MESSAGES } from '@gym/contract';
import { DEMO, expect, newMember, registerThroughForm, resetCodeFor, test } from './fixtures.ts';

test.describe('accounts', () => {
  test('a visitor registers, logs in, edits the profile and logs out', async ({ page }) => {
    const member = newMember();
    await registerThroughForm(page, member);
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    // Nobody sent the member to the login page: they land on their own home.
    await expect(page).toHaveURL(/\/dashboard\/user$/);

    const header = page.getByRole('banner');
    await header.getByRole('link', { name: member.username }).click();
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await page
      .getByRole('main')
      .getByRole('link', { name: /profile/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);

    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
    await page.getByLabel('Full name').fill('Renamed Member');
    await page.getByLabel('Birthday').fill('1990-04-12');
    await page.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/dashboard/user/profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Renamed Member');
    await expect(page.getByLabel('Birthday')).toHaveValue('1990-04-12');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /logout/i })
      .click();
    await expect(page.getByText('Logout successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
  });

  test('the register form shows the spec messages before sending anything', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Full name').fill("Sarah O'Neil");
    await page.getByLabel('Email').fill('Jane@Example.com');
    await page.getByLabel('Phone').fill('(555) 010-2024');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: /register|sign up|create account/i }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText(PHONE_MESSAGES.invalid('US'))).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible();
    await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the server refuses one of the most common passwords, with its message on the field', async ({ page }) => {
    await registerThroughForm(page, { ...newMember(), fullname: 'José Álvarez-Núñez', password: 'password1' });
    await expect(page.getByText(AUTH_MESSAGES.passwordCommon).first()).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a taken e-mail shows the server message on the field', async ({ page, registerMember }) => {
    const existing = await registerMember();
    const member = { ...newMember(), email: existing.email };
    await registerThroughForm(page, member);
    await expect(page.getByText('Email already exists').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('login shows Logging in... and disables its inputs while pending, and the server message on failure', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.user.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    release();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEnabled();
  });

  // One test per account: four logins in a row do not fit one test's time on a busy machine.
  for (const role of ['admin', 'staff', 'trainer', 'user'] as const) {
    test(`the ${role} demo account logs in and reaches its dashboard`, async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(DEMO[role].email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO[role].password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      // With no page to return to, each person lands on their own home.
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /logout/i })
        .click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    });
  }
});

test.describe('route guards', () => {
  for (const role of ['admin', 'staff', 'trainer', 'user'] as const) {
    test(`the ${role} area counts down, sends a visitor to login, and login returns there`, async ({ page }) => {
      await page.goto(`/dashboard/${role}/profile`);
      await expect(page.getByText('redirecting to you in 3 seconds')).toBeVisible();
      await expect(page.getByText('redirecting to you in 2 seconds')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

      await page.getByLabel('Email').fill(DEMO[role].email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO[role].password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}/profile$`));
      await expect(page.getByLabel('Username')).toHaveValue(DEMO[role].username);
    });
  }

  test('a member who opens the admin area is told it is not theirs, and finds their own dashboard', async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO.user);
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { name: 'This page is not open to your account' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user$/);
  });

  test("a trainer who opens the admin's create-plane stays signed in and is told so, not sent to login", async ({
    page,
    signIn,
  }) => {
    // Staff may create plans (spec §2 lets them reuse the screen); trainers may not (decisions §4).
    await signIn(DEMO.trainer);
    await page.goto('/dashboard/admin/create-plane');
    await expect(page.getByRole('heading', { name: 'This page is not open to your account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO.trainer.username })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Trainer area' })).toBeVisible();
    // Past the guard's 3 s: still here, no countdown.
    await page.waitForTimeout(3_500);
    await expect(page).toHaveURL(/\/dashboard\/admin\/create-plane$/);
    await expect(page.getByText(/redirecting to you in/)).toHaveCount(0);
  });

  test('a stale token is turned away too', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'auth',
        JSON.stringify({
          user: {
            id: 1,
            username: 'admin',
            email: 'admin@gym.test',
            role: 'admin',
            birthday: null,
            fullName: null,
            phone: null,
          },
          token: 'not.a.token',
        }),
      );
    });
    await page.goto('/dashboard/admin');
    await expect(page.getByText(/redirecting to you in \d seconds/)).toBeVisible();
  });
});

test('a member resets a forgotten password with the e-mailed code', async ({ page, registerMember }) => {
  const member = await registerMember();
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(member.email);
  await page
    .getByRole('button', { name: /send|code/i })
    .first()
    .click();
  await expect(page.getByText(/we have e-mailed it a 6-digit code/).first()).toBeVisible();

  const code = await resetCodeFor(member.email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Changed123');
  await page.getByLabel('Confirm new password').fill('Changed123');
  await page.getByRole('button', { name: /reset|change|set/i }).click();
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Changed123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
});
