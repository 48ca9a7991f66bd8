import type { ActivityType } from '@kah/api-contract';
import { MAP_TAB_TYPES } from './map-constants';

/** A category page: a spec route with a page header (title, subtitle, icon, gradient) over a filtered list. */
export interface CategoryConfig {
  path: string;
  title: string;
  subtitle: string;
  icon: string;
  /** Light gradients keep the dark heading text well above 4.5:1 contrast. */
  gradient: string;
  /** The API `type` filter used while the parent has not picked types of their own. */
  types: readonly ActivityType[];
  /** Offer 'Use my location' and sort nearest first once known (else most popular). */
  nearMe?: boolean;
}

export const CATEGORY_PAGES = {
  parks: {
    path: 'parks',
    title: 'Parks & Playgrounds',
    subtitle: 'Playgrounds, skate parks and picnic spots across Sydney.',
    icon: '🌳',
    gradient: 'linear-gradient(135deg, #d3f9d8 0%, #c3fae8 100%)',
    types: ['park', 'playground', 'skate-park'],
  },
  restaurants: {
    path: 'restaurants',
    title: 'Kid-Friendly Restaurants',
    subtitle: 'Cafes, restaurants and food markets that welcome little ones.',
    icon: '🍽️',
    gradient: 'linear-gradient(135deg, #ffe8cc 0%, #fff3bf 100%)',
    types: MAP_TAB_TYPES.restaurant,
  },
  cinema: {
    path: 'cinema',
    title: 'Cinema & Movies',
    subtitle: 'Cinemas with family sessions, kids’ prices and rainy-day screenings.',
    icon: '🎬',
    gradient: 'linear-gradient(135deg, #ffdeeb 0%, #f3d9fa 100%)',
    types: MAP_TAB_TYPES.cinema,
  },
  cultural: {
    path: 'cultural',
    title: 'Cultural Activities',
    subtitle: 'Museums, galleries, libraries and historic sites made for curious kids.',
    icon: '🎭',
    gradient: 'linear-gradient(135deg, #e5dbff 0%, #d0ebff 100%)',
    types: MAP_TAB_TYPES.cultural,
  },
  hiddenGems: {
    path: 'hidden-gems',
    title: 'Hidden Gems',
    subtitle: 'Quieter, lesser-known spots locals love.',
    icon: '💎',
    gradient: 'linear-gradient(135deg, #e5dbff 0%, #fff0f6 100%)',
    // Data rule: the catalogue's curated hidden_gem places (lesser-known reserves, gardens and waterside spots).
    types: ['hidden_gem'],
  },
  localAttractions: {
    path: 'local-attractions',
    title: 'Local Attractions',
    subtitle: 'Zoos, aquariums, theme parks and big days out: nearest first once we know where you are.',
    icon: '📍',
    gradient: 'linear-gradient(135deg, #d0ebff 0%, #c5f6fa 100%)',
    types: ['wildlife', 'aquarium', 'theme-park', 'water-park', 'museum', 'market', 'historic', 'beach'],
    nearMe: true,
  },
} as const satisfies Record<string, CategoryConfig>;

export const BROWSE_PAGE: Omit<CategoryConfig, 'types'> = {
  path: 'browse-activities',
  title: 'Browse Activities',
  subtitle: 'Every kind of outing in one place, with how many of each we know about.',
  icon: '🧭',
  gradient: 'linear-gradient(135deg, #fff3bf 0%, #d3f9d8 100%)',
};

/** Cards shown per type on the browse page before 'See all'. */
export const BROWSE_CARDS_PER_TYPE = 4;
/** The detail page's 'Related places': how many, and how far around the place to look. */
export const RELATED_PLACES_COUNT = 4;
export const RELATED_RADIUS_KM = 10;
