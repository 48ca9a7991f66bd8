import type { Activity } from '@kah/api-contract';

/** The spec's key: favourites are whole activity objects kept in this browser. */
export const FAVORITES_STORAGE_KEY = 'favorites';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedList: Activity[] = [];

function readRaw(): string | null {
  try {
    return localStorage.getItem(FAVORITES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Activity[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((a): a is Activity => typeof a === 'object' && a !== null && typeof (a as Activity).id === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Stable snapshot for useSyncExternalStore: a new array only when storage actually changed. */
export function getFavorites(): Activity[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parse(raw);
  }
  return cachedList;
}

function save(list: Activity[]): void {
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: keep the in-memory list so the heart still reflects the tap.
    cachedRaw = JSON.stringify(list);
    cachedList = list;
  }
  listeners.forEach((l) => l());
}

export function isFavorite(id: string): boolean {
  return getFavorites().some((a) => a.id === id);
}

/** Adds or removes the activity; returns true when it is now a favourite. */
export function toggleFavorite(activity: Activity): boolean {
  const list = getFavorites();
  if (list.some((a) => a.id === activity.id)) {
    save(list.filter((a) => a.id !== activity.id));
    return false;
  }
  save([...list, activity]);
  return true;
}

export function subscribeFavorites(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed favourites: refresh hearts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVORITES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Empties the signed-out list (after it has been merged into an account). */
export function clearFavorites(): void {
  if (getFavorites().length > 0) save([]);
}
