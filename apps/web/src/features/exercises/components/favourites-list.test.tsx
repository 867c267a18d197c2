import { type CartItem, EXERCISE_MESSAGES } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/utils.tsx';
import { CART_STORAGE_KEY, favouritesStore } from '../favourites.ts';
import { FavouritesList } from './favourites-list.tsx';

const LONG: CartItem = {
  id: 7,
  gifUrl: '/images/exercises/upper-legs.svg',
  name: 'Single-Leg Romanian Deadlift With Pause',
  bodyPart: 'upper legs',
  target: 'cardiovascular system',
};
const SHORT: CartItem = {
  id: 3,
  gifUrl: '/images/exercises/chest.svg',
  name: 'Push-Up',
  bodyPart: 'chest',
  target: 'pectorals',
};

const save = (items: CartItem[]) => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  favouritesStore.reload();
};

beforeEach(() => favouritesStore.reload());

describe('favourite exercises (spec §2, §9)', () => {
  it("says 'No Favourite Exercises' when there are none", () => {
    renderWithApp(<FavouritesList />);
    expect(screen.getByText(EXERCISE_MESSAGES.favouritesEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse exercises' })).toHaveAttribute('href', '/exercise');
  });

  it('cuts names at 24 characters and body part and target at 15, keeping the full text for everyone', () => {
    save([LONG, SHORT]);
    renderWithApp(<FavouritesList />);
    const [first] = screen.getAllByRole('listitem');
    const item = within(first as HTMLElement);
    expect(item.getByText('Single-Leg Romanian Dead…')).toHaveAttribute('aria-hidden', 'true');
    expect(item.getByText('Single-Leg Romanian Dead…').parentElement).toHaveAttribute('title', LONG.name);
    expect(item.getByRole('link', { name: LONG.name })).toHaveAttribute('href', '/exercise/7');
    expect(item.getByText('Cardiovascular…')).toBeInTheDocument();
    expect(item.getByText('Cardiovascular system')).toHaveClass('sr-only');
    expect(item.getByText('Upper legs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Push-Up' })).toHaveAttribute('href', '/exercise/3');
  });

  it('removes an exercise from the list and from storage, then shows the empty state', async () => {
    save([LONG, SHORT]);
    renderWithApp(<FavouritesList />);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${LONG.name}` }));
    expect(await screen.findByText(EXERCISE_MESSAGES.removedFromFavourites)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: LONG.name })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([SHORT]);
    // Focus moves on to the next item's button rather than getting lost.
    expect(screen.getByRole('button', { name: 'Remove Push-Up' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Push-Up' }));
    expect(screen.getByText(EXERCISE_MESSAGES.favouritesEmpty)).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([]);
  });
});
