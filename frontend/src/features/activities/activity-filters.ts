import type { ActivityType } from '@kah/api-contract';
import { isActivityType } from '../../constants/activity-constants';
import {
  DEFAULT_LOCATION_NAME,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  NEARBY_RADIUS_KM,
} from '../../constants/discovery-constants';

export type ActivitySort = 'popular' | 'distance' | 'title';
export const ACTIVITY_SORTS: readonly ActivitySort[] = ['distance', 'popular', 'title'];

/** Where "near" means: the spec's `searchFilters.location` ({ lat, lng, radius, name }). */
export interface ActivityLocation {
  lat: number;
  lng: number;
  /** Kilometres, a whole number between MIN_RADIUS_KM and MAX_RADIUS_KM. */
  radius: number;
  /** Shown in the chip, e.g. 'Your Location'. */
  name: string;
}

/** The spec's filter state; it lives in the URL so a filtered list can be shared and Back works. */
export interface ActivityFilters {
  types: ActivityType[];
  tags: string[];
  free: boolean;
  search: string;
  location: ActivityLocation | null;
  sort: ActivitySort;
  openNow: boolean;
}

export const EMPTY_FILTERS: ActivityFilters = {
  types: [],
  tags: [],
  free: false,
  search: '',
  location: null,
  sort: 'popular',
  openNow: false,
};

// URL keys mirror the API's query names; `near` is the location's display name (UI only).
const KEYS = {
  types: 'type',
  tags: 'tags',
  free: 'free',
  search: 'search',
  lat: 'lat',
  lng: 'lng',
  radius: 'radius',
  near: 'near',
  sort: 'sort',
  openNow: 'openNow',
} as const;
const MAX_TAG_LENGTH = 40;
const MAX_SEARCH_LENGTH = 100;
const MAX_LOCATION_NAME_LENGTH = 60;
/** 5 decimals is about a metre: precise enough, and keeps shared links short. */
const COORDINATE_DECIMALS = 5;

/** Accepts `a,b` and repeated keys alike; drops blanks and duplicates. */
function readList(params: URLSearchParams, key: string): string[] {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

function readBoolean(params: URLSearchParams, key: string): boolean {
  const value = params.get(key);
  return value === 'true' || value === '1';
}

function readNumber(value: unknown): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function clampRadius(radius: number): number {
  return Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, Math.round(radius)));
}

function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/**
 * A location from any source (URL params, router state); null unless lat and lng are valid.
 * A missing or odd radius falls back to Find Nearby's 10 km; out-of-range ones are clamped.
 */
export function normalizeLocation(input: { lat?: unknown; lng?: unknown; radius?: unknown; name?: unknown }): ActivityLocation | null {
  const lat = readNumber(input.lat);
  const lng = readNumber(input.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const radius = readNumber(input.radius);
  const name = typeof input.name === 'string' ? input.name.trim().slice(0, MAX_LOCATION_NAME_LENGTH) : '';
  return {
    lat: roundCoordinate(lat),
    lng: roundCoordinate(lng),
    radius: radius === null || radius <= 0 ? NEARBY_RADIUS_KM : clampRadius(radius),
    name: name || DEFAULT_LOCATION_NAME,
  };
}

/** Nearest first once a location is known; otherwise the popularity ranking. */
export function defaultSort(location: ActivityLocation | null): ActivitySort {
  return location ? 'distance' : 'popular';
}

export function readSort(value: string | null, location: ActivityLocation | null): ActivitySort {
  if (value === 'popular' || value === 'title') return value;
  // Distance needs a location (the API answers 400 otherwise), so a bare `sort=distance` is ignored.
  if (value === 'distance' && location) return 'distance';
  return defaultSort(location);
}

export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  const location = normalizeLocation({
    lat: params.get(KEYS.lat) ?? undefined,
    lng: params.get(KEYS.lng) ?? undefined,
    radius: params.get(KEYS.radius) ?? undefined,
    name: params.get(KEYS.near) ?? undefined,
  });
  return {
    // Unknown types would make the API answer 400, so a hand-edited URL just ignores them.
    types: readList(params, KEYS.types).filter(isActivityType),
    tags: readList(params, KEYS.tags)
      .map((t) => t.toLowerCase())
      .filter((t) => t.length <= MAX_TAG_LENGTH),
    free: readBoolean(params, KEYS.free),
    search: (params.get(KEYS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    location,
    sort: readSort(params.get(KEYS.sort), location),
    openNow: readBoolean(params, KEYS.openNow),
  };
}

export function filtersToSearchParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types.length > 0) params.set(KEYS.types, filters.types.join(','));
  if (filters.tags.length > 0) params.set(KEYS.tags, filters.tags.join(','));
  if (filters.free) params.set(KEYS.free, 'true');
  const search = filters.search.trim();
  if (search) params.set(KEYS.search, search);
  const { location } = filters;
  if (location) {
    params.set(KEYS.lat, String(roundCoordinate(location.lat)));
    params.set(KEYS.lng, String(roundCoordinate(location.lng)));
    params.set(KEYS.radius, String(clampRadius(location.radius)));
    params.set(KEYS.near, location.name);
  }
  // Only a non-default sort goes in the URL; distance without a location is dropped.
  const sort = filters.sort === 'distance' && !location ? 'popular' : filters.sort;
  if (sort !== defaultSort(location)) params.set(KEYS.sort, sort);
  if (filters.openNow) params.set(KEYS.openNow, 'true');
  return params;
}

export function countActiveFilters(filters: ActivityFilters): number {
  return (
    filters.types.length +
    filters.tags.length +
    (filters.free ? 1 : 0) +
    (filters.location ? 1 : 0) +
    (filters.openNow ? 1 : 0)
  );
}

export function hasAnyFilter(filters: ActivityFilters): boolean {
  return (
    countActiveFilters(filters) > 0 || filters.search.trim() !== '' || filters.sort !== defaultSort(filters.location)
  );
}

export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * The spec's navigation state for /activities: `{ searchFilters: { location }, autoSearch: true }`.
 * Returns the location when the state carries a valid one.
 */
export function locationFromNavigationState(state: unknown): ActivityLocation | null {
  if (typeof state !== 'object' || state === null) return null;
  const { searchFilters } = state as { searchFilters?: unknown };
  if (typeof searchFilters !== 'object' || searchFilters === null) return null;
  const { location } = searchFilters as { location?: unknown };
  if (typeof location !== 'object' || location === null) return null;
  return normalizeLocation(location as Record<string, unknown>);
}

/** The /activities URL (and matching navigation state) for a location search, nearest first. */
export function nearbyActivitiesTarget(location: ActivityLocation): {
  to: string;
  state: { searchFilters: { location: ActivityLocation }; autoSearch: true };
} {
  const normalized = normalizeLocation(location) ?? location;
  const params = filtersToSearchParams({ ...EMPTY_FILTERS, location: normalized, sort: 'distance' });
  // Spelled out so a shared link keeps its order even if the default sort changes.
  params.set(KEYS.sort, 'distance');
  return { to: `/activities?${params.toString()}`, state: { searchFilters: { location: normalized }, autoSearch: true } };
}
