import { useSyncExternalStore } from 'react';
import { useSignedInUserId } from '../auth/use-session';
import { useAccountFavorites } from './account-favorites';
import { getFavorites, subscribeFavorites } from './favorites-store';

/** How many favourites the user has now (account list when signed in, else this browser's list): the menu badge. */
export function useFavoritesCount(): number {
  const userId = useSignedInUserId();
  const local = useSyncExternalStore(subscribeFavorites, getFavorites, getFavorites);
  const account = useAccountFavorites(userId);
  return userId ? account.items.length : local.length;
}
