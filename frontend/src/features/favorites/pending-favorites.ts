import type { Activity } from '@kah/api-contract';
import { randomUuid } from '../../lib/random-uuid';

/**
 * Favourite changes a signed-in user made while the API was unreachable. Kept in this browser (per user) until
 * the sync loop replays them; a pending add shows as a favourite with an id starting 'local-' (spec 000 section 4).
 */
export const PENDING_FAVORITES_STORAGE_KEY = 'kah.favorites.pending';

export interface PendingFavoriteOp {
  /** 'local-<uuid>': the id the item carries until the API has it. */
  id: string;
  userId: string;
  kind: 'add' | 'remove';
  activityId: string;
  activity: Activity | null;
  createdAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedOps: PendingFavoriteOp[] = [];

function readRaw(): string | null {
  try {
    return localStorage.getItem(PENDING_FAVORITES_STORAGE_KEY);
  } catch {
    return cachedRaw ?? null;
  }
}

function isOp(value: unknown): value is PendingFavoriteOp {
  if (typeof value !== 'object' || value === null) return false;
  const op = value as Partial<PendingFavoriteOp>;
  return typeof op.id === 'string' && typeof op.userId === 'string' && typeof op.activityId === 'string' && (op.kind === 'add' || op.kind === 'remove');
}

export function getPendingOps(): PendingFavoriteOp[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedOps = Array.isArray(parsed) ? parsed.filter(isOp) : [];
    } catch {
      cachedOps = [];
    }
  }
  return cachedOps;
}

function save(ops: PendingFavoriteOp[]): void {
  const raw = JSON.stringify(ops);
  try {
    if (ops.length === 0) localStorage.removeItem(PENDING_FAVORITES_STORAGE_KEY);
    else localStorage.setItem(PENDING_FAVORITES_STORAGE_KEY, raw);
  } catch {
    // Storage disabled: keep them in memory for this tab.
  }
  cachedRaw = readRaw();
  cachedOps = ops;
  listeners.forEach((l) => l());
}

export function pendingOpsFor(userId: string): PendingFavoriteOp[] {
  return getPendingOps().filter((op) => op.userId === userId);
}

/** Records the latest wish for an activity; it replaces an older pending one (adds and removes are idempotent on the API). */
export function queuePendingOp(userId: string, kind: PendingFavoriteOp['kind'], activityId: string, activity: Activity | null): PendingFavoriteOp {
  const op: PendingFavoriteOp = { id: `local-${randomUuid()}`, userId, kind, activityId, activity, createdAt: new Date().toISOString() };
  save([...getPendingOps().filter((o) => !(o.userId === userId && o.activityId === activityId)), op]);
  return op;
}

/** Drops the pending op for an activity (it reached the API, or a newer change made it moot). */
export function dropPendingOp(userId: string, activityId: string, opId?: string): void {
  const ops = getPendingOps();
  const next = ops.filter((o) => !(o.userId === userId && o.activityId === activityId && (opId === undefined || o.id === opId)));
  if (next.length !== ops.length) save(next);
}

export function subscribePendingOps(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PENDING_FAVORITES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
