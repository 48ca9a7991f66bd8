import { GrpcClient, startService, type RunningService } from '@kah/runtime';
import type { catalogV1 } from '@kah/proto';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName } from '@kah/testing';
import { loadGatewayConfig } from '../../../gateway/src/config/gateway.config';
import { startGateway, type RunningGateway } from '../../../gateway/src/gateway-app';
import { catalogService } from '../src/catalog.service-definition';
import { eventSlugToUuid } from '../src/domain/event-ids';
import { eventWindow, expandSchedule, toTimed, type TimelineKey } from '../src/domain/event-occurrences';
import { addDays, eachDate, sydneyDate, sydneyInstant } from '../src/domain/local-date';
import type { CatalogDb } from '../src/repositories/catalog.tables';
import { SYDNEY_EVENTS, type SeedEvent } from '../src/migrations/seed/sydney-events';

const KEYS: TimelineKey[] = ['today', 'tomorrow', 'this-weekend', 'next-weekend', 'school-holidays'];
const TITLES = ['Today', 'Tomorrow', 'This Weekend', 'Next Weekend', 'School Holidays'];

/** 07:00 Sydney time on a date, as the injected "now". */
const morning = (date: string) => sydneyInstant(date, '07:00').iso;

/** Plain reference: seed events with an occurrence in [from, to] that has not ended at `now`. */
function reference(events: SeedEvent[], from: string, to: string, now: string): string[] {
  const nowMs = Date.parse(now);
  return events
    .flatMap((e) => expandSchedule(e.schedule, from, to).map(toTimed).filter((o) => o.endsAtMs > nowMs).map((o) => `${eventSlugToUuid(e.slug)}_${o.date}`))
    .sort();
}

