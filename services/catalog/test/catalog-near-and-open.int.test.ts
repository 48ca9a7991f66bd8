import { GrpcClient, startService, type RunningService } from '@kah/runtime';
import type { catalogV1 } from '@kah/proto';
import { createTestDatabase, serviceEnv, uniqueName } from '@kah/testing';
import firstPlaces from '../src/migrations/seed/sydney-places.json';
import morePlaces from '../src/migrations/seed/sydney-places-2.json';
import thirdPlaces from '../src/migrations/seed/sydney-places-3.json';
import { catalogService } from '../src/catalog.service-definition';
import type { CatalogDb } from '../src/repositories/catalog.tables';

type Place = (typeof firstPlaces)[number];
const places: Place[] = [...(firstPlaces as unknown as Place[]), ...(morePlaces as unknown as Place[]), ...(thirdPlaces as unknown as Place[])];

// earthdistance's sphere (earth() = 6378168 m), as a plain great-circle reference.
const EARTH_M = 6378168;
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return (2 * EARTH_M * Math.asin(Math.sqrt(h))) / 1000;
}

function sydneyClock(at: Date): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { day: get('weekday').toLowerCase().slice(0, 3), time: `${get('hour')}:${get('minute')}` };
}

function openAt(p: Place, at: Date): boolean {
  const { day, time } = sydneyClock(at);
  const ranges = (p.openingHours as Record<string, string[][]>)[day] ?? [];
  return ranges.some(([open, close]) => open <= time && time < close);
}

// Bondi Beach, where a parent might stand.
const HERE = { latitude: -33.8908, longitude: 151.2743 };
const base: catalogV1.ListActivitiesRequest = { types: [], tags: [], freeOnly: false, search: '', page: 1, pageSize: 100, sort: '', openNow: false, at: '' };

describe('catalog: near me, distance sort and open now (real Postgres, earthdistance GiST index)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<CatalogDb>;
  let client: GrpcClient<catalogV1.CatalogServiceClient>;

  beforeAll(async () => {
    db = await createTestDatabase('catalog_geo');
    service = await startService(catalogService, serviceEnv(db.url, uniqueName('catalog_geo')));
    client = new GrpcClient('catalog', service.address);
  });

  afterAll(async () => {
    client?.close();
    await service?.stop();
    await db?.drop();
  });

  it('keeps exactly the places within the radius, nearest first, with their distance', async () => {
    const res = await client.call('listActivities', { ...base, ...HERE, radiusKm: 5, sort: 'distance' });
    const expected = places
      .map((p) => ({ title: p.title, d: distanceKm(HERE.latitude, HERE.longitude, p.latitude, p.longitude) }))
      .filter((p) => p.d <= 5)
      .sort((a, b) => a.d - b.d);
    expect(expected.length).toBeGreaterThan(5);
    expect(res.total).toBe(expected.length);
    expect(res.activities.map((a) => a.title)).toEqual(expected.map((p) => p.title));
    res.activities.forEach((a, i) => expect(a.distanceKm).toBeCloseTo(expected[i].d, 3));
    expect(res.activities[0].title).toBe('Bondi Beach');
  });

  it('combines the radius with the spec filters', async () => {
    const res = await client.call('listActivities', { ...base, ...HERE, radiusKm: 10, types: ['beach'], freeOnly: true });
    expect(res.total).toBeGreaterThan(2);
    for (const a of res.activities) {
      expect(a.type).toBe('beach');
      expect(a.isFree).toBe(true);
      expect(a.distanceKm).toBeLessThanOrEqual(10);
    }
  });

  it('open now follows Sydney local time and each weekday’s hours', async () => {
    // Monday 3 am and Saturday 11 am in Sydney (AEDT, UTC+11 in November).
    for (const at of [new Date('2026-11-22T16:00:00Z'), new Date('2026-11-28T00:00:00Z')]) {
      const expected = places.filter((p) => openAt(p, at)).map((p) => p.title).sort();
      const titles: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await client.call('listActivities', { ...base, openNow: true, at: at.toISOString(), sort: 'title', page });
        titles.push(...res.activities.map((a) => a.title));
        if (titles.length >= res.total) break;
      }
      expect(titles.sort()).toEqual(expected);
    }
    // At 3 am only the always-open places (beaches, parks) remain; by late morning far more are open.
    const night = places.filter((p) => openAt(p, new Date('2026-11-22T16:00:00Z'))).length;
    const day = places.filter((p) => openAt(p, new Date('2026-11-28T00:00:00Z'))).length;
    expect(day).toBeGreaterThan(night);
  });

  it('rejects half a location, a radius without one, and an unknown sort', async () => {
    await expect(client.call('listActivities', { ...base, latitude: -33.9 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'lat and lng must be given together' });
    await expect(client.call('listActivities', { ...base, radiusKm: 5 })).rejects.toMatchObject({ message: 'radius needs a location (lat and lng)' });
    await expect(client.call('listActivities', { ...base, sort: 'distance' })).rejects.toMatchObject({ message: 'sort=distance needs a location (lat and lng)' });
    await expect(client.call('listActivities', { ...base, sort: 'random' })).rejects.toMatchObject({ message: 'sort must be one of popular, distance, title' });
    await expect(client.call('listActivities', { ...base, ...HERE, radiusKm: 500 })).rejects.toMatchObject({ message: 'radius must be more than 0 and at most 100 km' });
  });
});
