import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { sql } from 'kysely';
import pino from 'pino';
import { createDatabase, createIdempotentProducer, ensureTopics, migrateToLatest, OutboxRelay, platformMigrations, topicName } from '@kah/runtime';
import type { eventsV1 } from '@kah/proto';
import { createTestDatabase, uniqueName, waitFor } from '@kah/testing';
import { applyTrackedEvents } from '../src/events/tracked-events.consumer';
import { analyticsMigrations } from '../src/migrations';
import type { AnalyticsDb } from '../src/repositories/analytics.tables';
import { MetricsRepository } from '../src/repositories/metrics.repository';

const ROOT = join(__dirname, '..', '..', '..');
// A broker of this test's own, so stopping it disturbs no other test.
const PORT = 59192 + Math.floor(Math.random() * 50) * 2;
const brokerEnv = (dir: string) => ({ ...process.env, KAH_INFRA_DIR: dir, KAH_KAFKA_PORT: String(PORT), KAH_KAFKA_CONTROLLER_PORT: String(PORT + 1) });
function broker(command: 'up' | 'down', dir: string) {
  const res = spawnSync('bash', [join(ROOT, 'deploy', 'infra.sh'), command, 'kafka'], { env: brokerEnv(dir), encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`infra.sh ${command} kafka failed:\n${res.stdout}\n${res.stderr}`);
}

const view = (activityId: string): eventsV1.AnalyticsEventTracked => ({ event: 'activity_view', activityId, timestamp: new Date().toISOString(), properties: {} });

describe('transactional outbox (real Postgres, a real Kafka broker stopped and restarted)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kah-outbox-broker-'));
  const prefix = uniqueName('outbox');
  const schema = 'analytics';
  const logger = pino({ level: 'silent' });
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: ReturnType<typeof createDatabase<AnalyticsDb>>;
  let kafka: Kafka;

  beforeAll(async () => {
    broker('up', dir);
    testDb = await createTestDatabase('outbox');
    db = createDatabase<AnalyticsDb>({ connectionString: testDb.url, schema });
    await migrateToLatest(db as never, schema, { ...platformMigrations, ...analyticsMigrations });
    kafka = new Kafka({ clientId: 'outbox-test', brokers: [`127.0.0.1:${PORT}`], logLevel: logLevel.NOTHING, retry: { retries: 2, initialRetryTime: 100 } });
    await ensureTopics(kafka, [{ topic: topicName(prefix, 'activity.metrics'), partitions: 3 }]);
  });

  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
    try { broker('down', dir); } finally { rmSync(dir, { recursive: true, force: true }); }
  });

  it('commits the state change and its event together, or neither', async () => {
    const metrics = new MetricsRepository(db);
    const id = randomUUID();
    await expect(
      db.transaction().execute(async (trx) => {
        await applyTrackedEvents(trx, metrics, prefix, [view(id)]);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await metrics.find(id)).toBeUndefined();
    const pending = await db.selectFrom('outbox').select(sql<number>`count(*)`.as('n')).where(sql<boolean>`envelope->'payload'->>'activityId' = ${id}`).executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(0);
  });

  it('accepts writes while Kafka is down and delivers the event once Kafka is back', async () => {
    broker('down', dir);
    const metrics = new MetricsRepository(db);
    const id = randomUUID();
    // The write succeeds with the broker stopped.
    await db.transaction().execute((trx) => applyTrackedEvents(trx, metrics, prefix, [view(id), view(id), view(id)]));
    expect((await metrics.find(id))?.views).toBe(3);

    const producer = createIdempotentProducer(kafka);
    const relay = new OutboxRelay(db, producer, logger, { pollIntervalMs: 100, maxBackoffMs: 1000 });
    relay.start();
    await new Promise((r) => setTimeout(r, 1500));
    const stillPending = await db.selectFrom('outbox').select(['published_at']).where(sql<boolean>`envelope->'payload'->>'activityId' = ${id}`).executeTakeFirstOrThrow();
    expect(stillPending.published_at).toBeNull();

    broker('up', dir);
    const consumer = kafka.consumer({ groupId: `${prefix}-reader` });
    const received: eventsV1.ActivityMetricsChanged[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: topicName(prefix, 'activity.metrics'), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        received.push(JSON.parse(String(message.value)).payload);
      },
    });
    const event = await waitFor(async () => received.find((e) => e.activityId === id), { timeoutMs: 60_000, what: 'the outbox event to arrive' });
    expect(event).toMatchObject({ activityId: id, views: 3, popularityScore: 3 });
    await relay.stop();
    await consumer.disconnect();
    await producer.disconnect();
    const published = await db.selectFrom('outbox').select(['published_at']).where(sql<boolean>`envelope->'payload'->>'activityId' = ${id}`).executeTakeFirstOrThrow();
    expect(published.published_at).not.toBeNull();
  });
});
