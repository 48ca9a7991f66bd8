import { GrpcClient, startService, type RunningService } from '@kah/runtime';
import type { catalogV1 } from '@kah/proto';
import { createTestDatabase, serviceEnv, uniqueName } from '@kah/testing';
import firstPlaces from '../src/migrations/seed/sydney-places.json';
import morePlaces from '../src/migrations/seed/sydney-places-2.json';
import thirdPlaces from '../src/migrations/seed/sydney-places-3.json';
import { catalogService } from '../src/catalog.service-definition';
import { legacyIdToUuid } from '../src/domain/activity-ids';
import type { CatalogDb } from '../src/repositories/catalog.tables';

type Place = (typeof firstPlaces)[number];

// A request with no filters; each test overrides what it checks.
const BASE: Omit<catalogV1.ListActivitiesRequest, 'page' | 'pageSize'> = { types: [], tags: [], freeOnly: false, search: '', sort: '', openNow: false, at: '' };

// Everything the seed migrations insert: the union of the three seed files.
const places: Place[] = [...(firstPlaces as unknown as Place[]), ...(morePlaces as unknown as Place[]), ...(thirdPlaces as unknown as Place[])];

// The spec's rules written plainly, as the reference the SQL must agree with.
function reference(filter: { types?: string[]; tags?: string[]; free?: boolean; search?: string }): string[] {
  const s = filter.search?.toLowerCase();
  return places
    .filter((p) => !filter.types?.length || filter.types.includes(p.type))
    .filter((p) => !filter.free || p.isFree)
    .filter((p) => (filter.tags ?? []).every((t) => p.tags.includes(t)))
    .filter((p) => !s || p.title.toLowerCase().includes(s) || p.suburb.toLowerCase().includes(s) || p.tags.some((t) => t.toLowerCase().includes(s)))
    .map((p) => p.title)
    .sort();
}

describe('catalog service against real Postgres over gRPC', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<CatalogDb>;
  let client: GrpcClient<catalogV1.CatalogServiceClient>;

  beforeAll(async () => {
    db = await createTestDatabase('catalog');
    service = await startService(catalogService, serviceEnv(db.url, uniqueName('catalogtest')));
    client = new GrpcClient('catalog', service.address);
  });

  afterAll(async () => {
    client?.close();
    await service?.stop();
    await db?.drop();
  });

  // Pages through every result (the service caps pageSize at 100).
  async function titles(req: Partial<catalogV1.ListActivitiesRequest>): Promise<string[]> {
    const all: string[] = [];
    for (let page = 1; ; page++) {
      const res = await client.call('listActivities', { ...BASE, ...req, page, pageSize: 100 });
      all.push(...res.activities.map((a) => a.title));
      if (res.activities.length < 100 || all.length >= res.total) {
        expect(all).toHaveLength(res.total);
        return all.sort();
      }
    }
  }

  it('seeds at least 300 real places of mixed types', async () => {
    const res = await client.call('listActivities', { ...BASE, page: 1, pageSize: 1 });
    expect(res.total).toBe(places.length);
    expect(res.total).toBeGreaterThanOrEqual(300);
    expect(new Set(places.map((p) => p.type)).size).toBeGreaterThanOrEqual(8);
  });

  it('type filter matches any selected type', async () => {
    const types = ['beach', 'museum'];
    const got = await titles({ types });
    expect(got).toEqual(reference({ types }));
    expect(got.length).toBeGreaterThan(reference({ types: ['beach'] }).length);
  });

  it('free keeps only free places', async () => {
    const got = await titles({ freeOnly: true, types: ['park', 'beach', 'playground'] });
    expect(got).toEqual(reference({ free: true, types: ['park', 'beach', 'playground'] }));
    expect(got.length).toBeGreaterThan(0);
  });

  it('tags use AND semantics', async () => {
    const one = await titles({ tags: ['outdoor'] });
    const both = await titles({ tags: ['outdoor', 'free'] });
    expect(both).toEqual(reference({ tags: ['outdoor', 'free'] }));
    expect(both.length).toBeLessThan(one.length);
    expect(both.length).toBeGreaterThan(0);
  });

  // Results in the service's order (a search ranks the best matches first).
  async function rankedTitles(search: string): Promise<string[]> {
    const all: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await client.call('listActivities', { ...BASE, search, page, pageSize: 100 });
      all.push(...res.activities.map((a) => a.title));
      if (all.length >= res.total) return all;
    }
    throw new Error('too many pages');
  }

  it('search: every case-insensitive substring match of title, location or tag, ranked first', async () => {
    for (const term of ['BONDI', 'anim', 'Park']) {
      const exact = reference({ search: term });
      const ranked = await rankedTitles(term);
      expect(exact.length).toBeGreaterThan(0);
      expect(ranked.slice(0, exact.length).sort()).toEqual(exact);
    }
    expect((await rankedTitles('BONDI'))[0]).toMatch(/Bondi/);
    // Short terms and wildcard characters match exactly (no fuzziness, % is literal).
    expect((await rankedTitles('%')).sort()).toEqual(reference({ search: '%' }));
    expect((await rankedTitles('zo')).sort()).toEqual(reference({ search: 'zo' }));
  });

  it('search tolerates typos and looks into descriptions, after the exact matches', async () => {
    expect((await rankedTitles('tarongo zoo'))[0]).toBe('Taronga Zoo Sydney');
    expect((await rankedTitles('Parramata')).slice(0, 3).join(' | ')).toMatch(/Parramatta/);
    // "pram" appears in descriptions (parents' tips) far more often than in titles or tags.
    const inDescriptions = places.filter((p) => p.description.toLowerCase().includes('pram')).map((p) => p.title);
    const exact = reference({ search: 'pram' });
    expect(inDescriptions.length).toBeGreaterThan(exact.length);
    const ranked = await rankedTitles('pram');
    for (const title of inDescriptions) expect(ranked).toContain(title);
    expect(ranked.slice(0, exact.length).sort()).toEqual(exact);
  });

  it('pages through results without overlap', async () => {
    const a = await client.call('listActivities', { ...BASE, page: 1, pageSize: 10 });
    const b = await client.call('listActivities', { ...BASE, page: 2, pageSize: 10 });
    expect(a.activities).toHaveLength(10);
    const ids = new Set(a.activities.map((x) => x.id));
    expect(b.activities.some((x) => ids.has(x.id))).toBe(false);
  });

  it('looks activities up by legacy short id and by the UUID it maps to', async () => {
    const byLegacy = await client.call('getActivity', { id: 'a1' });
    expect(byLegacy.activity?.title).toBe('Taronga Zoo Sydney');
    expect(byLegacy.activity?.id).toBe(legacyIdToUuid('a1'));
    const byUuid = await client.call('getActivity', { id: legacyIdToUuid('a1') });
    expect(byUuid.activity?.legacyId).toBe('a1');
    const numeric = await client.call('getActivity', { id: '3' });
    expect(numeric.activity?.legacyId).toBe('3');
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    await expect(client.call('getActivity', { id: '0b0b6a8e-9c2f-4a51-8f0e-1d2c3b4a5f60' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Activity not found' });
    await expect(client.call('getActivity', { id: 'a11' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(client.call('getActivity', { id: "'; drop table activities; --" })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('returns structured opening hours and a one-line summary', async () => {
    const { activity } = await client.call('getActivity', { id: 'a1' });
    expect(activity?.openingHours?.mon?.ranges.length).toBeGreaterThan(0);
    expect(activity?.openingHoursText).toMatch(/\d\d:\d\d|Open 24 hours/);
  });
});
