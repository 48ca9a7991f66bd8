import type { Activity, ActivityType } from '@kah/api-contract';
import {
  ACCESSIBLE_TAGS,
  COFFEE_TAGS,
  COFFEE_TYPES,
  FENCED_TAGS,
  LOW_SENSORY_TAGS,
  LOW_SENSORY_TYPES,
  MAP_TAB_TYPES,
  type MapFilterKey,
  type MapFilters,
  type MapTab,
  TOILET_TAGS,
  WEATHER_SAFE_TAGS,
  WEATHER_SAFE_TYPES,
} from '../../constants/map-constants';

/**
 * The Live Adventure Map's data rules, in one place. Every spec filter narrows the map and the list
 * (the spec leaves all but free-only inert); each is derived from real catalogue data:
 *
 * | filter      | a place matches when                                                                     |
 * |-------------|------------------------------------------------------------------------------------------|
 * | freeOnly    | isFree (events: price 0)                                                                 |
 * | weatherSafe | an indoor type (cinema, museum, library, aquarium, indoor play, arts) or an indoor /     |
 * |             | rainy-day / undercover / covered tag (events: the 'indoor' category)                     |
 * | accessible  | facilities.wheelchairAccess, or an accessible / wheelchair tag                           |
 * | lowSensory  | a sensory / quiet tag, or a library or hidden gem (quiet by design)                      |
 * | hasCoffee   | facilities.foodOptions, a food / cafe / coffee tag, or a restaurant or market            |
 * | hasFencing  | a fenced tag, or a description that says it is fenced (never 'unfenced' / 'no fence')    |
 * | hasToilets  | facilities.toilets, or a toilets tag                                                     |
 *
 * An event held at a catalogue place (activityId) also has that place's facilities.
 * Several filters together use AND: every selected filter must match.
 */
export type MapFeatures = Record<MapFilterKey, boolean>;

/** Marker kinds: every catalogue type, plus the map's own amenity kinds (spec section 3). */
export type MarkerKind = ActivityType | 'toilet' | 'coffee';

/** One marker / list row, from a catalogue place or an event occurrence. */
export interface MapPlace {
  /** Unique on the map: `place:<uuid>` or `event:<eventId>`. */
  key: string;
  source: 'place' | 'event';
  kind: MarkerKind;
  title: string;
  suburb: string;
  lat: number;
  lng: number;
  /** In-app link (detail page) for the popup and the list. */
  href: string;
  /** Events: when it is on, e.g. 'Sat, 28 Nov at 10:00'. */
  when: string | null;
  priceText: string;
  distanceKm: number | null;
  features: MapFeatures;
}

/** The parts of the events contract's EventOccurrence the map uses (GET /api/events). */
export interface MapEventOccurrence {
  id: string;
  eventId: string;
  title: string;
  categories: string[];
  tags: string[];
  date: string;
  startTime: string;
  venue: string;
  suburb: string;
  lat: number;
  lng: number;
  activityId: string | null;
  price: number;
  priceText: string;
}

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());
const hasAny = (tags: readonly string[], wanted: readonly string[]) => tags.some((t) => wanted.includes(t));

/** 'fenced' in the text counts; 'unfenced', 'no fence' and 'not fenced' do not. */
export function describesFencing(text: string): boolean {
  const t = text.toLowerCase();
  if (/\bunfenced\b|\bno fenc|\bnot fenced\b/.test(t)) return false;
  return /\b(fully )?fenced\b/.test(t);
}

export function activityFeatures(activity: Pick<Activity, 'type' | 'tags' | 'isFree' | 'facilities' | 'description'>): MapFeatures {
  const tags = lower(activity.tags);
  const { facilities, type } = activity;
  return {
    freeOnly: activity.isFree,
    weatherSafe: WEATHER_SAFE_TYPES.includes(type) || hasAny(tags, WEATHER_SAFE_TAGS),
    accessible: facilities.wheelchairAccess || hasAny(tags, ACCESSIBLE_TAGS),
    lowSensory: LOW_SENSORY_TYPES.includes(type) || hasAny(tags, LOW_SENSORY_TAGS),
    hasCoffee: facilities.foodOptions || COFFEE_TYPES.includes(type) || hasAny(tags, COFFEE_TAGS),
    hasFencing: hasAny(tags, FENCED_TAGS) || describesFencing(activity.description),
    hasToilets: facilities.toilets || hasAny(tags, TOILET_TAGS),
  };
}

