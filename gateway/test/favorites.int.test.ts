import { randomUUID } from 'node:crypto';
import { startService, type RunningService } from '@kah/runtime';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName } from '@kah/testing';
import { createAuthService } from '../../services/auth/src/auth.service-definition';
import { catalogService } from '../../services/catalog/src/catalog.service-definition';
import { favoritesService } from '../../services/favorites/src/favorites.service-definition';
import { loadGatewayConfig } from '../src/config/gateway.config';
import { startGateway, type RunningGateway } from '../src/gateway-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let nextIp = 1;

/** One signed-in (or anonymous) browser talking to the gateway with a bearer token. */
class User {
  readonly ip = `198.51.100.${nextIp++}`;
  token?: string;
  id?: string;
  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
  }
}

describe('favourites API through the gateway with real sign-in (auth, catalog, favorites over gRPC; Postgres, Kafka, Redis)', () => {
  const prefix = uniqueName('gwfav');
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const services: RunningService<unknown>[] = [];
  let gateway: RunningGateway;
  let alice: User;
  let bob: User;
  let bondi: Json; // legacy id a2

  async function signUp(): Promise<User> {
    const user = new User(gateway.url);
    const res = await user.call('POST', '/api/auth/register', { email: `${randomUUID().slice(0, 8)}@example.com`, password: 'koala-Adventures-2026', fullName: 'Kim Koala' });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
    user.token = res.body.data.token as string;
    user.id = res.body.data.user.id as string;
    return user;
  }

  beforeAll(async () => {
    db = await createTestDatabase('gwfav');
    const env = serviceEnv(db.url, prefix, { AUTH_JWT_SECRET: `test-secret-${randomUUID()}` });
    const auth = await startService(createAuthService(env) as never, env);
    const catalog = await startService(catalogService as never, env);
    const favorites = await startService(favoritesService as never, env);
    services.push(auth, catalog, favorites);
    gateway = await startGateway(
      loadGatewayConfig({
        PORT: '0', REDIS_URL: TEST_INFRA.redisUrl, REDIS_KEY_PREFIX: `${prefix}:`, KAFKA_BROKERS: TEST_INFRA.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn',
        AUTH_GRPC_URL: auth.address, CATALOG_GRPC_URL: catalog.address, FAVORITES_GRPC_URL: favorites.address, AUTH_JWT_SECRET: env.AUTH_JWT_SECRET,
      }),
    );
    [alice, bob] = [await signUp(), await signUp()];
    bondi = (await alice.call('GET', '/api/activities/a2')).body.data as Json;
  });

  afterAll(async () => {
    await gateway?.stop();
    for (const s of services.reverse()) await s.stop();
    await db?.drop();
  });

  it('documents every favourites route in OpenAPI, behind bearer auth', () => {
    const paths = Object.entries(gateway.openApi.paths).filter(([p]) => p.startsWith('/api/favorites'));
    expect(paths.map(([p]) => p).sort()).toEqual([
      '/api/favorites', '/api/favorites/collections', '/api/favorites/collections/{id}', '/api/favorites/collections/{id}/activities',
      '/api/favorites/collections/{id}/activities/{activityId}', '/api/favorites/merge', '/api/favorites/{activityId}',
    ]);
    for (const [, item] of paths) {
      for (const op of Object.values(item as Record<string, { security?: unknown[]; responses: Record<string, unknown> }>)) {
        expect(op.security).toEqual([{ bearer: [] }]);
        expect(op.responses['401']).toBeDefined();
      }
    }
  });

  it('answers 401 with the sign-in message on every route when anonymous', async () => {
    const anon = new User(gateway.url);
    const id = randomUUID();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/favorites'], ['POST', '/api/favorites', { activityId: 'a1' }], ['DELETE', `/api/favorites/${id}`],
      ['POST', '/api/favorites/merge', { activityIds: ['a1'] }], ['GET', '/api/favorites/collections'], ['POST', '/api/favorites/collections', { name: 'x' }],
      ['PATCH', `/api/favorites/collections/${id}`, { name: 'x' }], ['DELETE', `/api/favorites/collections/${id}`],
      ['POST', `/api/favorites/collections/${id}/activities`, { activityId: 'a1' }], ['DELETE', `/api/favorites/collections/${id}/activities/a1`],
    ];
    for (const [method, path, body] of routes) {
      expect({ route: `${method} ${path}`, ...(await anon.call(method, path, body)) }).toEqual({ route: `${method} ${path}`, status: 401, body: { message: 'Please log in to continue.' } });
    }
    anon.token = 'not-a-token';
    expect((await anon.call('GET', '/api/favorites')).status).toBe(401);
  });

  it('adds by legacy or canonical id (201, existing one answered again), lists newest first with the activity, removes idempotently (204)', async () => {
    const user = await signUp();
    const added = await user.call('POST', '/api/favorites', { activityId: 'a2', notes: 'Bring towels' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ activityId: bondi.id, notes: 'Bring towels', activity: { id: bondi.id, title: 'Bondi Beach', legacyId: 'a2' } });

    const again = await user.call('POST', '/api/favorites', { activityId: bondi.id });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(added.body.id);

    const other = (await user.call('GET', '/api/activities/a1')).body.data as Json;
    expect((await user.call('POST', '/api/favorites', { activityId: other.id })).status).toBe(201);
    const listed = await user.call('GET', '/api/favorites');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((i: Json) => [i.activityId, i.activity.title])).toEqual([[other.id, other.title], [bondi.id, 'Bondi Beach']]);

    expect((await user.call('DELETE', '/api/favorites/a2')).status).toBe(204);
    expect((await user.call('DELETE', '/api/favorites/a2')).status).toBe(204);
    expect((await user.call('DELETE', `/api/favorites/${randomUUID()}`)).status).toBe(204);
    expect((await user.call('GET', '/api/favorites')).body.items.map((i: Json) => i.activityId)).toEqual([other.id]);
  });

  it('answers 404 for an unknown activity', async () => {
    expect(await alice.call('POST', '/api/favorites', { activityId: randomUUID() })).toEqual({ status: 404, body: { message: 'Activity not found' } });
    expect(await alice.call('POST', '/api/favorites', { activityId: 'zz99' })).toEqual({ status: 404, body: { message: 'Activity not found' } });
  });

  it('merges local favourites on sign-in: unknown ids skipped, no duplicates, the whole list answered', async () => {
    const user = await signUp();
    await user.call('POST', '/api/favorites', { activityId: 'a2' });
    const res = await user.call('POST', '/api/favorites/merge', { activityIds: ['a1', 'a2', bondi.id, 'nope', randomUUID(), 'a1'] });
    expect(res.status).toBe(200);
    const a1 = (await user.call('GET', '/api/activities/a1')).body.data as Json;
    expect(res.body.items.map((i: Json) => i.activityId).sort()).toEqual([a1.id, bondi.id].sort());
    expect(res.body.items.every((i: Json) => i.activity?.id === i.activityId)).toBe(true);
    expect((await user.call('GET', '/api/favorites')).body.items).toHaveLength(2);
  });

  it('rejects bad input with 400 and a message naming the field', async () => {
    const collection = (await alice.call('POST', '/api/favorites/collections', { name: 'Valid' })).body as Json;
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/api/favorites', {}, /^activityId: activityId is required/],
      ['POST', '/api/favorites', { activityId: 'a1', notes: 'x'.repeat(501) }, /^notes: notes must be at most 500 characters/],
      ['POST', '/api/favorites/merge', { activityIds: [] }, /^activityIds: activityIds must contain at least one id/],
      ['POST', '/api/favorites/merge', { activityIds: Array.from({ length: 501 }, () => 'a1') }, /^activityIds: activityIds may contain at most 500 ids/],
      ['POST', '/api/favorites/merge', { activityIds: 'a1' }, /^activityIds: /],
      ['POST', '/api/favorites/collections', { name: '   ' }, /^name: Collection name is required/],
      ['POST', '/api/favorites/collections', { name: 'x'.repeat(81) }, /^name: Collection name must be at most 80 characters/],
      ['POST', '/api/favorites/collections', { name: 'Pink', color: 'pink' }, /^color: color must be a hex colour like #FF69B4/],
      ['POST', '/api/favorites/collections', { name: 'Pink', color: '#FF69B' }, /^color: /],
      ['POST', '/api/favorites/collections', { name: 'Icon', icon: '' }, /^icon: icon must be 1 to 40 characters/],
      ['POST', '/api/favorites/collections', { name: 'Pub', isPublic: 'yes' }, /^isPublic: /],
      ['PATCH', `/api/favorites/collections/${collection.id}`, {}, /Nothing to update/],
      ['PATCH', `/api/favorites/collections/${collection.id}`, { color: 'red' }, /^color: /],
      ['POST', `/api/favorites/collections/${collection.id}/activities`, {}, /^activityId: /],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await alice.call(method, path, body);
      expect({ method, path, body, status: res.status }).toEqual({ method, path, body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it('runs collections CRUD with the #FF69B4 / heart defaults', async () => {
    const user = await signUp();
    const created = await user.call('POST', '/api/favorites/collections', { name: '  Beach days ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String), name: 'Beach days', description: '', color: '#FF69B4', icon: 'heart', isPublic: false, activityIds: [], createdAt: expect.any(String),
    });
    const id = created.body.id as string;

    const patched = await user.call('PATCH', `/api/favorites/collections/${id}`, { name: 'Summer', color: '#00aaff', isPublic: true, description: 'Hot days' });
    expect(patched).toMatchObject({ status: 200, body: { id, name: 'Summer', color: '#00AAFF', isPublic: true, description: 'Hot days', icon: 'heart' } });

    const withBondi = await user.call('POST', `/api/favorites/collections/${id}/activities`, { activityId: 'a2' });
    expect(withBondi).toMatchObject({ status: 200, body: { activityIds: [bondi.id] } });
    expect((await user.call('POST', `/api/favorites/collections/${id}/activities`, { activityId: bondi.id })).body.activityIds).toEqual([bondi.id]);
    expect(await user.call('POST', `/api/favorites/collections/${id}/activities`, { activityId: randomUUID() })).toEqual({ status: 404, body: { message: 'Activity not found' } });

    expect((await user.call('GET', '/api/favorites/collections')).body.items).toEqual([expect.objectContaining({ id, name: 'Summer', activityIds: [bondi.id] })]);
    const emptied = await user.call('DELETE', `/api/favorites/collections/${id}/activities/a2`);
    expect(emptied).toMatchObject({ status: 200, body: { id, activityIds: [] } });

    expect((await user.call('DELETE', `/api/favorites/collections/${id}`)).status).toBe(204);
    expect(await user.call('DELETE', `/api/favorites/collections/${id}`)).toEqual({ status: 404, body: { message: 'Collection not found' } });
    expect((await user.call('GET', '/api/favorites/collections')).body.items).toEqual([]);
    expect(await user.call('PATCH', '/api/favorites/collections/not-a-uuid', { name: 'x' })).toEqual({ status: 404, body: { message: 'Collection not found' } });
  });

  it('keeps users apart: 404 for the other user\'s collection, and neither list shows the other\'s items', async () => {
    await alice.call('POST', '/api/favorites', { activityId: 'a2' });
    const mine = (await alice.call('POST', '/api/favorites/collections', { name: 'Alice only' })).body as Json;
    await alice.call('POST', `/api/favorites/collections/${mine.id}/activities`, { activityId: 'a2' });

    const notFound = { status: 404, body: { message: 'Collection not found' } };
    expect(await bob.call('PATCH', `/api/favorites/collections/${mine.id}`, { name: 'Bob now' })).toEqual(notFound);
    expect(await bob.call('DELETE', `/api/favorites/collections/${mine.id}`)).toEqual(notFound);
    expect(await bob.call('POST', `/api/favorites/collections/${mine.id}/activities`, { activityId: 'a1' })).toEqual(notFound);
    expect(await bob.call('DELETE', `/api/favorites/collections/${mine.id}/activities/a2`)).toEqual(notFound);
    expect((await bob.call('GET', '/api/favorites/collections')).body.items).toEqual([]);
    expect((await bob.call('GET', '/api/favorites')).body.items).toEqual([]);
    expect((await bob.call('DELETE', '/api/favorites/a2')).status).toBe(204);

    // Alice's data is untouched.
    expect((await alice.call('GET', '/api/favorites')).body.items.map((i: Json) => i.activityId)).toContain(bondi.id);
    expect((await alice.call('GET', '/api/favorites/collections')).body.items).toContainEqual(expect.objectContaining({ id: mine.id, name: 'Alice only', activityIds: [bondi.id] }));
  });
});
