import type { ActivityType } from '@kah/api-contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  type ActivityFilters,
  type ActivitySort,
  EMPTY_FILTERS,
  clampRadius,
  defaultSort,
  filtersToSearchParams,
  locationFromNavigationState,
  parseActivityFilters,
  readSort,
  toggleInList,
} from './activity-filters';

export interface ActivityFilterActions {
  filters: ActivityFilters;
  toggleType: (type: ActivityType) => void;
  toggleTag: (tag: string) => void;
  toggleFree: () => void;
  toggleOpenNow: () => void;
  setSearch: (search: string) => void;
  setRadius: (radius: number) => void;
  setSort: (sort: ActivitySort) => void;
  clearLocation: () => void;
  clearAll: () => void;
}

/** URL filters, plus a location handed over in router state (the spec's `searchFilters`) when the URL has none. */
function resolveFilters(search: string, state: unknown): ActivityFilters {
  const params = new URLSearchParams(search);
  const fromUrl = parseActivityFilters(params);
  if (fromUrl.location) return fromUrl;
  const location = locationFromNavigationState(state);
  if (!location) return fromUrl;
  return { ...fromUrl, location, sort: readSort(params.get('sort'), location) };
}

export function useActivityFilters(): ActivityFilterActions {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  // Keyed by the query string so `filters` keeps its identity until the URL really changes.
  const key = searchParams.toString();
  const filters = useMemo(() => resolveFilters(key, state), [key, state]);

  // A location that came only through router state is mirrored into the URL (replacing the entry)
  // so reload, Back and sharing keep it. The replace drops the state, so this runs once.
  const stateOnly = filters.location !== null && !new URLSearchParams(key).has('lat');
  useEffect(() => {
    if (stateOnly) setSearchParams(filtersToSearchParams(filters), { replace: true, preventScrollReset: true });
  }, [stateOnly, filters, setSearchParams]);

  const update = useCallback(
    (change: (current: ActivityFilters) => ActivityFilters, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => filtersToSearchParams(change(parseActivityFilters(current))), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  return {
    filters,
    toggleType: useCallback((type: ActivityType) => update((f) => ({ ...f, types: toggleInList(f.types, type) })), [update]),
    toggleTag: useCallback((tag: string) => update((f) => ({ ...f, tags: toggleInList(f.tags, tag) })), [update]),
    toggleFree: useCallback(() => update((f) => ({ ...f, free: !f.free })), [update]),
    toggleOpenNow: useCallback(() => update((f) => ({ ...f, openNow: !f.openNow })), [update]),
    // Typing replaces the history entry: Back should not step through every keystroke.
    setSearch: useCallback((search: string) => update((f) => ({ ...f, search }), { replace: true }), [update]),
    // Dragging the radius would otherwise add one history entry per kilometre.
    setRadius: useCallback(
      (radius: number) =>
        update((f) => (f.location ? { ...f, location: { ...f.location, radius: clampRadius(radius) } } : f), { replace: true }),
      [update],
    ),
    setSort: useCallback((sort: ActivitySort) => update((f) => ({ ...f, sort })), [update]),
    // Without a location, nearest-first makes no sense: fall back to the default order.
    clearLocation: useCallback(
      () => update((f) => ({ ...f, location: null, sort: f.sort === 'distance' ? defaultSort(null) : f.sort })),
      [update],
    ),
    clearAll: useCallback(() => update(() => EMPTY_FILTERS), [update]),
  };
}
