import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../test/utils.tsx';
import { AUTH_STORAGE_KEY, authStore, readStoredAuth } from './auth-store.ts';

describe('saved auth (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('restores user and token when both are saved', () => {
    const user = makeUser();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user, token: 'abc' }));
    expect(readStoredAuth()).toEqual({ user, token: 'abc' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });

  it.each([
    ['no token', { user: makeUser() }],
    ['an empty token', { user: makeUser(), token: '' }],
    ['no user', { token: 'abc' }],
    ['a user without a role', { user: { ...makeUser(), role: undefined }, token: 'abc' }],
    ['a user with an unknown role', { user: { ...makeUser(), role: 'owner' }, token: 'abc' }],
    ['a user whose id is text', { user: { ...makeUser(), id: '1' }, token: 'abc' }],
    ['a user without a username', { user: { ...makeUser(), username: undefined }, token: 'abc' }],
    ['not an object', 'just text'],
  ])('removes the entry when it has %s', (_case, saved) => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(saved));
    expect(readStoredAuth()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('removes the entry when it is not JSON', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(readStoredAuth()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('starts signed out when nothing is saved', () => {
    authStore.reload();
    expect(authStore.get()).toBeNull();
  });

  it('saves on login, swaps the user on update and removes everything on clear', () => {
    const user = makeUser();
    authStore.set({ user, token: 't1' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual({ user, token: 't1' });

    authStore.updateUser({ ...user, fullName: 'Jane Smith' });
    expect(authStore.get()).toEqual({ user: { ...user, fullName: 'Jane Smith' }, token: 't1' });

    authStore.clear();
    expect(authStore.get()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers about changes', () => {
    let calls = 0;
    const unsubscribe = authStore.subscribe(() => {
      calls += 1;
    });
    authStore.set({ user: makeUser(), token: 't' });
    authStore.clear();
    unsubscribe();
    authStore.set({ user: makeUser(), token: 't' });
    expect(calls).toBe(2);
  });
});
