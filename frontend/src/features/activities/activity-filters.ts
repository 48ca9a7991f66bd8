import type { ActivityType } from '@kah/api-contract';
import { isActivityType } from '../../constants/activity-constants';

/** The spec's filter state; it lives in the URL so a filtered list can be shared and Back works. */
export interface ActivityFilters {
  types: ActivityType[];
  tags: string[];
  free: boolean;
  search: string;
}

export const EMPTY_FILTERS: ActivityFilters = { types: [], tags: [], free: false, search: '' };

// URL keys mirror the API's query names.
const KEYS = { types: 'type', tags: 'tags', free: 'free', search: 'search' } as const;
const MAX_TAG_LENGTH = 40;
const MAX_SEARCH_LENGTH = 100;

/** Accepts `a,b` and repeated keys alike; drops blanks and duplicates. */
function readList(params: URLSearchParams, key: string): string[] {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  const free = params.get(KEYS.free);
  return {
    // Unknown types would make the API answer 400, so a hand-edited URL just ignores them.
    types: readList(params, KEYS.types).filter(isActivityType),
    tags: readList(params, KEYS.tags)
      .map((t) => t.toLowerCase())
      .filter((t) => t.length <= MAX_TAG_LENGTH),
    free: free === 'true' || free === '1',
    search: (params.get(KEYS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
  };
}

export function filtersToSearchParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types.length > 0) params.set(KEYS.types, filters.types.join(','));
  if (filters.tags.length > 0) params.set(KEYS.tags, filters.tags.join(','));
  if (filters.free) params.set(KEYS.free, 'true');
  const search = filters.search.trim();
  if (search) params.set(KEYS.search, search);
  return params;
}

export function countActiveFilters(filters: ActivityFilters): number {
  return filters.types.length + filters.tags.length + (filters.free ? 1 : 0);
}

export function hasAnyFilter(filters: ActivityFilters): boolean {
  return countActiveFilters(filters) > 0 || filters.search.trim() !== '';
}

export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
