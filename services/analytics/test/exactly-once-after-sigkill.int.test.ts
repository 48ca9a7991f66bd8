import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import { createEnvelope, ensureTopics, topicName } from '@kah/runtime';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName, waitFor } from '@kah/testing';

const ROOT = join(__dirname, '..', '..', '..');
const NODE = join(ROOT, 'node_modules', '.bin', 'node');
const SERVICE = join(ROOT, 'services', 'analytics', 'dist', 'main.js');

const ACTIVITIES = Array.from({ length: 40 }, () => randomUUID());
const PER_ACTIVITY = 150;
const TOTAL = ACTIVITIES.length * PER_ACTIVITY;

function startAnalytics(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [SERVICE], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`analytics did not start:\n${out.slice(-3000)}`)), 60_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('service ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`analytics exited ${code}:\n${out.slice(-3000)}`)));
  });
}

describe('analytics aggregation survives SIGKILL with exact counts (real Kafka, real Postgres)', () => {
  const prefix = uniqueName('sigkill');
  const topic = topicName(prefix, 'analytics.events');
  const kafka = new Kafka({ clientId: 'sigkill-test', brokers: [TEST_INFRA.kafkaBrokers], logLevel: logLevel.NOTHING });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pg: Client;
  let proc: ChildProcess | undefined;
  let env: NodeJS.ProcessEnv;

  const events = ACTIVITIES.flatMap((activityId) =>
    Array.from({ length: PER_ACTIVITY }, () =>
      createEnvelope('analytics.event-tracked', 'test', { event: 'activity_view', activityId, timestamp: new Date().toISOString(), properties: {} }),
    ),
  );
  // Interleave activities so every partition is busy at the moment of the kill.
  events.sort(() => Math.random() - 0.5);

  const send = (batch: typeof events) =>
    producer.send({ topic, acks: -1, messages: batch.map((e) => ({ key: String(e.payload.activityId), value: JSON.stringify(e) })) });

  const totalViews = async () => Number((await pg.query('select coalesce(sum(views), 0) as n from analytics.activity_metrics')).rows[0].n);

  beforeAll(async () => {
    db = await createTestDatabase('sigkill');
    env = serviceEnv(db.url, prefix, { LOG_LEVEL: 'info' });
    await ensureTopics(kafka, [{ topic, partitions: 6 }]);
    await producer.connect();
    pg = new Client({ connectionString: db.url });
    await pg.connect();
  });

  afterAll(async () => {
    proc?.kill('SIGKILL');
    await producer.disconnect();
    await pg?.end();
    await db?.drop();
  });

  it('loses no event and counts none twice across a crash, a restart and redelivery', async () => {
    proc = await startAnalytics(env);
    const third = Math.floor(TOTAL / 3);
    for (let i = 0; i < third; i += 100) await send(events.slice(i, Math.min(i + 100, third)));

    // Kill while the consumer is mid-stream: some, but not all, of the first third is applied.
    await waitFor(async () => (await totalViews()) > 0, { what: 'first events applied' });
    proc.kill('SIGKILL');
    await new Promise((r) => proc!.once('exit', r));
    const atKill = await totalViews();
    expect(atKill).toBeLessThan(TOTAL);

    // Events keep flowing while the service is down.
    for (let i = third; i < TOTAL; i += 100) await send(events.slice(i, Math.min(i + 100, TOTAL)));
    proc = await startAnalytics(env);
    await waitFor(async () => (await totalViews()) === TOTAL, { timeoutMs: 90_000, what: `views to reach ${TOTAL}` });

    // A producer retry (same event ids) after the fact must not count again.
    await send(events.slice(0, 500));
    const poisonKey = randomUUID();
    await producer.send({ topic, messages: [{ key: poisonKey, value: 'this is not an event envelope' }] });
    const late = createEnvelope('analytics.event-tracked', 'test', { event: 'activity_view', activityId: ACTIVITIES[0], timestamp: new Date().toISOString(), properties: {} });
    await send([late]);
    // The late event sits behind the duplicates and the poison message in its partition: once it is counted, they were processed.
    await waitFor(async () => (await totalViews()) === TOTAL + 1, { timeoutMs: 60_000, what: 'late event after duplicates and poison' });

    const rows = (await pg.query('select activity_id, views, popularity_score from analytics.activity_metrics')).rows;
    const byId = new Map(rows.map((r) => [r.activity_id, r]));
    for (const id of ACTIVITIES) {
      const expected = id === ACTIVITIES[0] ? PER_ACTIVITY + 1 : PER_ACTIVITY;
      expect(Number(byId.get(id)?.views)).toBe(expected);
      expect(Number(byId.get(id)?.popularity_score)).toBe(expected); // views only: popularity = views
    }
    const processed = Number((await pg.query('select count(*) as n from analytics.processed_events')).rows[0].n);
    expect(processed).toBe(TOTAL + 1);

    // The poison message went to the dead-letter topic with the reason attached.
    const dlq = kafka.consumer({ groupId: `${prefix}-dlq-reader` });
    await dlq.connect();
    await dlq.subscribe({ topic: topicName(prefix, 'analytics.events.dlq'), fromBeginning: true });
    const dead = await new Promise<{ key: string; reason: string }>((resolve) => {
      void dlq.run({ eachMessage: async ({ message }) => resolve({ key: String(message.key), reason: String(message.headers?.['dlq-reason']) }) });
    });
    await dlq.disconnect();
    expect(dead.key).toBe(poisonKey);
    expect(dead.reason).toMatch(/JSON|Unexpected/i);
  });
});
