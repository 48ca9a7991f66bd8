import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { GrpcClient, startService, type RunningService } from '@kah/runtime';
import type { ErrorBody, NavigationTreeResponse } from '@kah/api-contract';
import type { navigationV1 } from '@kah/proto';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName } from '@kah/testing';
import { navigationService } from '../../src/navigation.service-definition';
import type { NavigationDb } from '../../src/repositories/navigation.tables';
// The HTTP half lives here too: one file keeps the navigation slice's tests together (gateway → gRPC → Postgres).
import { loadGatewayConfig } from '../../../../gateway/src/config/gateway.config';
import { startGateway, type RunningGateway } from '../../../../gateway/src/gateway-app';

// Spec 000 section 2 (Main layout), written out as the reference the seeded tree must match.
const SPEC_TREE: [string, string[]][] = [
  ['Home', []],
  ['Explore', ['/parks', '/restaurants', '/cultural', '/cinema', '/activities', '/hidden-gems', '/local-attractions']],
  ['Events & Planning', ['/events', '/events-calendar', '/adventure-packs', '/theme-adventure-packs', '/bookings']],
  ['Community', ['/forum', '/parent-groups', '/community', '/playdates', '/share', '/suggest-activity']],
  ['Resources', ['/family-guide', '/useful-info', '/teen-info', '/family-holiday-hq', '/news', '/about', '/contact']],
  ['Tools', ['/utilities/weather', '/utilities/transport', '/utilities/rainy-day', '/utilities/birthday-planner', '/utilities/nappy-bag', '/utilities/food-matcher', '/utilities/mental-load', '/utilities/chore-chaos']],
  ['Favorites', []],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('navigation service against real Postgres over gRPC', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<NavigationDb>;
  let client: GrpcClient<navigationV1.NavigationServiceClient>;

  beforeAll(async () => {
    db = await createTestDatabase('navigation');
    service = await startService(navigationService, serviceEnv(db.url, uniqueName('navtest')));
    client = new GrpcClient('navigation', service.address);
  });

  afterAll(async () => {
    client?.close();
    await service?.stop();
    await db?.drop();
  });

  async function clicksInDb(id: string): Promise<number> {
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const res = await pg.query<{ clicks: string }>('select clicks from navigation.navigation_items where id = $1', [id]);
      return Number(res.rows[0]!.clicks);
    } finally {
      await pg.end();
    }
  }

  it('serves the spec tree, nested and in order', async () => {
    const { items } = await client.call('getTree', {});
    expect(items.map((i) => [i.title, i.children.map((c) => c.url)])).toEqual(SPEC_TREE);
    expect(items[0]).toMatchObject({ title: 'Home', url: '/', isDropdown: false, children: [] });
    expect(items.at(-1)).toMatchObject({ title: 'Favorites', url: '/favorites', isDropdown: false });
    for (const item of items) {
      expect(item.isDropdown).toBe(item.children.length > 0);
      const all = [item, ...item.children];
      for (const i of all) {
        expect(i.id).toMatch(UUID);
        expect(i.target).toBe('_self');
        expect(i.title.length).toBeGreaterThan(0);
        expect(i.description?.length).toBeGreaterThan(0);
      }
      const orders = item.children.map((c) => c.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    const slugs = items.flatMap((i) => [i.slug, ...i.children.map((c) => c.slug)]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('keeps the same ids across databases (name-based), so links and analytics stay stable', async () => {
    const first = (await client.call('getTree', {})).items.map((i) => i.id);
    const other = await createTestDatabase('navigation2');
    const second = await startService(navigationService, serviceEnv(other.url, uniqueName('navtest2')));
    const otherClient = new GrpcClient<navigationV1.NavigationServiceClient>('navigation', second.address);
    try {
      expect((await otherClient.call('getTree', {})).items.map((i) => i.id)).toEqual(first);
    } finally {
      otherClient.close();
      await second.stop();
      await other.drop();
    }
  });

  it('counts every one of many concurrent clicks exactly once', async () => {
    const explore = (await client.call('getTree', {})).items.find((i) => i.title === 'Explore')!;
    const parks = explore.children.find((c) => c.url === '/parks')!;
    const results = await Promise.all(Array.from({ length: 100 }, () => client.call('trackClick', { itemId: parks.id })));
    const counts = results.map((r) => Number(r.clicks)).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await clicksInDb(parks.id)).toBe(100);
    // Upper-case ids name the same item.
    expect(Number((await client.call('trackClick', { itemId: parks.id.toUpperCase() })).clicks)).toBe(101);
    expect(await clicksInDb(explore.id)).toBe(0);
  });

  it('rejects non-UUID ids and answers NOT_FOUND for unknown ones', async () => {
    for (const itemId of ['', 'home', 'explore-1', "1' or '1'='1", `${randomUUID()}x`]) {
      await expect(client.call('trackClick', { itemId })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Navigation item id must be a UUID' });
    }
    await expect(client.call('trackClick', { itemId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Navigation item not found' });
  });

  it('subscribes to the newsletter idempotently, ignoring case and spaces, and rejects bad addresses', async () => {
    const email = `${uniqueName('parent')}@example.com`;
    expect(await client.call('subscribeNewsletter', { email })).toEqual({ alreadySubscribed: false });
    expect(await client.call('subscribeNewsletter', { email: `  ${email.toUpperCase()} ` })).toEqual({ alreadySubscribed: true });
    // A double submit: both succeed, one row.
    const other = `${uniqueName('twice')}@example.com`;
    const both = await Promise.all([client.call('subscribeNewsletter', { email: other }), client.call('subscribeNewsletter', { email: other })]);
    expect(both.map((r) => r.alreadySubscribed).sort()).toEqual([false, true]);
    for (const bad of ['', 'not-an-email', 'a@b', 'a b@c.com', `${'x'.repeat(250)}@example.com`]) {
      await expect(client.call('subscribeNewsletter', { email: bad })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Please enter a valid email address.' });
    }
  });
});

describe('navigation and newsletter over HTTP: gateway → gRPC → navigation → Postgres', () => {
  const prefix = uniqueName('gwnav');
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<unknown>;
  let gateway: RunningGateway;
  const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}${path}`, { ...init, headers: { 'x-forwarded-for': ip, ...(init.headers ?? {}) } });
  const subscribe = (body: unknown) =>
    api('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    db = await createTestDatabase('gwnav');
    service = await startService(navigationService as never, serviceEnv(db.url, prefix));
    gateway = await startGateway(
      loadGatewayConfig({
        PORT: '0', REDIS_URL: TEST_INFRA.redisUrl, KAFKA_BROKERS: TEST_INFRA.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000', NAVIGATION_GRPC_URL: service.address,
      }),
    );
  });

  afterAll(async () => {
    await gateway?.stop();
    await service?.stop();
    await db?.drop();
  });

  it('GET /api/navigation/tree answers { data } with the spec tree in order', async () => {
    const res = await api('/api/navigation/tree');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as NavigationTreeResponse;
    expect(data.map((i) => i.title)).toEqual(['Home', 'Explore', 'Events & Planning', 'Community', 'Resources', 'Tools', 'Favorites']);
    const explore = data[1]!;
    expect(explore).toMatchObject({ isDropdown: true, target: '_self', url: '/activities' });
    expect(explore.children[0]).toMatchObject({ title: 'Parks & Playgrounds', slug: 'parks', url: '/parks', isDropdown: false, target: '_self', description: expect.any(String) });
    expect(data[0]).toMatchObject({ title: 'Home', url: '/', children: [] });
  });

  it('POST /api/navigation/track/{id} counts clicks (204), concurrently and exactly', async () => {
    const { data } = (await (await api('/api/navigation/tree')).json()) as NavigationTreeResponse;
    const weather = data.find((i) => i.title === 'Tools')!.children[0]!;
    const statuses = await Promise.all(Array.from({ length: 25 }, () => api(`/api/navigation/track/${weather.id}`, { method: 'POST' }).then((r) => r.status)));
    expect(statuses).toEqual(Array(25).fill(204));
    // The service's own answer confirms the exact count.
    const client = new GrpcClient<navigationV1.NavigationServiceClient>('navigation', service.address);
    try {
      expect(Number((await client.call('trackClick', { itemId: weather.id })).clicks)).toBe(26);
    } finally {
      client.close();
    }
  });

  it('answers 400 for non-UUID ids and 404 for unknown ones, with a message', async () => {
    const bad = await api('/api/navigation/track/explore', { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'id: id must be a UUID' });
    const missing = await api(`/api/navigation/track/${randomUUID()}`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Navigation item not found' });
  });

  it('POST /api/newsletter/subscribe is validated and idempotent', async () => {
    const email = `${uniqueName('mum')}@example.com`;
    const first = await subscribe({ email });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: "You're subscribed!", alreadySubscribed: false });
    const again = await subscribe({ email: ` ${email.toUpperCase()} ` });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: "You're subscribed!", alreadySubscribed: true });
    for (const body of [{}, { email: '' }, { email: 'nope' }, { email: 42 }]) {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).message).toBe('email: Please enter a valid email address.');
    }
  });
});
