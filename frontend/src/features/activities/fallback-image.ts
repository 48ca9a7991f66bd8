import type { ActivityType } from '@kah/api-contract';

const FALLBACK_DIR = '/images/fallback';

/** The spec gives these types their own picture; everything else gets the koala-and-landmarks one. */
const TYPE_FALLBACKS: Partial<Record<ActivityType, string>> = {
  park: 'park',
  playground: 'park',
  event: 'event',
  cinema: 'cinema',
  cultural: 'cultural',
  restaurant: 'restaurant',
};

export function fallbackImageFor(type: ActivityType): string {
  return `${FALLBACK_DIR}/${TYPE_FALLBACKS[type] ?? 'default'}.svg`;
}
