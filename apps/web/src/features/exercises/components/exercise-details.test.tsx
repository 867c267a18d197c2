import { EXERCISE_MESSAGES, type Exercise } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { CART_STORAGE_KEY, favouritesStore } from '../favourites.ts';
import { ExerciseDetails } from './exercise-details.tsx';
import { FAVOURITES_LOGIN_HINT } from './favourite-toggle.tsx';

const PULL_UP: Exercise = {
  id: 4,
  name: 'Pull-Up',
  bodyPart: 'back',
  target: 'lats',
  equipment: 'pull-up bar',
  instructions: ['Hang from the bar.', 'Pull up.', 'Lower down.'],
  gifUrl: '/images/exercises/back.svg',
};

const show = (id = '4', state?: unknown) => {
  mockApi({
    'GET /api/exercises/4': () => ({ body: PULL_UP }),
    'GET /api/exercises/99': () => ({ status: 404, body: { message: EXERCISE_MESSAGES.notFound } }),
  });
  return renderWithApp(<ExerciseDetailsAt />, {
    path: '/exercise/:exerciseId',
    initialEntries: [{ pathname: `/exercise/${id}`, state }],
  });
};

function ExerciseDetailsAt() {
  return <ExerciseDetails idParam={useParams().exerciseId} />;
}

beforeEach(() => favouritesStore.reload());

describe('an exercise page', () => {
  it('shows the image, name, body part, target, equipment and numbered steps', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pull-Up' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /back/i })).toHaveAttribute('src', '/images/exercises/back.svg');
    expect(screen.getByText('lats')).toBeInTheDocument();
    expect(screen.getByText('pull-up bar')).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1Hang from the bar.', '2Pull up.', '3Lower down.']);
    expect(screen.getByRole('link', { name: 'All exercises' })).toHaveAttribute('href', '/exercise');
  });

  it('goes back to the list it came from, filters included', async () => {
    show('4', { from: '/exercise?bodyPart=back&page=2' });
    expect(await screen.findByRole('link', { name: 'Back to exercises' })).toHaveAttribute(
      'href',
      '/exercise?bodyPart=back&page=2',
    );
  });

  it('lets a member add and remove it from the favourites, with a toast each time', async () => {
    signIn('user');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByText(EXERCISE_MESSAGES.addedToFavourites)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      { id: 4, gifUrl: PULL_UP.gifUrl, name: 'Pull-Up', bodyPart: 'back', target: 'lats' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByText(EXERCISE_MESSAGES.removedFromFavourites)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
  });

  it('asks a visitor to log in instead', async () => {
    show();
    expect(await screen.findByText(FAVOURITES_LOGIN_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows staff no favourite button', async () => {
    signIn('staff');
    show();
    await screen.findByRole('heading', { level: 1, name: 'Pull-Up' });
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(screen.queryByText(FAVOURITES_LOGIN_HINT)).not.toBeInTheDocument();
  });

  it.each(['99', 'abc'])("says 'Exercise not found' for /exercise/%s", async (id) => {
    show(id);
    expect(await screen.findByRole('heading', { name: EXERCISE_MESSAGES.notFound })).toBeInTheDocument();
  });
});
