import { isLanguage, isRole, type User } from '@gym/contract';
import { chooseLanguage } from './i18n.ts';

export const AUTH_STORAGE_KEY = 'auth';

export type AuthState = { user: User; token: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private modes, strict cookie settings): the app then keeps auth in memory only.
    return null;
  }
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The saved user has the contract's `User` shape, as the login answer (checked with the contract's schema) gave
 * it. Checked by hand: the store is read on every page, the landing page's too, which loads no zod.
 */
function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<keyof User, unknown>;
  return (
    Number.isInteger(user.id) &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    isRole(user.role) &&
    isTextOrNull(user.birthday) &&
    isTextOrNull(user.fullName) &&
    isTextOrNull(user.phone)
  );
}

/**
 * Reads the saved `{ user, token }` (spec §4). Both present and well-formed: restored. Anything else,
 * including JSON that does not parse, removes the entry so a broken value never lingers.
 */
export function readStoredAuth(): AuthState | null {
  const store = storage();
  const raw = store?.getItem(AUTH_STORAGE_KEY) ?? null;
  if (raw === null) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    if (saved && typeof saved === 'object' && 'user' in saved && 'token' in saved) {
      if (isUser(saved.user) && typeof saved.token === 'string' && saved.token !== '') {
        return { user: saved.user, token: saved.token };
      }
    }
  } catch {
    // Falls through to removing the entry.
  }
  store?.removeItem(AUTH_STORAGE_KEY);
  return null;
}

let current: AuthState | null = null;
let loaded = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * The signed-in user and token, outside React so the API client can read the token.
 * Components read it through `useAuth`.
 */
export const authStore = {
  get(): AuthState | null {
    if (!loaded) {
      current = readStoredAuth();
      loaded = true;
    }
    return current;
  },
  set(next: AuthState) {
    current = next;
    loaded = true;
    storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    // The account's language (login and the profile answer it) becomes the page's and this browser's choice.
    const language = (next.user as { language?: unknown }).language;
    if (isLanguage(language)) void chooseLanguage(language);
    emit();
  },
  updateUser(user: User) {
    const state = authStore.get();
    if (state) authStore.set({ ...state, user });
  },
  clear() {
    current = null;
    loaded = true;
    storage()?.removeItem(AUTH_STORAGE_KEY);
    emit();
  },
  /** Reads the saved entry again: after another tab changed it, and between tests. */
  reload() {
    loaded = false;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
