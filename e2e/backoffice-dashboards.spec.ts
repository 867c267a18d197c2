import {
  type AdminStats,
  FEEDBACK_MESSAGES,
  type Feedback,
  type LoginResponse,
  PLAN_MESSAGES,
  STATS_MESSAGES,
  todayIn,
} from '@gym/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, GYM_ZONE, shoot, shootBoth, test, toast } from './fixtures.ts';

/** One of the segments of a filter: the label is what is seen and clicked; the radio inside it is for the keyboard. */
const segment = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as LoginResponse).token;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Letters only (the contact form's name rule), and unique enough to find among the others. */
const lettersTag = () =>
  Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] as string);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

test('the admin dashboard counts six things at once and charts six months of revenue with the growth rate', async ({
  page,
  signIn,
  request,
}) => {
  const { token } = await signIn(DEMO.admin);
  const stats = (await (await request.get('/api/stats/admin', { headers: bearer(token) })).json()) as AdminStats;
  await page.goto('/dashboard/admin');
  const main = page.getByRole('main');

  const glance = main.getByRole('region', { name: 'At a glance' });
  for (const [label, value] of [
    ['Staff', stats.counts.staff],
    ['Subscribers', stats.counts.subscribers],
    ['Plans', stats.counts.plans],
    ['Feedbacks', stats.counts.feedbacks],
    ['Trainers', stats.counts.trainers],
    ['Gym rooms', stats.counts.gymRooms],
  ] as const) {
    await expect(glance.getByRole('listitem').filter({ hasText: label })).toContainText(value.toLocaleString('en-US'));
  }
  await expect(glance.getByText('...')).toHaveCount(0);

  const revenue = main.getByRole('region', { name: 'Revenue, last 6 months' });
  // Six bars, one per month (the drawing, hidden from screen readers), and the same six months as text for them.
  await expect(revenue.locator('[aria-hidden="true"] > div > ol:first-child > li')).toHaveCount(6);
  const rows = revenue.getByRole('table', { name: 'Revenue, last 6 months' }).getByRole('row');
  await expect(rows).toHaveCount(7);
  expect(stats.revenue).toHaveLength(6);
  for (const [i, month] of stats.revenue.entries()) {
    await expect(rows.nth(i + 1)).toContainText(`${MONTHS[month.month - 1]} ${month.year}`);
  }
  // Like with like (decisions §3): this month so far against the same days of the previous month, as the server says.
  const { growth } = stats;
  const span = ({ from, to }: { from: string; to: string }) => {
    const [first, last] = [Number(from.slice(8)), Number(to.slice(8))];
    return `${MONTHS[Number(from.slice(5, 7)) - 1]} ${first === last ? first : `${first}–${last}`}`;
  };
  expect(growth.current.to).toBe(todayIn(GYM_ZONE));
  if (growth.rate === null) {
    await expect(revenue.getByText('n/a', { exact: true })).toBeVisible();
    await expect(revenue).toContainText(
      `No revenue in ${span(growth.previous)} to compare ${span(growth.current)} with.`,
    );
  } else {
    const rate = Math.round(growth.rate * 10) / 10;
    const shown = rate === 0 ? '0.0 %' : `${rate > 0 ? '+' : '-'}${Math.abs(rate).toFixed(1)} %`;
    await expect(revenue.getByText(shown, { exact: true })).toBeVisible();
    await expect(revenue).toContainText(`${span(growth.current)} ($`);
    await expect(revenue).toContainText(`compared with ${span(growth.previous)} ($`);
  }

  await expect(main.getByRole('region', { name: 'Active subscriptions by plan type' }).getByRole('row')).toHaveCount(5);
  await expect(main.getByRole('region', { name: 'Accounts by role' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByText(STATS_MESSAGES.loadFailed)).toHaveCount(0);
  await shoot(page, 'admin-dashboard');
});

test('the staff and trainer dashboards count their own things', async ({ page, signIn }) => {
  await signIn(DEMO.staff);
  await page.goto('/dashboard/staff');
  const glance = page.getByRole('main').getByRole('region', { name: 'At a glance' });
  await expect(glance.getByText(/^\d+ unprocessed$/)).toBeVisible();
  await expect(glance.getByText(/^\d+ running$/)).toBeVisible();
  await expect(glance.getByText(/^\d+ upcoming$/)).toBeVisible();
  await expect(glance.getByRole('link', { name: /^Feedbacks/ })).toHaveAttribute('href', '/dashboard/staff/feedbacks');
  await shoot(page, 'staff-dashboard');
});

test('the trainer dashboard counts their members and sessions', async ({ page, signIn }) => {
  await signIn(DEMO.trainer);
  await page.goto('/dashboard/trainer');
  const glance = page.getByRole('main').getByRole('region', { name: 'At a glance' });
  await expect(glance.getByRole('listitem')).toHaveCount(3);
  await expect(glance.getByText('...')).toHaveCount(0);
  await expect(glance.getByRole('listitem').filter({ hasText: 'My sessions' })).toContainText(/\d/);
  await shoot(page, 'trainer-dashboard');
});

test('staff process a feedback, and it stays processed after a reload', async ({ page, signIn, request }) => {
  // A member's fresh feedback, so that the test knows which one it processes (the list is newest first).
  const message = `The rowing machines need a service ${Date.now()}`;
  const memberToken = await tokenOf(request, DEMO.user);
  const posted = await request.post('/api/feedback', {
    headers: bearer(memberToken),
    data: { message, rating: 3 },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as Feedback;

  await signIn(DEMO.staff);
  await page.goto('/dashboard/staff');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff\/feedbacks$/);
  const card = page.getByRole('article').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card.getByText('Processed', { exact: true })).toHaveCount(0);
  await shoot(page, 'staff-feedbacks');

  await card.getByRole('button', { name: /^Process feedback/ }).click();
  await expect(toast(page, FEEDBACK_MESSAGES.processed)).toBeVisible();
  await expect(card.getByText('Processed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Process feedback/ })).toBeDisabled();

  await page.reload();
  await expect(card.getByText('Processed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Process feedback/ })).toBeDisabled();

  await segment(page, 'Unprocessed').click();
  await expect(page.getByRole('radio', { name: 'Unprocessed' })).toBeChecked();
  await expect(page).toHaveURL(/show=unprocessed/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await segment(page, 'Processed').click();
  await expect(page.getByRole('radio', { name: 'Processed', exact: true })).toBeChecked();
  await expect(card).toBeVisible();

  const staffToken = await tokenOf(request, DEMO.staff);
  const processed = (await (
    await request.get('/api/feedback?processed=true', { headers: bearer(staffToken) })
  ).json()) as Feedback[];
  expect(processed.map((f) => f.id)).toContain(id);
});

test('staff delete a feedback after confirming', async ({ page, signIn, request }) => {
  const message = `Please fix the lockers ${Date.now()}`;
  const memberToken = await tokenOf(request, DEMO.user);
  expect(
    (await request.post('/api/feedback', { headers: bearer(memberToken), data: { message, rating: 2 } })).status(),
  ).toBe(201);

  await signIn(DEMO.staff);
  await page.goto('/dashboard/staff/feedbacks');
  const card = page.getByRole('article').filter({ hasText: message });
  await card.getByRole('button', { name: /^Delete feedback/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this feedback?' });
  await expect(dialog).toContainText(message);
  await shoot(page, 'staff-feedback-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, FEEDBACK_MESSAGES.deleted)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the admin and a trainer read the feedback; only the admin may delete it', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await page.goto('/dashboard/admin/feedbacks');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Delete feedback/ }),
  ).toBeVisible();
  await shoot(page, 'admin-feedbacks');
});

test('a trainer reads the feedback without buttons', async ({ page, signIn }) => {
  await signIn(DEMO.trainer);
  await page.goto('/dashboard/trainer');
  await page.getByRole('navigation', { name: 'Trainer area' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff\/feedbacks$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /process|delete/i })).toHaveCount(0);
  await shoot(page, 'trainer-feedbacks');
});

test('a trainer sees the plans without edit buttons, reads one, and cannot open create-plane', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.trainer);
  await page.goto('/dashboard/trainer');
  await page.getByRole('navigation', { name: 'Trainer area' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff\/plans$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  expect(await main.getByRole('article').count()).toBeGreaterThanOrEqual(4);
  await expect(main.getByRole('link', { name: /edit/i })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'New plan' })).toHaveCount(0);
  await expect(main.getByRole('button')).toHaveCount(0);
  // Back at 1280 px after the shots: below it the area's menu is a button, which is not a plan's.
  await shootBoth(page, 'trainer-plans');

  await main.getByRole('link', { name: 'View plan' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/plan\/\d+$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Amenities' })).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button')).toHaveCount(0);
  await shoot(page, 'trainer-plan');

  await page.goto('/dashboard/admin/create-plane');
  await expect(main.getByRole('heading', { level: 1, name: 'This page is not open to your account' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/trainer');
});

test('the admin creates a plan, edits it and deletes it with the confirmation dialog', async ({
  page,
  signIn,
  request,
}) => {
  // A whole plan's life, with screenshots of each step at two widths.
  test.slow();
  const name = `Weekend Warrior ${Date.now()}`;
  await signIn(DEMO.admin);
  await page.goto('/dashboard/admin');
  await page.getByRole('banner').getByRole('link', { name: 'Create Plan' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/create-plane$/);
  const main = page.getByRole('main');

  // The rules first: nothing is sent while a field is wrong.
  await main.getByRole('button', { name: 'Create plan' }).click();
  await expect(main.getByText(PLAN_MESSAGES.nameRequired)).toBeVisible();
  await expect(main.getByText(PLAN_MESSAGES.imageUrlRequired)).toBeVisible();

  await main.getByLabel('Name').fill(name);
  await main.getByLabel('Description').fill('Saturdays and Sundays, every class.');
  await main.getByLabel('Price (USD)').fill('42.50');
  await main.getByLabel('Duration (days)').fill('45');
  await main.getByLabel('Plan type').selectOption('Premium');
  await main.getByLabel('Max members').fill('12');
  await main.getByLabel('Image URL').fill('/images/plans/premium.svg');
  await main.getByRole('checkbox', { name: 'Water stations' }).check();
  const preview = main.getByRole('img', { name: 'Preview of the plan image' });
  await expect(preview).toHaveAttribute('src', '/images/plans/premium.svg');
  await expect(preview).toHaveJSProperty('complete', true);
  await shoot(page, 'create-plan');

  await main.getByRole('button', { name: 'Create plan' }).click();
  await expect(toast(page, PLAN_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/plans$/);
  const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('$42.50');
  await expect(card).toContainText('45 days');
  await expect(card).toContainText('Up to 12 members');
  await shoot(page, 'admin-plans');

  await card.getByRole('link', { name: 'Edit plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/plan\/\d+$/);
  const planId = Number(/plan\/(\d+)$/.exec(page.url())?.[1]);
  await expect(main.getByLabel('Name')).toHaveValue(name);
  await main.getByLabel('Price (USD)').fill('39.99');
  await main.getByLabel('Image URL').fill('/images/plans/diamond.svg');
  await expect(preview).toHaveAttribute('src', '/images/plans/diamond.svg');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, PLAN_MESSAGES.updated)).toBeVisible();
  await page.reload();
  await expect(main.getByLabel('Price (USD)')).toHaveValue('39.99');
  await expect(main.getByLabel('Image URL')).toHaveValue('/images/plans/diamond.svg');
  await expect(main.getByRole('checkbox', { name: 'Water stations' })).toBeChecked();
  await shoot(page, 'edit-plan');

  await main.getByRole('button', { name: 'Delete plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this plan?' });
  await expect(dialog).toContainText(`${name} · $39.99 · 45 days`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shoot(page, 'delete-plan-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get(`/api/plan/${planId}`)).status()).toBe(200);

  await main.getByRole('button', { name: 'Delete plan' }).click();
  await dialog.getByRole('button', { name: 'Delete plan' }).click();
  await expect(toast(page, PLAN_MESSAGES.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/plans$/);
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.get(`/api/plan/${planId}`)).status()).toBe(404);
});

test('a plan that members hold is not deleted: the admin is told to retire it instead', async ({
  page,
  signIn,
  request,
}) => {
  const { token } = await signIn(DEMO.admin);
  const subscriptions = (await (await request.get('/api/subscription', { headers: bearer(token) })).json()) as {
    planId: number;
  }[];
  const held = subscriptions[0]?.planId;
  expect(held).toBeDefined();

  await page.goto(`/dashboard/admin/plan/${held}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Delete plan' }).click();
  await page.getByRole('dialog', { name: 'Delete this plan?' }).getByRole('button', { name: 'Delete plan' }).click();
  await expect(toast(page, PLAN_MESSAGES.hasSubscriptions)).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: PLAN_MESSAGES.hasSubscriptions })).toBeVisible();
  await expect(main.getByText(/save to retire it/)).toBeVisible();
  expect((await request.get(`/api/plan/${held}`)).status()).toBe(200);
  await shoot(page, 'delete-plan-refused');
});

test('staff see every plan with Edit, and open staff/plan/{id}', async ({ page, signIn }) => {
  await signIn(DEMO.staff);
  await page.goto('/dashboard/staff');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff\/plans$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'New plan' })).toBeVisible();
  await shoot(page, 'staff-plans');
  // A demo plan by name: the newest card may be one another test is about to delete.
  const demoPlan = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Premium Quarterly' }) });
  await demoPlan.getByRole('link', { name: 'Edit plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff\/plan\/\d+$/);
  await expect(main.getByLabel('Name')).toHaveValue('Premium Quarterly');
  await expect(main.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'All plans' })).toHaveAttribute('href', '/dashboard/staff/plans');
});

test('staff open contact-us and find a message by search', async ({ page, signIn, request }) => {
  const name = `Visitor ${lettersTag()}`;
  const sent = await request.post('/api/contact', {
    data: { name, email: 'visitor@example.com', city: 'Lisbon', phone: '+12125550123', message: 'Do you have a sauna' },
  });
  expect(sent.status()).toBe(201);

  await signIn(DEMO.staff);
  await page.goto('/dashboard/staff');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Contact messages' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/contact-us$/);
  const main = page.getByRole('main');
  const newest = main.getByRole('article').first();
  await expect(newest.getByRole('heading', { name })).toBeVisible();
  await expect(newest.getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute(
    'href',
    'mailto:visitor@example.com',
  );
  await expect(newest.getByRole('link', { name: '(212) 555-0123' })).toHaveAttribute('href', 'tel:+12125550123');
  await expect(newest).toContainText('Lisbon');
  await expect(newest).toContainText('Do you have a sauna');
  await expect(newest.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
  await shoot(page, 'contact-us');

  await main.getByRole('searchbox', { name: 'Search messages' }).fill(name);
  await expect(page).toHaveURL(/q=Visitor/);
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(main.getByText('1 message', { exact: true })).toBeVisible();
});

test('the admin finds the undelivered e-mails in the menu; staff may not open them', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await page.goto('/dashboard/admin');
  const main = page.getByRole('main');
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Undelivered e-mail' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/undelivered-mail$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Undelivered e-mail' })).toBeVisible();
  // The demo's mail goes to the outbox folder, which never refuses one.
  await expect(main.getByText('Every e-mail has gone out')).toBeVisible();
  await shootBoth(page, 'admin-undelivered-mail');

  await signIn(DEMO.staff);
  await page.goto('/dashboard/admin/undelivered-mail');
  await expect(main.getByRole('heading', { level: 1, name: 'This page is not open to your account' })).toBeVisible();
});
