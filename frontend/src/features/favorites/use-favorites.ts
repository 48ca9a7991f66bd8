import type { Activity } from '@kah/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { trackEvent } from '../../analytics/analytics-queue';
import { TOAST_DURATION_MS } from '../../constants/activity-constants';
import { useSignedInUserId } from '../auth/use-session';
import { SAVED_LOCALLY_MESSAGE, toggleAccountFavorite, useAccountFavorites } from './account-favorites';
import { getFavorites, subscribeFavorites, toggleFavorite } from './favorites-store';

export const ADDED_MESSAGE = 'Added to favorites! 🌟';
export const REMOVED_MESSAGE = 'Removed from favorites';

/** The signed-out list kept in this browser (spec key `favorites`). */
export function useFavorites(): Activity[] {
  return useSyncExternalStore(subscribeFavorites, getFavorites, getFavorites);
}

function bookmark(added: boolean, activityId: string): void {
  trackEvent({ event: added ? 'activity_bookmark' : 'activity_unbookmark', activityId, category: 'favorites' });
}

/** Heart state for one activity plus the toggle that toasts and (signed out) records the bookmark. */
export function useFavoriteToggle(activity: Activity): { isFavorite: boolean; toggle: () => void; busy: boolean } {
  const userId = useSignedInUserId();
  const local = useFavorites();
  const account = useAccountFavorites(userId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const isFavorite = userId ? account.items.some((i) => i.activityId === activity.id) : local.some((a) => a.id === activity.id);

  const toggle = useCallback(() => {
    if (!userId) {
      const added = toggleFavorite(activity);
      if (added) toast.success(ADDED_MESSAGE, { duration: TOAST_DURATION_MS });
      else toast(REMOVED_MESSAGE, { duration: TOAST_DURATION_MS });
      bookmark(added, activity.id);
      return;
    }
    // One call at a time per heart: a double tap cannot add and remove in a race.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    toggleAccountFavorite(queryClient, userId, activity, isFavorite)
      .then((outcome) => {
        switch (outcome) {
          case 'added':
            toast.success(ADDED_MESSAGE, { duration: TOAST_DURATION_MS });
            break;
          case 'saved-locally':
            toast.warning(SAVED_LOCALLY_MESSAGE, { duration: TOAST_DURATION_MS });
            break;
          case 'removed':
          case 'removed-locally':
            toast(REMOVED_MESSAGE, { duration: TOAST_DURATION_MS });
            break;
        }
        // No analytics event here: the favourites service publishes FavoriteAdded/Removed when the
        // change reaches the account (now, or when a local- change syncs) and analytics counts those.
      })
      .catch((error: unknown) => {
        toast.error(error instanceof Error ? error.message : 'Request failed', { duration: TOAST_DURATION_MS });
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  }, [activity, isFavorite, queryClient, userId]);
  return { isFavorite, toggle, busy };
}
