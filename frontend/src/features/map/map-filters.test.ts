import { describe, expect, it } from 'vitest';
import { EMPTY_MAP_FILTERS, type MapFilters } from '../../constants/map-constants';
import { makeActivity } from '../../test/activity-fixtures';
import {
  activityFeatures,
  activityToMapPlace,
  describesFencing,
  eventsToMapPlaces,
  filterMapPlaces,
  type MapEventOccurrence,
} from './map-filters';

const noFacilities = {
  toilets: false,
  babyChange: false,
  seating: false,
  shade: false,
  foodOptions: false,
  parking: false,
  firstAid: false,
  wheelchairAccess: false,
  publicTransport: '',
};

// Shaped like the catalogue's seed places.
const playground = makeActivity({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'playground',
  title: 'Tumbalong Park Playground',
  tags: ['outdoor', 'free', 'water', 'toddler-friendly'],
  facilities: { ...noFacilities, toilets: true, wheelchairAccess: true },
  description: 'A big playground next to Darling Harbour.',
});
const park = makeActivity({
  id: '00000000-0000-4000-8000-000000000002',
  type: 'park',
  title: 'Bush Reserve',
  tags: ['outdoor', 'nature', 'free'],
  facilities: noFacilities,
  description: 'Keep a close eye on little ones near the unfenced cliff edges.',
});
const lookout = makeActivity({
  id: '00000000-0000-4000-8000-000000000003',
  type: 'walking-track',
  title: 'The Gap',
  tags: ['outdoor'],
  facilities: noFacilities,
  description: 'Dramatic ocean cliffs with a fenced lookout.',
});
const cinema = makeActivity({
  id: '00000000-0000-4000-8000-000000000004',
  type: 'cinema',
  title: 'Ritz Cinema',
  tags: ['movies'],
  isFree: false,
  priceText: '$14',
  facilities: { ...noFacilities, toilets: true, foodOptions: true },
  description: 'Art deco cinema.',
});
const library = makeActivity({
  id: '00000000-0000-4000-8000-000000000005',
  type: 'library',
  title: 'Darling Square Library',
  tags: ['educational', 'free'],
  facilities: noFacilities,
  description: 'A calm library.',
});
const beach = makeActivity({
  id: '00000000-0000-4000-8000-000000000006',
  type: 'beach',
  title: 'Clovelly Beach',
  tags: ['outdoor', 'water', 'rainy-day'],
  facilities: { ...noFacilities, toilets: true },
  description: 'A calm inlet.',
});

const places = [playground, park, lookout, cinema, library, beach].map(activityToMapPlace);
const titles = (filters: Partial<MapFilters>, tab: Parameters<typeof filterMapPlaces>[1] = 'all') =>
  filterMapPlaces(places, tab, { ...EMPTY_MAP_FILTERS, ...filters }).map((p) => p.title);

describe('map filter mapping (every filter narrows, from real catalogue fields)', () => {
  it('derives each feature from facilities, type, tags and description', () => {
    expect(activityFeatures(playground)).toEqual({
      freeOnly: true,
      weatherSafe: false,
      accessible: true,
      lowSensory: false,
      hasCoffee: false,
      hasFencing: false,
      hasToilets: true,
    });
    expect(activityFeatures(cinema)).toMatchObject({ freeOnly: false, weatherSafe: true, hasCoffee: true, hasToilets: true });
    expect(activityFeatures(library)).toMatchObject({ weatherSafe: true, lowSensory: true, hasToilets: false });
    // A 'rainy-day' tag makes a place weather safe even outdoors.
    expect(activityFeatures(beach).weatherSafe).toBe(true);
  });

  it("reads fencing from the text but never from 'unfenced' or 'no fence'", () => {
    expect(describesFencing('Cliffs with a fenced lookout.')).toBe(true);
    expect(describesFencing('A fully fenced playground')).toBe(true);
    expect(describesFencing('near the unfenced cliff edges')).toBe(false);
    expect(describesFencing("There is no fence along the water's edge")).toBe(false);
    expect(activityFeatures(makeActivity({ tags: ['fenced'], description: '' })).hasFencing).toBe(true);
  });

  it('applies each filter on its own', () => {
    expect(titles({})).toHaveLength(6);
    expect(titles({ freeOnly: true })).not.toContain('Ritz Cinema');
    expect(titles({ weatherSafe: true })).toEqual(['Ritz Cinema', 'Darling Square Library', 'Clovelly Beach']);
    expect(titles({ accessible: true })).toEqual(['Tumbalong Park Playground']);
    expect(titles({ lowSensory: true })).toEqual(['Darling Square Library']);
    expect(titles({ hasCoffee: true })).toEqual(['Ritz Cinema']);
    expect(titles({ hasFencing: true })).toEqual(['The Gap']);
    expect(titles({ hasToilets: true })).toEqual(['Tumbalong Park Playground', 'Ritz Cinema', 'Clovelly Beach']);
  });

  it('combines filters with AND, after the tab', () => {
    expect(titles({ hasToilets: true, freeOnly: true })).toEqual(['Tumbalong Park Playground', 'Clovelly Beach']);
    expect(titles({}, 'park')).toEqual(['Tumbalong Park Playground', 'Bush Reserve']);
    expect(titles({ hasToilets: true }, 'park')).toEqual(['Tumbalong Park Playground']);
    expect(titles({}, 'cultural')).toEqual(['Darling Square Library']);
    expect(titles({}, 'cinema')).toEqual(['Ritz Cinema']);
    expect(titles({}, 'event')).toEqual([]);
  });
});

describe('event occurrences on the map', () => {
  const occurrence = (over: Partial<MapEventOccurrence>): MapEventOccurrence => ({
    id: 'e1_2026-11-28',
    eventId: 'e1',
    title: 'Storytime',
    categories: ['educational'],
    tags: [],
    date: '2026-11-28',
    startTime: '10:00',
    venue: 'Library',
    suburb: 'Haymarket',
    lat: -33.8757,
    lng: 151.2026,
    activityId: null,
    price: 0,
    priceText: 'Free',
    ...over,
  });

  it('shows one marker per event (its next date), inside the radius, with its venue’s facilities', () => {
    const venues = new Map(places.map((p) => [p.key, p]));
    const events = [
      occurrence({}),
      occurrence({ id: 'e1_2026-11-29', date: '2026-11-29' }),
      occurrence({ id: 'e2_2026-11-28', eventId: 'e2', title: 'Movie morning', activityId: cinema.id, price: 12, priceText: '$12', categories: ['indoor'] }),
      occurrence({ id: 'e3_2026-11-28', eventId: 'e3', title: 'Far away', lat: -34.5, lng: 150.5 }),
    ];
    const all = eventsToMapPlaces(events, venues, { lat: -33.8757, lng: 151.2026, radius: 10 });
    expect(all.map((e) => e.title)).toEqual(['Storytime', 'Movie morning']);
    expect(all[0]?.when).toBe('Sat, 28 Nov at 10:00');
    expect(all[1]).toMatchObject({ href: `/activity/${cinema.id}`, priceText: '$12' });
    expect(all[1]?.features).toMatchObject({ freeOnly: false, weatherSafe: true, hasToilets: true, hasCoffee: true });

    const withEvents = [...places, ...all];
    expect(filterMapPlaces(withEvents, 'event', EMPTY_MAP_FILTERS).map((p) => p.title)).toEqual(['Storytime', 'Movie morning']);
    expect(filterMapPlaces(withEvents, 'event', { ...EMPTY_MAP_FILTERS, freeOnly: true }).map((p) => p.title)).toEqual(['Storytime']);
  });
});
