import { type CartItem, cartItemSchema } from '@gym/contract';
import { useSyncExternalStore } from 'react';

/** Spec §3: favourite exercises live in the browser's local storage under this key, as a JSON array. */
export const CART_STORAGE_KEY = 'cart';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled: favourites then last as long as the tab.
    return null;
  }
}

/**
 * Reads the saved favourites. Items that are not well-formed are dropped one by one (and a repeated id kept
 * once); a value that is not a JSON array at all is removed, so a broken entry never lingers.
 */
export function readStoredFavourites(): CartItem[] {
  const store = storage();
  const raw = store?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw === null) return [];
  try {
    const saved: unknown = JSON.parse(raw);
    if (Array.isArray(saved)) {
      const items: CartItem[] = [];
      for (const entry of saved) {
        const item = cartItemSchema.safeParse(entry);
        if (item.success && !items.some((i) => i.id === item.data.id)) items.push(item.data);
      }
      return items;
    }
  } catch {
    // Falls through to removing the entry.
  }
  store?.removeItem(CART_STORAGE_KEY);
  return [];
}

let current: CartItem[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function save(next: CartItem[]) {
  current = next;
  loaded = true;
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage keeps the change for this tab only.
  }
  emit();
}

// Another tab changed the favourites (or cleared storage): read them again.
const onStorage = (event: StorageEvent) => {
  if (event.key === CART_STORAGE_KEY || event.key === null) favouritesStore.reload();
};

/**
 * The favourite exercises, outside React so every screen (and every tab) sees one list. The snapshot is a
 * new array only when the list changes, as `useSyncExternalStore` needs.
 */
export const favouritesStore = {
  get(): CartItem[] {
    if (!loaded) {
      current = readStoredFavourites();
      loaded = true;
    }
    return current;
  },
  has(id: number) {
    return favouritesStore.get().some((item) => item.id === id);
  },
  /** Adds an exercise once; adding it again changes nothing. */
  add(item: CartItem) {
    if (favouritesStore.has(item.id)) return;
    save([...favouritesStore.get(), item]);
  },
  remove(id: number) {
    if (!favouritesStore.has(id)) return;
    save(favouritesStore.get().filter((item) => item.id !== id));
  },
  /** Reads the saved list again: after another tab changed it, and between tests. */
  reload() {
    loaded = false;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
};

/** The favourites and the actions that change them; follows changes made in other tabs. */
export function useFavourites() {
  const items = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, favouritesStore.get);
  return {
    items,
    isFavourite: (id: number) => items.some((item) => item.id === id),
    add: favouritesStore.add,
    remove: favouritesStore.remove,
  };
}
