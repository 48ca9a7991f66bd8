import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** Spec: kids mode is persisted in local storage under 'kidsMode' and adds a body style class. */
export const KIDS_MODE_STORAGE_KEY = 'kidsMode';
export const KIDS_MODE_BODY_CLASS = 'kids-mode';

const listeners = new Set<() => void>();

export function readKidsMode(): boolean {
  try {
    return localStorage.getItem(KIDS_MODE_STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked (privacy mode): kids mode is simply off
  }
}

export function applyKidsModeClass(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.body.classList.toggle(KIDS_MODE_BODY_CLASS, on);
}

export function writeKidsMode(on: boolean): void {
  try {
    localStorage.setItem(KIDS_MODE_STORAGE_KEY, String(on));
  } catch {
    // Not persisted, but it still works for this visit.
  }
  applyKidsModeClass(on);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching kids mode changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KIDS_MODE_STORAGE_KEY) {
      applyKidsModeClass(readKidsMode());
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Kids mode on/off, shared by every component; the body class follows it. */
export function useKidsMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readKidsMode, () => false);
  useEffect(() => applyKidsModeClass(on), [on]);
  const set = useCallback((value: boolean) => writeKidsMode(value), []);
  return [on, set];
}
