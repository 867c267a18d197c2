import { useSyncExternalStore } from 'react';

/**
 * Scans the desk could not send (no network): kept in the browser's storage with their time, so a reload or a
 * closed tab keeps them, and sent with `scannedAt` when the network is back; the server judges each at that time
 * (docs/decisions/024). Refusals found then are shown to the desk, who were already let in.
 */
export type QueuedScan = {
  id: string;
  scannedAt: string;
  /** A scanned pass, or a member chosen by search (then their name, to show while it waits). */
  token?: string;
  userId?: number;
  name?: string;
};

const KEY = 'gym.checkin.queue';
const listeners = new Set<() => void>();
let cache: { raw: string | null; scans: QueuedScan[] } = { raw: null, scans: [] };

function read(): QueuedScan[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return cache.scans;
  }
  if (raw === cache.raw) return cache.scans;
  let scans: QueuedScan[] = [];
  try {
    const parsed = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) scans = parsed.filter((s) => s && typeof s.id === 'string');
  } catch {
    scans = [];
  }
  cache = { raw, scans };
  return scans;
}

function write(scans: QueuedScan[]) {
  const raw = JSON.stringify(scans);
  try {
    localStorage.setItem(KEY, raw);
  } catch {
    // Storage full or refused: the queue lives in this page until it is sent.
  }
  cache = { raw, scans };
  for (const listener of listeners) listener();
}

export const scanQueue = {
  list: read,
  add(scan: Omit<QueuedScan, 'id' | 'scannedAt'>, at = new Date()) {
    const queued: QueuedScan = {
      ...scan,
      id: `${at.getTime()}-${Math.random().toString(36).slice(2)}`,
      scannedAt: at.toISOString(),
    };
    write([...read(), queued]);
    return queued;
  },
  remove(id: string) {
    write(read().filter((scan) => scan.id !== id));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export const useScanQueue = () => useSyncExternalStore(scanQueue.subscribe, scanQueue.list, () => []);

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network (it is sure only when it says no). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
