import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  accountKeys,
  FAVORITES_SYNC_INTERVAL_MS,
  mergeLocalFavorites,
  syncPendingFavorites,
} from '../favorites/account-favorites';
import { getPendingOps, subscribePendingOps } from '../favorites/pending-favorites';
import { useSignedInUserId } from './use-session';

/**
 * Session side effects, mounted once with the providers. It never starts the session itself (no network call
 * while nobody is signed in):
 * - the signed-in user changes (sign-out, another account): every cached 'account' query is dropped;
 * - on sign-in: this browser's signed-out favourites are merged into the account, then pending changes replayed;
 * - while changes are pending: retried on `online`, on window focus and every 30 s.
 */
export function AccountEffects() {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  const hasPending = useSyncExternalStore(
    subscribePendingOps,
    () => userId !== null && getPendingOps().some((op) => op.userId === userId),
    () => false,
  );

  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.removeQueries({ queryKey: accountKeys.all });
    previous.current = userId;
    if (!userId) return;
    void mergeLocalFavorites(queryClient, userId).then(() => syncPendingFavorites(queryClient, userId));
  }, [queryClient, userId]);

  useEffect(() => {
    if (!userId || !hasPending) return undefined;
    const sync = () => void syncPendingFavorites(queryClient, userId);
    window.addEventListener('online', sync);
    window.addEventListener('focus', sync);
    const timer = window.setInterval(sync, FAVORITES_SYNC_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('focus', sync);
      window.clearInterval(timer);
    };
  }, [hasPending, queryClient, userId]);

  return null;
}
