import type { Activity } from '@kah/api-contract';
import { useCallback, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { trackEvent } from '../../analytics/analytics-queue';
import { TOAST_DURATION_MS } from '../../constants/activity-constants';
import { getFavorites, subscribeFavorites, toggleFavorite } from './favorites-store';

export function useFavorites(): Activity[] {
  return useSyncExternalStore(subscribeFavorites, getFavorites, getFavorites);
}

/** Heart state for one activity plus the toggle that toasts and records the bookmark. */
export function useFavoriteToggle(activity: Activity): { isFavorite: boolean; toggle: () => void } {
  const favorites = useFavorites();
  const isFavorite = favorites.some((a) => a.id === activity.id);
  const toggle = useCallback(() => {
    const added = toggleFavorite(activity);
    if (added) toast.success('Added to favorites! 🌟', { duration: TOAST_DURATION_MS });
    else toast('Removed from favorites', { duration: TOAST_DURATION_MS });
    trackEvent({
      event: added ? 'activity_bookmark' : 'activity_unbookmark',
      activityId: activity.id,
      category: 'favorites',
    });
  }, [activity]);
  return { isFavorite, toggle };
}
