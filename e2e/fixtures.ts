import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { LoginResponse, Plan, Role, Trainer } from '@gym/contract';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';

/** The demo accounts of decisions §5, loaded into the test server's fresh database. */
export const DEMO: Record<Role, { email: string; password: string; username: string }> = {
  admin: { email: 'admin@gym.test', password: 'Admin1234', username: 'admin' },
  staff: { email: 'staff@gym.test', password: 'Staff1234', username: 'staff' },
  trainer: { email: 'trainer@gym.test', password: 'Trainer1234', username: 'trainer' },
  user: { email: 'member@gym.test', password: 'Member1234', username: 'member' },
};

/** The test server runs with the default gym time zone. */
export const GYM_ZONE = 'UTC';

let counter = 0;
/** `prefix` and a tag no other call, test or worker gets. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${process.pid % 1000}${++counter}`;

/** A person's name made unique: the name rule takes letters, not digits, so the tag's digits are spelled as letters. */
export const uniqueName = (name: string) =>
  `${name} ${unique('')
    .slice(-6)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] as string)}`;

/** Logs in through the API (no page involved), for a token to set things up with. */
export async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as LoginResponse;
}

/** Calls the API with a token (none when empty) and checks the status; answers the body. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  { data, status = method === 'post' ? 201 : 200 }: { data?: unknown; status?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await request[method](path, { data, headers });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** A toast: react-hot-toast announces each one in a polite status region, holding its text alone. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: exactly(text) });

/** A new member's details, unique per call. */
export function newMember() {
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`.slice(-10);
  return {
    username: `m_${tag}`,
    email: `m${tag}@example.com`,
    password: 'Secret123',
    fullname: 'Test Member',
    phone: '+12125550123',
  };
}

/**
 * A new trainer account made by the admin, with the full name given (callers make it unique when a screen must tell
 * it apart): its trainer list item and its login.
 */
export async function newTrainer(
  request: APIRequestContext,
  adminToken: string,
  fullName: string,
  specialty = 'Mobility',
) {
  const username = unique('coach_');
  const account = { email: `${username}@example.com`, password: 'Coach1234' };
  await call(request, adminToken, 'post', '/api/users/create-by-admin', {
    data: {
      role: 'trainer',
      username,
      ...account,
      birthday: '1990-05-05',
      fullName,
      specialty,
      experience: 4,
      pricePerHour: 40,
    },
  });
  const trainers = await call<Trainer[]>(request, adminToken, 'get', '/api/trainer');
  return { ...(trainers.find((t) => t.user.username === username) as Trainer), account };
}

/**
 * A new front-desk account of its own: a test that switches its language in the header (kept on the account) then
 * leaves the demo staff's, which tests running beside it read, as it was.
 */
export async function newStaff(request: APIRequestContext, adminToken: string, fullName: string) {
  const username = unique('desk_');
  const account = { email: `${username}@example.com`, password: 'Desk12345' };
  await call(request, adminToken, 'post', '/api/users/create-by-admin', {
    data: { role: 'staff', username, ...account, fullName },
  });
  return account;
}

/**
 * A new member holding a running plan bought at the desk (`deskToken`: staff or admin): by default the first plan
 * without a member limit, or the one named. Answers the member's details (to sign in), id and plan.
 */
export async function memberWithPlan(
  request: APIRequestContext,
  deskToken: string,
  options: { fullname?: string; planName?: string } = {},
) {
  const details = { ...newMember(), ...(options.fullname ? { fullname: options.fullname } : {}) };
  await call(request, '', 'post', '/api/auth/register', { data: details });
  const member = (await login(request, details)).user;
  const plans = await call<Plan[]>(request, deskToken, 'get', '/api/plan');
  const plan = plans.find((p) => (options.planName ? p.name === options.planName : p.maxMembers === null)) as Plan;
  const paid = await call<{ payment: { id: number } }>(request, deskToken, 'post', '/api/payment', {
    data: { userId: member.id, amount: plan.price, paymentMethod: 'Cash', planId: plan.id },
  });
  await call(request, deskToken, 'post', '/api/subscription', {
    data: { userId: member.id, planId: plan.id, paymentId: paid.payment.id },
  });
  return { ...details, id: member.id, plan };
}

/**
 * Opens the landing page and waits until React has taken over its prerendered markup: before that the page reads
 * and its links work, but its widgets (FAQ, carousel, forms, menus) do not answer yet.
 */
export async function gotoLanding(page: Page, path = '/') {
  await page.goto(path);
  await page.locator('[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs a visitor up through the register form (the page is left on whatever the form does next). */
export async function registerThroughForm(page: Page, member: ReturnType<typeof newMember>) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Full name').fill(member.fullname);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Phone').fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: /register|sign up|create account/i }).click();
}

type Fixtures = {
  /** Logs in through the API and puts the session where the app keeps it, before any page loads. */
  signIn: (account: { email: string; password: string }) => Promise<LoginResponse>;
  /** Registers a member through the API. */
  registerMember: () => Promise<ReturnType<typeof newMember>>;
};

export const test = base.extend<Fixtures>({
  signIn: async ({ page, request }, use) => {
    await use(async (account) => {
      const res = await request.post('/api/auth/login', { data: account });
      expect(res.ok(), await res.text()).toBeTruthy();
      const auth = (await res.json()) as LoginResponse;
      await page.addInitScript(
        (value) => {
          window.localStorage.setItem('auth', value);
        },
        JSON.stringify({ user: auth.user, token: auth.token }),
      );
      return auth;
    });
  },
  registerMember: async ({ request }, use) => {
    await use(async () => {
      const member = newMember();
      const res = await request.post('/api/auth/register', { data: member });
      expect(res.status(), await res.text()).toBe(201);
      return member;
    });
  },
});
export { expect };

/** The newest code e-mailed to `email`, read from the server's outbox (no SMTP in tests). */
export async function resetCodeFor(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox');
  let code: string | undefined;
  await expect
    .poll(() => {
      const files = (() => {
        try {
          return readdirSync(outbox)
            .filter((f) => f.endsWith(`${email}.eml`))
            .sort();
        } catch {
          return [];
        }
      })();
      const last = files.at(-1);
      // Undo quoted-printable soft line breaks before reading the code.
      const text = last ? readFileSync(join(outbox, last), 'utf8').replace(/=\r?\n/g, '') : '';
      code = /code to reset[^\n]*?(\d{6})/.exec(text)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/**
 * Screenshots at the two widths we design for, for a person to look at. From the top of the page: a full-page
 * shot of a scrolled page draws the sticky header where the window was.
 */
export async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

/** `shoot`, then checks that the page does not scroll sideways at 390 px, and goes back to 1280 px. */
export async function shootBoth(page: Page, name: string) {
  await shoot(page, name);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} scrolls sideways`,
  ).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Opens `path` and waits until everything on it has loaded: hydrated, scrolled to the bottom and back (what loads on
 * the way is there), the network quiet, and no spinner or 'Loading...' left in the page.
 */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The prerendered landing page shows its heading before React runs; what loads near the viewport (the contact
  // form) watches the scroll only from hydration on, so a scroll before it would load nothing.
  await page.locator('[data-hydrated]').waitFor({ state: 'attached' });
  // Wait at the bottom until every loading status has gone: on a busy machine the observer may see the contact form
  // only after the network has gone quiet, and back at the top nothing would start that load. What arrives on the
  // way (the trainers, a language's texts) makes the page taller, so each try scrolls to the bottom as it is now.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('main [role="status"]')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
}

