import { randomUUID } from 'node:crypto';
import type { Consumer, Producer } from 'kafkajs';
import { Client } from 'pg';
import { createEnvelope, createKafka, DomainError, DomainErrorCode, GrpcClient, startService, topicName, withAccessToken, type EventEnvelope, type RunningService } from '@kah/runtime';
import type { analyticsV1, eventsV1, favoritesV1 } from '@kah/proto';
import { createTestDatabase, serviceEnv, TEST_INFRA, testAccessToken, uniqueName, waitFor } from '@kah/testing';
import { analyticsService } from '../../analytics/src/analytics.service-definition';
import { favoritesService } from '../src/favorites.service-definition';
import { FAVORITES_EVENTS_TOPIC } from '../src/events/favorite-events';

interface SeenEvent {
  key: string;
  envelope: EventEnvelope<eventsV1.FavoriteAdded>;
}

describe('favorites service against real Postgres, Kafka and gRPC', () => {
  const prefix = uniqueName('favtest');
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let favorites: RunningService<unknown>;
  let analytics: RunningService<unknown>;
  let client: GrpcClient<favoritesV1.FavoritesServiceClient>;
  let rawClient: GrpcClient<favoritesV1.FavoritesServiceClient>;
  let metricsClient: GrpcClient<analyticsV1.AnalyticsServiceClient>;
  let reader: Consumer;
  let producer: Producer;
  const seen: SeenEvent[] = [];
  const kafka = createKafka({ brokers: [TEST_INFRA.kafkaBrokers], clientId: 'favorites-test' });

  beforeAll(async () => {
    db = await createTestDatabase('favorites');
    favorites = await startService(favoritesService as never, serviceEnv(db.url, prefix));
    analytics = await startService(analyticsService as never, serviceEnv(db.url, prefix));
    rawClient = new GrpcClient('favorites', favorites.address);
    // Each call carries the token of the user the request names: the service checks it on every call.
    const rawCall = rawClient.call.bind(rawClient) as (method: string, request: unknown, timeoutMs?: number) => Promise<unknown>;
    client = Object.assign(Object.create(rawClient) as GrpcClient<favoritesV1.FavoritesServiceClient>, {
      call: ((method: string, request: { userId: string }, timeoutMs?: number) =>
        withAccessToken(testAccessToken(request.userId || randomUUID()), () => rawCall(method, request, timeoutMs))) as GrpcClient<favoritesV1.FavoritesServiceClient>['call'],
    });
    metricsClient = new GrpcClient('analytics', analytics.address);
    reader = kafka.consumer({ groupId: `${prefix}-reader`, maxWaitTimeInMs: 100 });
    await reader.connect();
    await reader.subscribe({ topic: topicName(prefix, FAVORITES_EVENTS_TOPIC), fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        seen.push({ key: String(message.key), envelope: JSON.parse(String(message.value)) as SeenEvent['envelope'] });
      },
    });
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
  });

  afterAll(async () => {
    await reader?.disconnect();
    await producer?.disconnect();
    rawClient?.close();
    metricsClient?.close();
    await favorites?.stop();
    await analytics?.stop();
    await db?.drop();
  });

  const add = (userId: string, activityId: string, notes?: string) => client.call('addFavorite', { userId, activityId, notes });
  const list = async (userId: string) => (await client.call('listFavorites', { userId })).favorites;
  const createCollection = (userId: string, name: string, extra: Partial<favoritesV1.CreateCollectionRequest> = {}) =>
    client.call('createCollection', { userId, name, description: '', isPublic: false, ...extra });
  const failure = async (p: Promise<unknown>) => {
    const err = await p.then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    return { code: (err as DomainError).code, message: (err as DomainError).message };
  };
  const eventsFor = (userId: string) => seen.filter((e) => e.key === userId).map((e) => [e.envelope.type, e.envelope.payload.activityId]);

  it('adds, lists newest first and removes favourites; adding twice keeps one and answers the stored one', async () => {
    const user = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    const first = await add(user, a, '  sunny days  ');
    expect(first).toMatchObject({ created: true, favorite: { userId: user, activityId: a, notes: 'sunny days' } });
    await add(user, b);
    expect((await list(user)).map((f) => f.activityId)).toEqual([b, a]);

    const again = await add(user, a, 'different notes');
    expect(again.created).toBe(false);
    expect(again.favorite).toEqual(first.favorite);
    expect(await list(user)).toHaveLength(2);

    expect(await client.call('removeFavorite', { userId: user, activityId: a.toUpperCase() })).toEqual({ removed: true });
    expect(await client.call('removeFavorite', { userId: user, activityId: a })).toEqual({ removed: false });
    expect((await list(user)).map((f) => f.activityId)).toEqual([b]);
  });

  it('merges local favourites without duplicates, keeping the given order (first = newest)', async () => {
    const user = randomUUID();
    const [x, y, z] = [randomUUID(), randomUUID(), randomUUID()];
    await add(user, x);
    const merged = (await client.call('mergeFavorites', { userId: user, activityIds: [y, x, y.toUpperCase(), z] })).favorites;
    expect(merged.map((f) => f.activityId)).toEqual([y, z, x]);
    expect((await list(user)).map((f) => f.activityId)).toEqual([y, z, x]);
    // Merging the same list again changes nothing.
    expect((await client.call('mergeFavorites', { userId: user, activityIds: [x, y, z] })).favorites).toEqual(merged);
  });

  it('refuses malformed ids and oversized input with INVALID_ARGUMENT', async () => {
    const user = randomUUID();
    expect(await failure(add(user, 'a1'))).toEqual({ code: DomainErrorCode.InvalidArgument, message: 'activityId must be a UUID' });
    expect(await failure(add('not-a-user', randomUUID()))).toEqual({ code: DomainErrorCode.InvalidArgument, message: 'userId must be a UUID' });
    expect(await failure(add(user, randomUUID(), 'x'.repeat(501)))).toMatchObject({ code: DomainErrorCode.InvalidArgument });
    const tooMany = Array.from({ length: 501 }, () => randomUUID());
    expect(await failure(client.call('mergeFavorites', { userId: user, activityIds: tooMany }))).toMatchObject({ code: DomainErrorCode.InvalidArgument });
    expect(await failure(createCollection(user, '   '))).toEqual({ code: DomainErrorCode.InvalidArgument, message: 'name is required' });
    expect(await failure(createCollection(user, 'Ok', { color: 'pink' }))).toMatchObject({ code: DomainErrorCode.InvalidArgument });
    expect(await list(user)).toEqual([]);
  });

  it('creates, updates, fills and deletes collections, with the #FF69B4 / heart defaults', async () => {
    const user = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    const created = await createCollection(user, '  Beach days  ');
    expect(created).toMatchObject({ userId: user, name: 'Beach days', description: '', color: '#FF69B4', icon: 'heart', isPublic: false, activityIds: [] });

    const updated = await client.call('updateCollection', { userId: user, collectionId: created.id, name: 'Rainy days', color: '#00aaff', isPublic: true });
    expect(updated).toMatchObject({ name: 'Rainy days', color: '#00AAFF', icon: 'heart', isPublic: true, description: '' });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    await client.call('addToCollection', { userId: user, collectionId: created.id, activityId: a });
    await client.call('addToCollection', { userId: user, collectionId: created.id, activityId: b });
    const twice = await client.call('addToCollection', { userId: user, collectionId: created.id, activityId: a });
    expect(twice.activityIds).toEqual([a, b]);
    const removed = await client.call('removeFromCollection', { userId: user, collectionId: created.id, activityId: a });
    expect(removed.activityIds).toEqual([b]);

    const second = await createCollection(user, 'Museums', { description: 'Indoor fun', color: '#123456', icon: 'museum', isPublic: true });
    expect(second).toMatchObject({ description: 'Indoor fun', color: '#123456', icon: 'museum', isPublic: true });
    expect((await client.call('listCollections', { userId: user })).collections.map((c) => [c.name, c.activityIds])).toEqual([['Rainy days', [b]], ['Museums', []]]);

    expect(await client.call('deleteCollection', { userId: user, collectionId: created.id })).toEqual({ deleted: true });
    expect(await failure(client.call('deleteCollection', { userId: user, collectionId: created.id }))).toEqual({ code: DomainErrorCode.NotFound, message: 'Collection not found' });
    expect((await client.call('listCollections', { userId: user })).collections.map((c) => c.name)).toEqual(['Museums']);
    expect(await failure(client.call('updateCollection', { userId: user, collectionId: 'nope', name: 'x' }))).toEqual({ code: DomainErrorCode.NotFound, message: 'Collection not found' });
  });

  it('keeps users apart: B can neither see nor change A\'s favourites or collections', async () => {
    const [userA, userB] = [randomUUID(), randomUUID()];
    const activity = randomUUID();
    await add(userA, activity);
    const collection = await createCollection(userA, 'A only');
    await client.call('addToCollection', { userId: userA, collectionId: collection.id, activityId: activity });

    expect(await list(userB)).toEqual([]);
    expect((await client.call('listCollections', { userId: userB })).collections).toEqual([]);
    expect(await client.call('removeFavorite', { userId: userB, activityId: activity })).toEqual({ removed: false });

    const notFound = { code: DomainErrorCode.NotFound, message: 'Collection not found' };
    const collectionId = collection.id;
    expect(await failure(client.call('updateCollection', { userId: userB, collectionId, name: 'Mine now' }))).toEqual(notFound);
    expect(await failure(client.call('addToCollection', { userId: userB, collectionId, activityId: randomUUID() }))).toEqual(notFound);
    expect(await failure(client.call('removeFromCollection', { userId: userB, collectionId, activityId: activity }))).toEqual(notFound);
    expect(await failure(client.call('deleteCollection', { userId: userB, collectionId }))).toEqual(notFound);

    // A's data is untouched.
    expect((await list(userA)).map((f) => f.activityId)).toEqual([activity]);
    expect((await client.call('listCollections', { userId: userA })).collections).toEqual([
      expect.objectContaining({ id: collectionId, name: 'A only', activityIds: [activity] }),
    ]);
  });

  it('checks the caller on every call, even when the gateway is bypassed', async () => {
    const owner = randomUUID();
    const activity = randomUUID();
    await add(owner, activity);
    const direct = (token: string | undefined, userId: string) => withAccessToken(token, () => rawClient.call('listFavorites', { userId }));
    expect(await failure(direct(undefined, owner))).toMatchObject({ code: DomainErrorCode.Unauthenticated });
    expect(await failure(direct(testAccessToken(randomUUID()), owner))).toMatchObject({ code: DomainErrorCode.PermissionDenied });
    expect(await failure(direct('not-a-token', owner))).toMatchObject({ code: DomainErrorCode.Unauthenticated });
    // An empty user id means "me": the caller's own list, never someone else's.
    expect((await direct(testAccessToken(owner), '')).favorites.map((f) => f.activityId)).toEqual([activity]);
  });

  it('publishes FavoriteAdded / FavoriteRemoved to Kafka exactly when the favourites change', async () => {
    const user = randomUUID();
    const [x, y] = [randomUUID(), randomUUID()];
    await add(user, x);
    await add(user, x); // no change
    await client.call('removeFavorite', { userId: user, activityId: x });
    await client.call('removeFavorite', { userId: user, activityId: x }); // no change
    await client.call('mergeFavorites', { userId: user, activityIds: [x, y] });
    await client.call('mergeFavorites', { userId: user, activityIds: [y] }); // no change
    await createCollection(user, 'Collections are not favourites'); // no event

    const expected = [['favorites.favorite-added', x], ['favorites.favorite-removed', x], ['favorites.favorite-added', x], ['favorites.favorite-added', y]];
    await waitFor(async () => eventsFor(user).length >= expected.length, { what: 'four favourite events' });
    // Give a stray extra event time to show up before asserting there is none.
    await new Promise((r) => setTimeout(r, 1500));
    expect(eventsFor(user)).toEqual(expected);
    expect(seen.filter((e) => e.key === user && e.envelope.type === 'favorites.favorite-added').map((e) => e.envelope.payload.source)).toEqual(['add', 'merge', 'merge']);

    const added = seen.find((e) => e.key === user)!.envelope;
    expect(added).toMatchObject({ producer: 'favorites', payload: { userId: user, activityId: x } });
    expect(Date.parse(added.payload.occurredAt)).not.toBeNaN();
    expect(added.occurredAt).toBe(added.payload.occurredAt);
    expect(new Set(seen.filter((e) => e.key === user).map((e) => e.envelope.eventId)).size).toBe(expected.length);
  });

  it('analytics counts bookmarks from these events exactly once and never below zero', async () => {
    const activity = randomUUID();
    const bookmarks = async () => (await metricsClient.call('getActivityMetrics', { activityId: activity })).bookmarks;
    const topic = topicName(prefix, FAVORITES_EVENTS_TOPIC);
    const [u1, u2, u3] = [randomUUID(), randomUUID(), randomUUID()];
    const eventOf = (user: string, type: string, nth = 0) =>
      waitFor(async () => seen.filter((e) => e.key === user && e.envelope.type === type && e.envelope.payload.activityId === activity)[nth], { what: `${type} of ${user}` });
    // The analytics consumer has applied (and recorded) the event.
    const applied = (eventId: string) =>
      waitFor(async () => {
        const pg = new Client({ connectionString: db.url });
        await pg.connect();
        try {
          const res = await pg.query('select 1 from analytics.processed_events where consumer_group = $1 and event_id = $2', [`${prefix}.analytics.bookmarks`, eventId]);
          return res.rowCount === 1;
        } finally {
          await pg.end();
        }
      }, { what: `event ${eventId} applied by analytics` });

    // A favourite merged on sign-in was counted by the browser when it was saved signed-out: not again.
    await client.call('mergeFavorites', { userId: u3, activityIds: [activity] });
    await applied((await eventOf(u3, 'favorites.favorite-added')).envelope.eventId);
    expect(await bookmarks()).toBe(0);

    await add(u1, activity);
    await add(u2, activity);
    await add(u2, activity); // already a favourite: not counted again
    await waitFor(async () => (await bookmarks()) === 2, { what: 'two bookmarks' });
    await client.call('removeFavorite', { userId: u1, activityId: activity });
    await client.call('removeFavorite', { userId: u1, activityId: activity }); // nothing removed: no event
    await waitFor(async () => (await bookmarks()) === 1, { what: 'one bookmark' });

    // A redelivered event (same event id) is not counted again: after u2's removal the count is 0, not 1.
    const u2Added = await eventOf(u2, 'favorites.favorite-added');
    await producer.send({ topic, acks: -1, messages: [{ key: u2, value: JSON.stringify(u2Added.envelope) }] });
    await client.call('removeFavorite', { userId: u2, activityId: activity });
    await applied((await eventOf(u2, 'favorites.favorite-removed')).envelope.eventId);
    expect(await bookmarks()).toBe(0);

    // A removal below zero stops at zero: the next addition makes it 1 (not 0).
    const stray = createEnvelope<eventsV1.FavoriteRemoved>('favorites.favorite-removed', 'favorites', { userId: u2, activityId: activity, occurredAt: new Date().toISOString() });
    await producer.send({ topic, acks: -1, messages: [{ key: u2, value: JSON.stringify(stray) }] });
    await add(u2, activity);
    await applied((await eventOf(u2, 'favorites.favorite-added', 2)).envelope.eventId); // [original, redelivered copy, this one]
    expect(await bookmarks()).toBe(1);
  });
});
