import type { CartItem } from '@gym/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, favouritesStore, readStoredFavourites, useFavourites } from './favourites.ts';

const item = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  gifUrl: '/images/exercises/chest.svg',
  name: `Exercise ${id}`,
  bodyPart: 'chest',
  target: 'pectorals',
  ...overrides,
});
const saved = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  favouritesStore.reload();
});

describe('favourites under the cart key (spec §3)', () => {
  it('loads what is saved', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([item(1), item(2)]));
    favouritesStore.reload();
    expect(favouritesStore.get()).toEqual([item(1), item(2)]);
  });

  it('adds once, removes, and saves every change', () => {
    favouritesStore.add(item(1));
    favouritesStore.add(item(2));
    favouritesStore.add(item(1));
    expect(saved()).toEqual([item(1), item(2)]);
    favouritesStore.remove(1);
    expect(saved()).toEqual([item(2)]);
    expect(favouritesStore.has(1)).toBe(false);
    favouritesStore.reload();
    expect(favouritesStore.get()).toEqual([item(2)]);
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['JSON that is not a list', '{"id":1}'],
  ])('starts empty and removes the entry when it holds %s', (_case, raw) => {
    localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(readStoredFavourites()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps the well-formed items of a list and each id once', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([item(1), { id: 'x' }, null, item(2, { name: undefined }), item(1, { name: 'Again' }), item(3)]),
    );
    expect(readStoredFavourites()).toEqual([item(1), item(3)]);
  });

  it('gives React the same list until it changes, and follows other tabs', () => {
    const { result } = renderHook(() => useFavourites());
    const first = result.current.items;
    expect(favouritesStore.get()).toBe(first);
    act(() => result.current.add(item(5)));
    expect(result.current.isFavourite(5)).toBe(true);

    // Another tab saves a different list: the storage event makes this tab read it.
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([item(7)]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.items).toEqual([item(7)]);
    expect(result.current.isFavourite(5)).toBe(false);
  });
});
