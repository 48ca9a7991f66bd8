import type { ActivityType } from '@kah/api-contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ActivityFilters,
  EMPTY_FILTERS,
  filtersToSearchParams,
  parseActivityFilters,
  toggleInList,
} from './activity-filters';

export interface ActivityFilterActions {
  filters: ActivityFilters;
  toggleType: (type: ActivityType) => void;
  toggleTag: (tag: string) => void;
  toggleFree: () => void;
  setSearch: (search: string) => void;
  clearAll: () => void;
}

export function useActivityFilters(): ActivityFilterActions {
  const [searchParams, setSearchParams] = useSearchParams();
  // Keyed by the query string so `filters` keeps its identity until the URL really changes.
  const key = searchParams.toString();
  const filters = useMemo(() => parseActivityFilters(new URLSearchParams(key)), [key]);

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
    // Typing replaces the history entry: Back should not step through every keystroke.
    setSearch: useCallback((search: string) => update((f) => ({ ...f, search }), { replace: true }), [update]),
    clearAll: useCallback(() => update(() => EMPTY_FILTERS), [update]),
  };
}
