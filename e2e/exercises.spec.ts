import { EXERCISE_MESSAGES } from '@gym/contract';
import { DEMO, expect, test } from './fixtures.ts';

test('a visitor searches, filters by body part, opens an exercise and comes back to the same list', async ({
  page,
}) => {
  await page.goto('/exercise');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercises' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/Page 1 of \d+/);

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('curl');
  await expect(page).toHaveURL(/\?search=curl$/);
  await expect(page.getByRole('link', { name: 'Hammer Curl' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Barbell Bench Press' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Lower arms' }).click();
  await expect(page).toHaveURL(/\?search=curl&bodyPart=lower\+arms$/);
  await expect(page.getByRole('heading', { name: '5 exercises' })).toBeVisible();
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Hammer Curl' })).toHaveCount(0);
  for (const text of await cards.allTextContents()) expect(text).toMatch(/^Lower arms/);

  // Back undoes the filter; forward brings it back.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Hammer Curl' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Lower arms' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Zottman Curl' }).click();
  await expect(page).toHaveURL(/\/exercise\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zottman Curl' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('img', { name: /lower arms/ })).toBeVisible();
  await expect(page.getByText('Log in as a member to keep your favourite exercises.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to exercises' }).click();
  await expect(page).toHaveURL(/\/exercise\?search=curl&bodyPart=lower\+arms$/);
  await expect(page.getByRole('searchbox', { name: 'Search exercises' })).toHaveValue('curl');
});

test('an unknown exercise says so', async ({ page }) => {
  await page.goto('/exercise/999999');
  await expect(page.getByRole('heading', { level: 1, name: EXERCISE_MESSAGES.notFound })).toBeVisible();
});

test('a member keeps favourites: add from the exercise page, see them listed, remove them', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.user);
  await page.goto('/exercise?search=overhead%20dumbbell');
  await page.getByRole('link', { name: 'Overhead Dumbbell Triceps Extension' }).click();
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText(EXERCISE_MESSAGES.addedToFavourites)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  const longId = page.url().split('/').at(-1);

  await page.goto('/exercise?search=push-up&bodyPart=chest');
  await page.getByRole('link', { name: 'Push-Up', exact: true }).click();
  await page.getByRole('button', { name: 'Add to favourites' }).click();

  // The list survives a reload: it lives in local storage under `cart`.
  await page.goto('/dashboard/user/favourite-exercises');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite exercises' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Favourite exercises' }).getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.first()).toContainText('Overhead Dumbbell Tricep…');
  await expect(list.first()).toContainText('Upper arms');
  const link = page.getByRole('link', { name: 'Overhead Dumbbell Triceps Extension' });
  await expect(link).toHaveAttribute('href', `/exercise/${longId}`);
  const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'));
  expect(saved.map((item: { name: string }) => item.name)).toEqual(['Overhead Dumbbell Triceps Extension', 'Push-Up']);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overhead Dumbbell Triceps Extension' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to favourites' }).click();

  await page.getByRole('button', { name: 'Remove Overhead Dumbbell Triceps Extension' }).click();
  await expect(list).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Push-Up' }).click();
  await expect(page.getByText(EXERCISE_MESSAGES.favouritesEmpty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(EXERCISE_MESSAGES.favouritesEmpty)).toBeVisible();
});
