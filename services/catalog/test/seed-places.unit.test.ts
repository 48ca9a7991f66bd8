import { ACTIVITY_TYPES, FacilitiesSchema, OpeningHoursSchema, WEEKDAYS } from '@kah/api-contract';
import firstPlaces from '../src/migrations/seed/sydney-places.json';
import morePlaces from '../src/migrations/seed/sydney-places-2.json';
import thirdPlaces from '../src/migrations/seed/sydney-places-3.json';
import { toActivityRows, type SeedPlace } from '../src/migrations/seed/seed-places';

const earlier = [...firstPlaces, ...morePlaces] as unknown as SeedPlace[];
const third = thirdPlaces as unknown as SeedPlace[];
const all = [...earlier, ...third];

// Greater Sydney without the Central Coast: Picton/Thirlmere in the south-west, Palm Beach in the north, the lower Blue Mountains in the west.
const BOUNDS = { south: -34.35, north: -33.4, west: 150.45, east: 151.36 };

function km(a: SeedPlace, b: SeedPlace): number {
  const r = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 + Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('seed places', () => {
  it('the third batch adds at least 100 places, so the catalog has more than 300', () => {
    expect(third.length).toBeGreaterThanOrEqual(100);
    expect(all.length).toBeGreaterThanOrEqual(300);
  });

  it('never repeats a slug, a title or an id', () => {
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.title.toLowerCase())).size).toBe(all.length);
    expect(new Set(toActivityRows(all).map((r) => r.id)).size).toBe(all.length);
  });

  it.each(third.map((p) => [p.slug, p] as const))('%s has a known type, valid hours, facilities, price and address', (_slug, p) => {
    expect(ACTIVITY_TYPES).toContain(p.type);
    expect(OpeningHoursSchema.safeParse(p.openingHours).success).toBe(true);
    expect(Object.keys(p.openingHours).sort()).toEqual([...WEEKDAYS].sort());
    for (const ranges of Object.values(p.openingHours)) for (const [open, close] of ranges) expect(open < close).toBe(true);
    expect(FacilitiesSchema.safeParse(p.facilities).success).toBe(true);
    if (p.isFree) {
      expect(p.price).toBeNull();
      expect(p.priceText).toBe('Free');
      expect(p.tags).toContain('free');
    } else {
      expect(p.priceText).not.toBe('Free');
      expect(p.price === null || p.price > 0).toBe(true);
    }
    expect(p.address).toMatch(/NSW 2\d{3}$/);
    expect(p.description.length).toBeGreaterThan(120);
  });

  it('puts every place inside Greater Sydney', () => {
    const outside = all.filter((p) => p.latitude < BOUNDS.south || p.latitude > BOUNDS.north || p.longitude < BOUNDS.west || p.longitude > BOUNDS.east);
    expect(outside.map((p) => p.title)).toEqual([]);
  });

  it('adds no place on top of an earlier one', () => {
    const clashes = third.flatMap((p) => earlier.filter((e) => km(p, e) < 0.08).map((e) => `${p.title} / ${e.title}`));
    expect(clashes).toEqual([]);
  });

  it('keeps places that name the same suburb close together', () => {
    // Localities far bigger than a suburb: the CBD postcode and whole national parks.
    const large = new Set(['Sydney', 'Ku-ring-gai Chase', 'Royal National Park']);
    const far = third.flatMap((p) =>
      all.filter((q) => q !== p && q.suburb === p.suburb && !large.has(p.suburb) && km(p, q) > 6).map((q) => `${p.title} / ${q.title} (${p.suburb})`),
    );
    expect(far).toEqual([]);
  });
});