export function eventFeatures(event: Pick<MapEventOccurrence, 'categories' | 'tags' | 'price'>, venue?: MapFeatures): MapFeatures {
  const tags = lower([...event.tags, ...event.categories]);
  return {
    freeOnly: event.price === 0,
    weatherSafe: event.categories.includes('indoor') || hasAny(tags, WEATHER_SAFE_TAGS) || (venue?.weatherSafe ?? false),
    accessible: hasAny(tags, ACCESSIBLE_TAGS) || (venue?.accessible ?? false),
    lowSensory: hasAny(tags, LOW_SENSORY_TAGS) || (venue?.lowSensory ?? false),
    hasCoffee: hasAny(tags, COFFEE_TAGS) || (venue?.hasCoffee ?? false),
    hasFencing: hasAny(tags, FENCED_TAGS) || (venue?.hasFencing ?? false),
    hasToilets: hasAny(tags, TOILET_TAGS) || (venue?.hasToilets ?? false),
  };
}

export function activityToMapPlace(activity: Activity): MapPlace {
  return {
    key: `place:${activity.id}`,
    source: 'place',
    kind: activity.type,
    title: activity.title,
    suburb: activity.suburb || activity.location,
    lat: activity.latitude,
    lng: activity.longitude,
    href: `/activity/${activity.id}`,
    when: null,
    priceText: activity.isFree ? 'Free' : activity.priceText,
    distanceKm: activity.distanceKm,
    features: activityFeatures(activity),
  };
}

const WHEN_FORMAT = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export function formatEventWhen(date: string, startTime: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const label = Number.isNaN(day.getTime()) ? date : WHEN_FORMAT.format(day);
  return startTime ? `${label} at ${startTime}` : label;
}

/** Great-circle distance in km (for events, which the API does not filter by radius). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Event occurrences as markers: one per event (its next occurrence, the list is sorted by start),
 * inside the radius when a location is known; an event at a catalogue place links to that place.
 */
export function eventsToMapPlaces(
  events: readonly MapEventOccurrence[],
  venues: ReadonlyMap<string, MapPlace>,
  near: { lat: number; lng: number; radius: number } | null,
): MapPlace[] {
  const seen = new Set<string>();
  const places: MapPlace[] = [];
  for (const event of events) {
    if (seen.has(event.eventId)) continue;
    seen.add(event.eventId);
    const distance = near ? distanceKm(near, event) : null;
    if (near && distance !== null && distance > near.radius) continue;
    const venue = event.activityId ? venues.get(`place:${event.activityId}`) : undefined;
    places.push({
      key: `event:${event.eventId}`,
      source: 'event',
      kind: 'event',
      title: event.title,
      suburb: event.suburb || event.venue,
      lat: event.lat,
      lng: event.lng,
      href: event.activityId ? `/activity/${event.activityId}` : `/events`,
      when: formatEventWhen(event.date, event.startTime),
      priceText: event.price === 0 ? 'Free' : event.priceText,
      distanceKm: distance,
      features: eventFeatures(event, venue?.features),
    });
  }
  return places;
}

/** Does a place belong on this tab? */
export function matchesTab(place: Pick<MapPlace, 'kind' | 'source'>, tab: MapTab): boolean {
  if (tab === 'all') return true;
  if (tab === 'event') return place.source === 'event' || place.kind === 'event';
  if (place.source === 'event') return false;
  return (MAP_TAB_TYPES[tab] as readonly string[]).includes(place.kind);
}

export function activeFilterKeys(filters: MapFilters): MapFilterKey[] {
  return (Object.keys(filters) as MapFilterKey[]).filter((key) => filters[key]);
}

/** The places the map and the list show: the tab, then every selected filter (AND). */
export function filterMapPlaces(places: readonly MapPlace[], tab: MapTab, filters: MapFilters): MapPlace[] {
  const keys = activeFilterKeys(filters);
  return places.filter((place) => matchesTab(place, tab) && keys.every((key) => place.features[key]));
}
