import type {
  Collection,
  DEFAULT_COLLECTION_COLOR as ContractColor,
  DEFAULT_COLLECTION_ICON as ContractIcon,
  FavoriteItem,
} from '@kah/api-contract';
import { apiRequest } from './api-client';

// Shapes from the favourites contract (packages/api-contract/src/favorites.ts); types only, so zod stays out of the bundle.
export type { FavoriteItem };
export type FavoriteCollection = Collection;

export interface CollectionInput {
  name: string;
  description?: string;
  color?: string;
  icon?: string;
  isPublic?: boolean;
}

// Re-declared (the contract's values would pull zod into the bundle); the types keep them equal.
export const DEFAULT_COLLECTION_COLOR: string = '#FF69B4' satisfies typeof ContractColor;
export const DEFAULT_COLLECTION_ICON: string = 'heart' satisfies typeof ContractIcon;

const collectionPath = (id: string) => `/favorites/collections/${encodeURIComponent(id)}`;

/** The signed-in user's favourites and collections; every call carries the bearer token. */
export const favoritesApi = {
  list: (signal?: AbortSignal) => apiRequest<{ items: FavoriteItem[] }>('/favorites', { signal }),
  add: (activityId: string) => apiRequest<FavoriteItem>('/favorites', { method: 'POST', body: { activityId } }),
  remove: (activityId: string) => apiRequest<void>(`/favorites/${encodeURIComponent(activityId)}`, { method: 'DELETE' }),
  merge: (activityIds: string[]) => apiRequest<{ items: FavoriteItem[] }>('/favorites/merge', { method: 'POST', body: { activityIds } }),
  listCollections: (signal?: AbortSignal) => apiRequest<{ items: FavoriteCollection[] }>('/favorites/collections', { signal }),
  createCollection: (body: CollectionInput) => apiRequest<FavoriteCollection>('/favorites/collections', { method: 'POST', body }),
  updateCollection: (id: string, body: Partial<CollectionInput>) => apiRequest<FavoriteCollection>(collectionPath(id), { method: 'PATCH', body }),
  deleteCollection: (id: string) => apiRequest<void>(collectionPath(id), { method: 'DELETE' }),
  addToCollection: (id: string, activityId: string) =>
    apiRequest<FavoriteCollection>(`${collectionPath(id)}/activities`, { method: 'POST', body: { activityId } }),
  removeFromCollection: (id: string, activityId: string) =>
    apiRequest<FavoriteCollection>(`${collectionPath(id)}/activities/${encodeURIComponent(activityId)}`, { method: 'DELETE' }),
};
