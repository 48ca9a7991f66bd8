import type { ActivityType } from '@kah/api-contract';

// Live Adventure Map constants (content spec, sections 2 and 9).

/** Default map centre: Sydney. */
export const SYDNEY_CENTRE = { lat: -33.8688, lng: 151.2093 } as const;
export const DEFAULT_MAP_ZOOM = 11;
export const LOCATED_MAP_ZOOM = 13;
/** The detail page's small map. */
export const PLACE_MAP_ZOOM = 15;
/** Search-radius slider: 1 to 25 km, step 1, default 5. */
export const MAP_DEFAULT_RADIUS_KM = 5;
/** The API's page size limit; the map loads every page of places it needs. */
export const MAP_PAGE_SIZE = 100;
/** At most this many pages (a safety net: the catalogue has ~200 places). */
export const MAP_MAX_PAGES = 10;
/** Upcoming events shown as markers (the events API allows 1..200). */
export const MAP_EVENTS_LIMIT = 200;

/** The spec's tabs, in order, with their values. */
export const MAP_TABS = [
  { value: 'all', label: 'All' },
  { value: 'park', label: 'Parks' },
  { value: 'event', label: 'Events' },
  { value: 'restaurant', label: 'Food' },
  { value: 'cinema', label: 'Cinema' },
  { value: 'cultural', label: 'Cultural' },
] as const;
export type MapTab = (typeof MAP_TABS)[number]['value'];

/** Which catalogue types each tab shows ('event' also shows event occurrences; 'all' shows everything). */
export const MAP_TAB_TYPES: Record<Exclude<MapTab, 'all'>, readonly ActivityType[]> = {
  park: ['park', 'playground', 'skate-park', 'hidden_gem'],
  event: ['event'],
  restaurant: ['restaurant', 'market'],
  cinema: ['cinema'],
  cultural: ['cultural', 'museum', 'arts', 'historic', 'library'],
};

/** The spec's boolean map filters, in display order, with their button labels. */
export const MAP_FILTERS = [
  { key: 'freeOnly', label: 'Free only' },
  { key: 'weatherSafe', label: 'Weather safe' },
  { key: 'accessible', label: 'Wheelchair accessible' },
  { key: 'lowSensory', label: 'Low sensory' },
  { key: 'hasCoffee', label: 'Coffee nearby' },
  { key: 'hasFencing', label: 'Fenced' },
  { key: 'hasToilets', label: 'Toilets' },
] as const;
export type MapFilterKey = (typeof MAP_FILTERS)[number]['key'];
export type MapFilters = Record<MapFilterKey, boolean>;
export const EMPTY_MAP_FILTERS: MapFilters = {
  freeOnly: false,
  weatherSafe: false,
  accessible: false,
  lowSensory: false,
  hasCoffee: false,
  hasFencing: false,
  hasToilets: false,
};

// The data rules behind the filters (see features/map/map-filters.ts).
/** Places that work in any weather: indoors by nature. */
export const WEATHER_SAFE_TYPES: readonly ActivityType[] = ['cinema', 'museum', 'library', 'aquarium', 'indoor', 'arts'];
export const WEATHER_SAFE_TAGS = ['indoor', 'rainy-day', 'undercover', 'covered', 'all-weather'];
/** Calm, quiet places; libraries and the curated hidden gems are quiet by design. */
export const LOW_SENSORY_TYPES: readonly ActivityType[] = ['library', 'hidden_gem'];
export const LOW_SENSORY_TAGS = ['sensory', 'sensory-friendly', 'low-sensory', 'quiet', 'autism-friendly'];
export const COFFEE_TYPES: readonly ActivityType[] = ['restaurant', 'market'];
export const COFFEE_TAGS = ['food', 'cafe', 'coffee'];
export const FENCED_TAGS = ['fenced', 'fenced-playground', 'fully-fenced'];
export const ACCESSIBLE_TAGS = ['accessible', 'wheelchair-accessible', 'wheelchair'];
export const TOILET_TAGS = ['toilets'];

/** Used until GET /api/config/public answers (or if it fails): OpenStreetMap's standard tiles. */
export const FALLBACK_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/** A zoom level that fits a search circle of this radius on a phone-sized map. */
export function zoomForRadius(radiusKm: number): number {
  if (radiusKm <= 1) return 15;
  if (radiusKm <= 2) return 14;
  if (radiusKm <= 5) return 13;
  if (radiusKm <= 10) return 12;
  return 11;
}
