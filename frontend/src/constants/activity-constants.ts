import type { ActivityType, POPULAR_TAGS as ContractPopularTags } from '@kah/api-contract';

// Re-declared instead of imported: the contract package is CommonJS with zod at runtime,
// and importing its values would pull zod into the bundle. `satisfies` keeps them in sync.

/** Filter-bar order: the spec's four first, then the rest of the catalogue's types. */
export const ACTIVITY_TYPE_LABELS = {
  park: 'Parks & Playgrounds',
  event: 'Events',
  cinema: 'Movies',
  cultural: 'Museums & Shows',
  beach: 'Beaches',
  'swimming-pool': 'Pools',
  'water-park': 'Water Parks',
  playground: 'Playgrounds',
  museum: 'Museums',
  aquarium: 'Aquariums',
  wildlife: 'Zoos & Wildlife',
  indoor: 'Indoor Play',
  arts: 'Arts & Galleries',
  library: 'Libraries',
  historic: 'Historic Sites',
  market: 'Markets',
  'walking-track': 'Walks',
  'skate-park': 'Skate Parks',
  'theme-park': 'Theme Parks',
  restaurant: 'Restaurants',
  hidden_gem: 'Hidden Gems',
} as const satisfies Record<ActivityType, string>;

export const ACTIVITY_TYPES = Object.keys(ACTIVITY_TYPE_LABELS) as ActivityType[];

export function isActivityType(value: string): value is ActivityType {
  return Object.hasOwn(ACTIVITY_TYPE_LABELS, value);
}

export const POPULAR_TAGS = [
  'outdoor', 'indoor', 'free', 'creative', 'educational', 'toddler-friendly',
] as const satisfies typeof ContractPopularTags;

export const POPULAR_TAG_LABELS: Record<(typeof POPULAR_TAGS)[number], string> = {
  outdoor: 'Outdoor',
  indoor: 'Indoor',
  free: 'Free',
  creative: 'Creative',
  educational: 'Educational',
  'toddler-friendly': 'Toddler-friendly',
};

export const SKELETON_CARD_COUNT = 8;
export const CARD_MAX_TAGS = 3;
export const CARD_OPENING_HOURS_MAX_CHARS = 30;
export const SEARCH_DEBOUNCE_MS = 250;
export const ACTIVITIES_PAGE_SIZE = 24;
export const TOAST_DURATION_MS = 3000;
/** Sydney is the product's only city; opening hours are local Sydney times. */
export const SYDNEY_TIME_ZONE = 'Australia/Sydney';