/** Runs axe on the page as it is now; `what` names it in the failure. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** Opens `path`, waits until it has settled, and checks it with axe. */
export async function expectNoViolations(page: Page, path: string) {
  await openSettled(page, path);
  await expectNoAxeViolations(page, path);
}

/** The two widths we design for, with the height a window of each has. */
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * axe on what the page shows now, at 1280 px and then narrowed to 390 px without loading it again: the layout
 * answers the width through CSS, media-query listeners and resize observers, so one load serves both widths (a load
 * per width doubled the time of every accessibility walk). Each width's violations are reported on their own, and a
 * failure at one width does not hide the other's; so is a page that scrolls sideways. Leaves the page at 1280 px.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, what: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // Two frames: resize observers and media-query listeners run, and what they re-render is painted.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect.soft(summary, `axe violations on ${what} at ${size.width} px`).toEqual([]);
    expect
      .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`)
      .toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(WIDTHS[0]);
}

/** A screen for an accessibility walk: its path, and the page heading that proves it is not a not-found page. */
export type Screen = { path: string; heading?: string };

/**
 * Opens each screen in turn on one page, settled, checks its heading when given, and runs axe at both widths
 * (`expectNoAxeViolationsAtBothWidths`). One test walks many screens as one signed-in person: a test per screen
 * and width spent most of its time starting a browser context and loading the app. Failures are soft, so one run
 * names every screen with a problem.
 */
export async function expectScreensAccessible(page: Page, screens: Screen[], as = 'a visitor') {
  test.setTimeout(30_000 + screens.length * 20_000);
  await page.setViewportSize(WIDTHS[0]);
  for (const { path, heading } of screens) {
    await openSettled(page, path);
    if (heading)
      await expect
        .soft(page.getByRole('heading', { level: 1, name: heading, exact: true }), `${path} as ${as}`)
        .toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, `${path} as ${as}`);
  }
}

/** A dialog for an accessibility walk: the screen it opens from, the button that opens it, and its name. */
export type DialogToOpen = { path: string; button: string; dialog: string };

/** Opens each dialog from its screen, waits until its contents have loaded, and runs axe on it at both widths. */
export async function expectDialogsAccessible(page: Page, dialogs: DialogToOpen[], as = 'a visitor') {
  test.setTimeout(30_000 + dialogs.length * 20_000);
  await page.setViewportSize(WIDTHS[0]);
  for (const { path, button, dialog } of dialogs) {
    await openSettled(page, path);
    await page.getByRole('button', { name: button }).first().click();
    const opened = page.getByRole('dialog', { name: dialog });
    await expect(opened).toBeVisible();
    await expect(opened.locator('[role="status"]')).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page, `the ${dialog} dialog on ${path} as ${as}`);
  }
}

/** A page of its own for a signed-in person (the member's phone, the desk's computer), in the language asked. */
export async function pageFor(browser: Browser, auth: LoginResponse, language: 'en' | 'es' = 'en') {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ value, lang }) => {
      window.localStorage.setItem('auth', value);
      window.localStorage.setItem('gym.language', lang);
    },
    { value: JSON.stringify({ user: auth.user, token: auth.token }), lang: language },
  );
  return context.newPage();
}

/**
 * A gym of its own for a spec that changes what every other spec relies on (the settings, the whole data): the built
 * server on a fresh database without demo data, with one admin, on the test port + `portOffset`. A fresh database
 * migrates and loads the exercise catalogue first: slow on a busy machine, so call it with a long timeout.
 */
export const ownGymPort = (portOffset: number) => Number(process.env.E2E_PORT ?? 4173) + portOffset;
export const ownGymURL = (portOffset: number) => `http://127.0.0.1:${ownGymPort(portOffset)}`;

export async function startOwnGym(
  portOffset: number,
  admin: { email: string; password: string; username: string; name: string },
): Promise<() => void> {
  const port = ownGymPort(portOffset);
  const baseURL = ownGymURL(portOffset);
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-e2e-own-'));
  const env = { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', PORT: String(port), HOST: '127.0.0.1' };
  execFileSync(
    'node',
    [
      'apps/server/dist/create-admin.js',
      `--email=${admin.email}`,
      `--username=${admin.username}`,
      `--password=${admin.password}`,
      `--name=${admin.name}`,
    ],
    { env, stdio: 'pipe' },
  );
  const server: ChildProcess = spawn('node', ['apps/server/dist/server.js'], {
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => undefined))?.status, { timeout: 120_000 })
    .toBe(200);
  return () => server.kill('SIGTERM');
}
