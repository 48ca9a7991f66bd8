import type { NavigationItem } from '@kah/api-contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FALLBACK_NAVIGATION } from '../layout/navigation/fallback-navigation';
import { apiClient } from './api-client';

export const navigationKeys = { tree: ['navigation', 'tree'] as const };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 000 section 5: only ids that look like UUIDs are tracked, so the fixed fallback ids never are. */
export function isTrackableNavigationId(id: string): boolean {
  return UUID.test(id);
}

/** The served tree; the static fallback while it loads or when it cannot be fetched (offline, gateway down, empty answer). */
export function useNavigationTree(): { items: NavigationItem[]; isFallback: boolean } {
  const query = useQuery({
    queryKey: navigationKeys.tree,
    queryFn: ({ signal }) => apiClient.getNavigationTree(signal),
    select: (response) => response.data,
  });
  const served = query.data;
  if (served && served.length > 0) return { items: served, isFallback: false };
  return { items: FALLBACK_NAVIGATION, isFallback: true };
}

/** Fire-and-forget: a failed count must never get in the way of the navigation itself. */
export function trackNavigationClick(id: string): void {
  if (!isTrackableNavigationId(id)) return;
  apiClient.trackNavigationClick(id).catch(() => undefined);
}

export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: (email: string) => apiClient.subscribeNewsletter(email) });
}