describe('events: recurring Sydney events expanded into dated occurrences (real Postgres, gRPC and the gateway)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<CatalogDb>;
  let client: GrpcClient<catalogV1.CatalogServiceClient>;
  let gateway: RunningGateway;
  const api = (path: string) => fetch(`${gateway.url}${path}`, { headers: { 'x-forwarded-for': '203.0.113.77' } });

  beforeAll(async () => {
    const prefix = uniqueName('catalog_events');
    db = await createTestDatabase('catalog_events');
    service = await startService(catalogService, serviceEnv(db.url, prefix));
    client = new GrpcClient('catalog', service.address);
    gateway = await startGateway(
      loadGatewayConfig({ PORT: '0', REDIS_URL: TEST_INFRA.redisUrl, KAFKA_BROKERS: TEST_INFRA.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn', CATALOG_GRPC_URL: service.address }),
    );
  });

  afterAll(async () => {
    await gateway?.stop();
    client?.close();
    await service?.stop();
    await db?.drop();
  });

  const timeline = (now: string, extra: Partial<catalogV1.GetEventsTimelineRequest> = {}) =>
    client.call('getEventsTimeline', { categories: [], freeOnly: false, now, ...extra });
  const list = (extra: Partial<catalogV1.ListEventsRequest>) =>
    client.call('listEvents', { when: '', from: '', to: '', categories: [], freeOnly: false, kind: '', limit: 200, now: '', ...extra });

  it('Today, This Weekend and School Holidays are never empty: term time, holidays, DST switch days, Christmas, New Year', async () => {
    const days = [
      ...eachDate('2026-11-22', '2026-12-05'),
      '2026-04-04', '2026-04-05', '2026-10-03', '2026-10-04', '2026-07-08', '2026-12-25', '2027-01-01', '2027-03-10', '2027-09-29',
    ];
    for (const day of days) {
      const now = morning(day);
      const res = await timeline(now);
      expect(res.sections.map((s) => s.key)).toEqual(KEYS);
      expect(res.sections.map((s) => s.title)).toEqual(TITLES);
      const today = res.sections[0];
      expect(today.from).toBe(day);
      for (const s of res.sections) {
        expect({ day, key: s.key, empty: s.total === 0 }).toEqual({ day, key: s.key, empty: false });
        expect(s.events.length).toBe(Math.min(3, s.total));
        // The section holds exactly the occurrences a plain reference expansion of the seed gives.
        expect(s.total).toBe(reference(SYDNEY_EVENTS, s.from, s.to, now).length);
        const starts = s.events.map((e) => e.startsAt);
        expect([...starts].sort((a, b) => Date.parse(a) - Date.parse(b))).toEqual(starts);
        for (const e of s.events) {
          expect(e.date >= s.from && e.date <= s.to).toBe(true);
          expect(e.id).toBe(`${e.eventId}_${e.date}`);
        }
      }
    }
  });

  it('windows move with the clock: weekend, next weekend and the NSW holiday period', async () => {
    const res = await timeline(morning('2026-11-25')); // a Wednesday in term 4
    const byKey = Object.fromEntries(res.sections.map((s) => [s.key, s]));
    expect(byKey['this-weekend']).toMatchObject({ from: '2026-11-28', to: '2026-11-29', subtitle: 'Sat 28 – Sun 29 Nov' });
    expect(byKey['next-weekend']).toMatchObject({ from: '2026-12-05', to: '2026-12-06' });
    expect(byKey['school-holidays']).toMatchObject({ from: '2026-12-18', to: '2027-01-26' });
    // Holiday-only programs appear in the holidays, and term-only storytime does not.
    const holidays = await list({ when: 'school-holidays', now: morning('2026-11-25'), limit: 200 });
    const titles = new Set(holidays.items.map((e) => e.title));
    expect(titles).toContain('School holidays at the Australian Museum');
    expect([...titles].some((t) => t.startsWith('Storytime at'))).toBe(false);
    const term = await list({ from: '2026-11-23', to: '2026-11-27', now: morning('2026-11-23') });
    expect(term.items.some((e) => e.title.startsWith('Storytime at'))).toBe(true);
    expect(term.items.some((e) => e.title === 'School holidays at the Australian Museum')).toBe(false);
  });

  it('drops what has already finished today', async () => {
    // Saturday 28 Nov at 14:00: the 08:00–13:00 Carriageworks market is over, The Rocks Markets (to 17:00) are on.
    const res = await list({ when: 'today', now: sydneyInstant('2026-11-28', '14:00').iso });
    const titles = res.items.map((e) => e.title);
    expect(titles).not.toContain('Carriageworks Farmers Market');
    expect(titles).toContain('The Rocks Markets');
    expect(res.total).toBe(reference(SYDNEY_EVENTS, '2026-11-28', '2026-11-28', sydneyInstant('2026-11-28', '14:00').iso).length);
  });

  it('occurrences carry Sydney times with the right DST offset', async () => {
    const res = await list({ from: '2026-10-03', to: '2026-10-04', now: morning('2026-10-01') });
    const rocks = res.items.filter((e) => e.title === 'The Rocks Markets');
    expect(rocks.map((e) => [e.date, e.startsAt, e.endsAt])).toEqual([
      ['2026-10-03', '2026-10-03T10:00:00+10:00', '2026-10-03T17:00:00+10:00'],
      ['2026-10-04', '2026-10-04T10:00:00+11:00', '2026-10-04T17:00:00+11:00'],
    ]);
  });

  it('filters: categories match any of them, free keeps price exactly 0, kind', async () => {
    const now = morning('2026-11-23');
    const all = await list({ when: 'upcoming', now, limit: 200 });
    const active = await list({ when: 'upcoming', now, categories: ['active', 'creative'], limit: 200 });
    expect(active.total).toBeGreaterThan(0);
    expect(active.total).toBeLessThan(all.total);
    for (const e of active.items) expect(e.categories.some((c) => c === 'active' || c === 'creative')).toBe(true);
    const expectedActive = SYDNEY_EVENTS.filter((e) => e.categories.includes('active') || e.categories.includes('creative'));
    expect(active.total).toBe(reference(expectedActive, active.from, active.to, now).length);

    const free = await list({ when: 'upcoming', now, freeOnly: true, limit: 200 });
    expect(free.total).toBe(reference(SYDNEY_EVENTS.filter((e) => e.price === 0), free.from, free.to, now).length);
    for (const e of free.items) expect(e.price).toBe(0);
    expect(all.items.some((e) => e.price === undefined)).toBe(true); // paid ones exist and are left out

    const cultural = await list({ when: 'upcoming', now, kind: 'cultural', limit: 200 });
    expect(cultural.total).toBeGreaterThan(0);
    for (const e of cultural.items) expect(e.kind).toBe('cultural');

    const timelineFree = await timeline(now, { categories: ['outdoor'], freeOnly: true });
    for (const s of timelineFree.sections) for (const e of s.events) {
      expect(e.price).toBe(0);
      expect(e.categories).toContain('outdoor');
    }
    expect((await list({ when: 'upcoming', now, limit: 5 })).items).toHaveLength(5);
  });

  it('links events to the catalog place they happen at', async () => {
    const places = await client.call('listActivities', { types: [], tags: [], freeOnly: false, search: 'Carriageworks Farmers Market', page: 1, pageSize: 5, sort: '', openNow: false, at: '' });
    const place = places.activities.find((a) => a.title === 'Carriageworks Farmers Market');
    const res = await list({ from: '2026-11-28', to: '2026-11-28', now: morning('2026-11-28') });
    expect(res.items.find((e) => e.title === 'Carriageworks Farmers Market')?.activityId).toBe(place?.id);
  });

  it('gets one occurrence or an event’s next occurrence; unknown ids are 404', async () => {
    const glebe = eventSlugToUuid('glebe-markets');
    const next = await client.call('getEvent', { id: glebe, now: morning('2026-11-23') }); // Monday
    expect(next.event).toMatchObject({ id: `${glebe}_2026-11-28`, date: '2026-11-28', startTime: '10:00', title: 'Glebe Markets' });
    const one = await client.call('getEvent', { id: `${glebe}_2027-03-06`, now: morning('2026-11-23') });
    expect(one.event?.startsAt).toBe('2027-03-06T10:00:00+11:00');
    for (const id of [`${glebe}_2026-11-30`, '0b0b6a8e-9c2f-4a51-8f0e-1d2c3b4a5f60', 'glebe-markets', `${glebe}_2026-02-30`]) {
      await expect(client.call('getEvent', { id, now: '' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
    }
  });

  it('rejects bad input over gRPC with INVALID_ARGUMENT and a clear message', async () => {
    const cases: [Partial<catalogV1.ListEventsRequest>, RegExp][] = [
      [{ when: 'someday' }, /when must be one of/],
      [{ from: '2026-11-01', to: '2027-01-15' }, /at most 62 days/],
      [{ from: '2026-11-10', to: '2026-11-01' }, /to must not be before from/],
      [{ from: '2026-02-30', to: '2026-03-01' }, /from must be a date/],
      [{ from: '2026-11-01' }, /from and to must be given together/],
      [{ categories: ['spaceship'] }, /category must be one of/],
      [{ limit: 500 }, /limit must be between 1 and 200/],
      [{ now: 'yesterday' }, /now must be an ISO-8601 instant/],
    ];
    for (const [req, message] of cases) await expect(list(req)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(message) });
  });

  describe('through the gateway (server clock)', () => {
    it('GET /api/events/timeline returns the five sections for today in Sydney', async () => {
      const res = await api('/api/events/timeline?category=outdoor,active&free=true');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { sections: { key: string; title: string; from: string; events: { price: number; categories: string[] }[] }[] };
      expect(body.sections.map((s) => s.key)).toEqual(KEYS);
      expect(body.sections.map((s) => s.title)).toEqual(TITLES);
      expect(body.sections[0].from).toBe(sydneyDate(new Date()));
      expect(body.sections[2]).toMatchObject({ from: eventWindow('this-weekend', new Date()).from });
      for (const s of body.sections) for (const e of s.events) {
        expect(e.price).toBe(0);
        expect(e.categories.some((c) => c === 'outdoor' || c === 'active')).toBe(true);
      }
    });

    it('GET /api/events lists occurrences with the contract fields, and an explicit range', async () => {
      const from = sydneyDate(new Date());
      const to = addDays(from, 13);
      const res = await api(`/api/events?from=${from}&to=${to}&limit=200`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: Record<string, unknown>[]; from: string; to: string; total: number };
      expect(body).toMatchObject({ from, to });
      expect(body.total).toBeGreaterThan(20);
      expect(Object.keys(body.items[0]).sort()).toEqual(
        ['id', 'eventId', 'title', 'description', 'categories', 'tags', 'date', 'startTime', 'endTime', 'startsAt', 'endsAt', 'venue', 'suburb', 'lat', 'lng',
          'activityId', 'price', 'priceText', 'ageRange', 'imageUrl', 'rsvpLink', 'kind', 'scheduleNote'].sort(),
      );
      const weekend = (await (await api('/api/events?when=this-weekend')).json()) as { from: string; to: string; total: number };
      expect(weekend).toMatchObject({ from: eventWindow('this-weekend', new Date()).from, to: eventWindow('this-weekend', new Date()).to });
    });

    it('GET /api/events/:id: an event id gives its next occurrence; unknown ids are 404', async () => {
      const res = await api(`/api/events/${eventSlugToUuid('the-rocks-markets')}`);
      expect(res.status).toBe(200);
      const e = (await res.json()) as { title: string; date: string };
      expect(e.title).toBe('The Rocks Markets');
      expect(e.date >= sydneyDate(new Date())).toBe(true);
      const missing = await api('/api/events/0b0b6a8e-9c2f-4a51-8f0e-1d2c3b4a5f60');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ message: 'Event not found' });
    });

    it('bad queries are 400 with a message naming the problem', async () => {
      const cases: [string, RegExp][] = [
        ['/api/events?when=someday', /^when: when must be one of today, tomorrow/],
        ['/api/events?from=2026-02-30&to=2026-03-01', /^from: from must be a date/],
        ['/api/events?from=2026-11-01&to=2027-01-15', /^to: the range from\/to must be at most 62 days/],
        ['/api/events?from=2026-11-10&to=2026-11-01', /^to: to must not be before from/],
        ['/api/events?from=2026-11-01', /^from: from and to must be given together/],
        ['/api/events?when=today&from=2026-11-01&to=2026-11-02', /^when: give either when or from\/to/],
        ['/api/events?category=outdoor,spaceship', /category must be one of outdoor, indoor, educational, creative, active/],
        ['/api/events?free=maybe', /^free: must be true or false/],
        ['/api/events?limit=0', /^limit: limit must be at least 1/],
        ['/api/events?kind=party', /^kind: kind must be event or cultural/],
        ['/api/events/timeline?category=spaceship', /category must be one of/],
      ];
      for (const [path, message] of cases) {
        const res = await api(path);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(((await res.json()) as { message: string }).message).toMatch(message);
      }
    });
  });
});
