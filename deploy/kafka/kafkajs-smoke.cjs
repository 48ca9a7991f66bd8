#!/usr/bin/env node
// Smoke test: the local Kafka broker works with the app's client, kafkajs 2.2.4.
//   node deploy/kafka/kafkajs-smoke.cjs            (KAFKA_BROKERS defaults to 127.0.0.1:59092)
// Checks (a) admin createTopics, (b) idempotent producer (acks=-1) sends,
// (c) a consumer group (subscribe fromBeginning, eachBatch) receives everything and
// commits offsets (verified with admin.fetchOffsets). Cleans up its topic and group.
'use strict';
process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';
const { Kafka, logLevel } = require('kafkajs');

const brokers = (process.env.KAFKA_BROKERS || '127.0.0.1:59092').split(',');
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const topic = `kah-smoke-${run}`;
const groupId = `kah-smoke-group-${run}`;
const N = 60;
const PARTITIONS = 3;

function assert(cond, msg) {
  if (!cond) throw new Error(`ASSERTION FAILED: ${msg}`);
}

async function main() {
  const t0 = Date.now();
  const kafka = new Kafka({ clientId: 'kah-smoke', brokers, logLevel: logLevel.WARN });
  const admin = kafka.admin();
  await admin.connect();

  // (c) admin createTopics
  const created = await admin.createTopics({
    waitForLeaders: true,
    topics: [{ topic, numPartitions: PARTITIONS, replicationFactor: 1 }],
  });
  assert(created === true, 'createTopics returned true');
  const meta = await admin.fetchTopicMetadata({ topics: [topic] });
  assert(meta.topics[0].partitions.length === PARTITIONS, `${PARTITIONS} partitions`);
  console.log(`ok admin.createTopics ${topic} (${PARTITIONS} partitions)`);

  // (a) idempotent producer, acks=-1
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  const messages = Array.from({ length: N }, (_, i) => ({ key: `k${i % 7}`, value: `v${i}` }));
  const res = await producer.send({ topic, acks: -1, messages });
  assert(res.every((r) => r.errorCode === 0), 'produce without errors');
  await producer.disconnect();
  console.log(`ok idempotent producer sent ${N} messages (acks=-1)`);

  // (b) consumer group, fromBeginning, eachBatch, offsets committed
  const consumer = kafka.consumer({ groupId, sessionTimeout: 10000, heartbeatInterval: 1000 });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  const seen = new Set();
  let done;
  const allSeen = new Promise((resolve) => (done = resolve));
  await consumer.run({
    eachBatchAutoResolve: true,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary }) => {
      for (const m of batch.messages) {
        seen.add(m.value.toString());
        resolveOffset(m.offset);
      }
      await commitOffsetsIfNecessary();
      await heartbeat();
      if (seen.size >= N) done();
    },
  });
  const timeout = setTimeout(() => {
    console.error(`FAIL consumer saw ${seen.size}/${N} messages within 60s`);
    process.exit(1);
  }, 60000);
  await allSeen;
  clearTimeout(timeout);
  await consumer.stop();
  await consumer.disconnect(); // commits resolved offsets on the way out
  assert(seen.size === N, `consumer received all ${N} messages`);

  const highs = await admin.fetchTopicOffsets(topic);
  const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
  for (const p of committed.partitions) {
    const high = highs.find((h) => h.partition === p.partition).high;
    assert(p.offset === high, `partition ${p.partition} committed ${p.offset} == high watermark ${high}`);
  }
  console.log(`ok consumer group ${groupId} received ${seen.size} messages via eachBatch and committed offsets`);

  await admin.deleteGroups([groupId]);
  await admin.deleteTopics({ topics: [topic] });
  await admin.disconnect();
  console.log(`kafkajs smoke test passed against ${brokers.join(',')} in ${Date.now() - t0} ms`);
}

main().catch((err) => {
  console.error('FAIL', err);
  process.exit(1);
});
