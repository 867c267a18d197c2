import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEY, type AuthState, authStore } from './auth-store.ts';
import { notify } from './toasts.tsx';

export const LOGOUT_MESSAGE = 'Logout successfully';

/** The signed-in user (or null) and the actions that change it. */
export function useAuth() {
  // A prerendered page is rendered for a visitor who is not logged in: hydration starts from that and then
  // shows the stored user, so the markup React takes over matches the server's.
  const state = useSyncExternalStore(authStore.subscribe, authStore.get, () => null);
  const logout = useCallback(() => {
    authStore.clear();
    notify.success(LOGOUT_MESSAGE);
  }, []);
  const login = useCallback((next: AuthState) => authStore.set(next), []);
  return {
    user: state?.user ?? null,
    token: state?.token ?? null,
    login,
    logout,
    updateUser: authStore.updateUser,
  };
}

/** Follows logins and logouts made in other tabs. */
export function useAuthStorageSync() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) authStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
