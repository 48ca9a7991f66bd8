import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { sql } from 'kysely';
import { startService, topicName, type RunningService } from '@kah/runtime';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName, waitFor } from '@kah/testing';
import firstPlaces from '../src/migrations/seed/sydney-places.json';
import morePlaces from '../src/migrations/seed/sydney-places-2.json';
import thirdPlaces from '../src/migrations/seed/sydney-places-3.json';
import { toActivityRows, type SeedPlace } from '../src/migrations/seed/seed-places';
import { catalogService } from '../src/catalog.service-definition';
import { ACTIVITY_EVENTS_TOPIC, ACTIVITY_PUBLISHED, ACTIVITY_UPDATED, CONTENT_FIELDS, type ActivityContentChanged } from '../src/events/activity-content.publisher';
import type { CatalogDb } from '../src/repositories/catalog.tables';

const places = [...firstPlaces, ...morePlaces, ...thirdPlaces] as unknown as SeedPlace[];
const rows = toActivityRows(places);

interface Received {
  key: string;
  type: string;
  eventId: string;
  payload: ActivityContentChanged;
}

describe('catalog content events (real Postgres, transactional outbox, real Kafka)', () => {
  const prefix = uniqueName('catalog_content');
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<CatalogDb> | undefined;
  let consumer: Consumer;
  const received: Received[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('catalog_content');
    service = await startService(catalogService, serviceEnv(db.url, prefix));
    const kafka = new Kafka({ clientId: 'content-events-test', brokers: [TEST_INFRA.kafkaBrokers], logLevel: logLevel.NOTHING });
    consumer = kafka.consumer({ groupId: `${prefix}-reader` });
    await consumer.connect();
    await consumer.subscribe({ topic: topicName(prefix, ACTIVITY_EVENTS_TOPIC), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const envelope = JSON.parse(String(message.value)) as { eventId: string; type: string; payload: ActivityContentChanged };
        received.push({ key: String(message.key), type: envelope.type, eventId: envelope.eventId, payload: envelope.payload });
      },
    });
  });

  afterAll(async () => {
    await consumer?.disconnect();
    await service?.stop();
    await db?.drop();
  });

  const outboxCount = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM outbox WHERE topic = ${topicName(prefix, ACTIVITY_EVENTS_TOPIC)}`.execute(service!.runtime.db)).rows[0].n);

  it('publishes one ActivityPublished per seeded place on a fresh database', async () => {
    await waitFor(async () => received.length >= rows.length, { timeoutMs: 90_000, what: `${rows.length} ActivityPublished events` });
    // Give any duplicate a chance to show up before counting.
    await new Promise((r) => setTimeout(r, 2000));
    expect(received).toHaveLength(rows.length);
    expect(new Set(received.map((e) => e.type))).toEqual(new Set([ACTIVITY_PUBLISHED]));
    expect(new Set(received.map((e) => e.payload.activityId))).toEqual(new Set(rows.map((r) => r.id)));
    const taronga = received.find((e) => e.payload.slug === 'taronga-zoo-sydney')!;
    expect(taronga.key).toBe(taronga.payload.activityId);
    expect(taronga.payload).toMatchObject({ type: 'wildlife', title: 'Taronga Zoo Sydney', suburb: 'Mosman' });
    expect(taronga.payload.changedFields).toEqual(Object.keys(CONTENT_FIELDS));
    expect(await outboxCount()).toBe(rows.length);
  });

  it('publishes nothing new after a restart, and one ActivityUpdated naming the changed fields after an edit', async () => {
    await service!.stop();
    service = undefined;
    service = await startService(catalogService, serviceEnv(db.url, prefix));

    const target = rows.find((r) => r.slug === 'manly-cove')!;
    await sql`UPDATE activities SET title = 'Manly Cove (harbour beach)', description = description || ' Updated.', popularity_score = 42 WHERE id = ${target.id}`.execute(service.runtime.db);

    const update = (await waitFor(async () => received.find((e) => e.type === ACTIVITY_UPDATED), { timeoutMs: 30_000, what: 'the ActivityUpdated event' }))!;
    await new Promise((r) => setTimeout(r, 2000));
    expect(update.payload).toMatchObject({ activityId: target.id, title: 'Manly Cove (harbour beach)', suburb: 'Manly', type: 'beach' });
    // Popularity is not content: only the two edited fields are reported.
    expect(update.payload.changedFields).toEqual(['title', 'description']);
    expect(received).toHaveLength(rows.length + 1);
    expect(new Set(received.map((e) => e.eventId)).size).toBe(received.length);
    expect(await outboxCount()).toBe(rows.length + 1);
  });
});
