import type { Activity } from '@kah/api-contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '../../api/api-error';
import { favoritesApi, type FavoriteItem } from '../../api/favorites-api';
import { clearFavorites, getFavorites } from './favorites-store';
import { dropPendingOp, getPendingOps, pendingOpsFor, queuePendingOp, subscribePendingOps, type PendingFavoriteOp } from './pending-favorites';

/** Every query that holds one user's data starts with 'account'; signing out removes them all. */
export const accountKeys = {
  all: ['account'] as const,
  favorites: (userId: string) => ['account', userId, 'favorites'] as const,
  collections: (userId: string) => ['account', userId, 'collections'] as const,
};

export const SAVED_LOCALLY_MESSAGE = 'Activity saved locally (API unavailable)';
/** While changes are waiting, the sync loop also retries on this interval (besides `online` and focus). */
export const FAVORITES_SYNC_INTERVAL_MS = 30_000;
/** The merge endpoint takes at most this many ids per call. */
const MERGE_BATCH = 500;

/** No answer, or the server failed: worth keeping the change and retrying later. A 4xx will not fix itself. */
export function isApiUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The account list as the user should see it: the server's, minus pending removes, plus pending adds ('local-' ids), newest first. */
export function effectiveFavorites(serverItems: readonly FavoriteItem[], ops: readonly PendingFavoriteOp[]): FavoriteItem[] {
  const removed = new Set(ops.filter((o) => o.kind === 'remove').map((o) => o.activityId));
  const kept = serverItems.filter((i) => !removed.has(i.activityId));
  const have = new Set(kept.map((i) => i.activityId));
  const local: FavoriteItem[] = ops
    .filter((o) => o.kind === 'add' && !have.has(o.activityId))
    .map((o) => ({ id: o.id, activityId: o.activityId, createdAt: o.createdAt, notes: null, activity: o.activity }))
    .reverse();
  return [...local, ...kept];
}

function setServerItems(queryClient: QueryClient, userId: string, update: (items: FavoriteItem[]) => FavoriteItem[]): void {
  queryClient.setQueryData<FavoriteItem[]>(accountKeys.favorites(userId), (items) => update(items ?? []));
}

export type ToggleOutcome = 'added' | 'removed' | 'saved-locally' | 'removed-locally';

/**
 * Signed-in heart: POST or DELETE. When the API cannot be reached (network error, 5xx) the change is kept in this
 * browser ('local-' id) and replayed by the sync loop. A 4xx (e.g. 'Activity not found') is thrown for the caller to show.
 */
export async function toggleAccountFavorite(
  queryClient: QueryClient,
  userId: string,
  activity: Activity,
  currentlyFavorite: boolean,
): Promise<ToggleOutcome> {
  if (!currentlyFavorite) {
    try {
      const item = await favoritesApi.add(activity.id);
      dropPendingOp(userId, activity.id);
      setServerItems(queryClient, userId, (items) => [{ ...item, activity: item.activity ?? activity }, ...items.filter((i) => i.activityId !== item.activityId)]);
      return 'added';
    } catch (error) {
      if (!isApiUnavailable(error)) throw error;
      queuePendingOp(userId, 'add', activity.id, activity);
      return 'saved-locally';
    }
  }
  // Only ever added in this browser: forgetting the pending add is enough unless the server has it too.
  const onServer = (queryClient.getQueryData<FavoriteItem[]>(accountKeys.favorites(userId)) ?? []).some((i) => i.activityId === activity.id);
  if (!onServer && pendingOpsFor(userId).some((o) => o.activityId === activity.id && o.kind === 'add')) {
    dropPendingOp(userId, activity.id);
    return 'removed';
  }
  try {
    await favoritesApi.remove(activity.id);
    dropPendingOp(userId, activity.id);
    setServerItems(queryClient, userId, (items) => items.filter((i) => i.activityId !== activity.id));
    return 'removed';
  } catch (error) {
    if (!isApiUnavailable(error)) throw error;
    // Spec: if the remove call fails the item is removed locally anyway.
    queuePendingOp(userId, 'remove', activity.id, activity);
    return 'removed-locally';
  }
}

const syncing = new Map<string, Promise<boolean>>();

/**
 * Replays this user's pending changes in order; each one that the API accepts (or rejects for good, 4xx) is cleared.
 * Stops at the first 'unavailable' and answers false (the loop tries again later). Single flight per user.
 */
export function syncPendingFavorites(queryClient: QueryClient, userId: string): Promise<boolean> {
  const running = syncing.get(userId);
  if (running) return running;
  const run = (async () => {
    const ops = pendingOpsFor(userId);
    if (ops.length === 0) return true;
    let done = true;
    for (const op of ops) {
      try {
        if (op.kind === 'add') {
          const item = await favoritesApi.add(op.activityId);
          setServerItems(queryClient, userId, (items) => [{ ...item, activity: item.activity ?? op.activity }, ...items.filter((i) => i.activityId !== item.activityId)]);
        } else {
          await favoritesApi.remove(op.activityId);
          setServerItems(queryClient, userId, (items) => items.filter((i) => i.activityId !== op.activityId));
        }
      } catch (error) {
        if (isApiUnavailable(error)) {
          done = false;
          break;
        }
      }
      dropPendingOp(userId, op.activityId, op.id);
    }
    await queryClient.invalidateQueries({ queryKey: accountKeys.favorites(userId) });
    return done;
  })().finally(() => syncing.delete(userId));
  syncing.set(userId, run);
  return run;
}

/**
 * On sign-in: the favourites saved in this browser while signed out join the account (POST /api/favorites/merge);
 * the account list is then the source of truth and the browser's signed-out list is emptied. If the API is
 * unreachable they become pending adds for the sync loop instead, so nothing is lost.
 */
export async function mergeLocalFavorites(queryClient: QueryClient, userId: string): Promise<void> {
  const local = getFavorites();
  if (local.length === 0) return;
  const ids = [...new Set(local.map((a) => a.id))];
  try {
    let items: FavoriteItem[] = [];
    for (let i = 0; i < ids.length; i += MERGE_BATCH) {
      ({ items } = await favoritesApi.merge(ids.slice(i, i + MERGE_BATCH)));
    }
    queryClient.setQueryData<FavoriteItem[]>(accountKeys.favorites(userId), items);
  } catch (error) {
    if (!isApiUnavailable(error)) return;
    for (const activity of local) queuePendingOp(userId, 'add', activity.id, activity);
  }
  clearFavorites();
}

function usePendingOps(): PendingFavoriteOp[] {
  return useSyncExternalStore(subscribePendingOps, getPendingOps, getPendingOps);
}

/** The signed-in user's favourites (server list merged with pending local changes); empty when userId is null. */
export function useAccountFavorites(userId: string | null) {
  const query = useQuery({
    queryKey: accountKeys.favorites(userId ?? ''),
    queryFn: async ({ signal }) => (await favoritesApi.list(signal)).items,
    enabled: userId !== null,
  });
  const ops = usePendingOps();
  const items = useMemo(
    () => (userId ? effectiveFavorites(query.data ?? [], ops.filter((o) => o.userId === userId)) : []),
    [userId, query.data, ops],
  );
  const pendingCount = userId ? ops.filter((o) => o.userId === userId).length : 0;
  return { items, pendingCount, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
