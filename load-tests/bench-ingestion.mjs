#!/usr/bin/env node
// Analytics ingestion benchmark (a measurement, not a test: it asserts nothing about speed).
//
// Measures, side by side and interleaved, R rounds of:
//   1. raw     — an idempotent kafkajs producer (acks=all, maxInFlightRequests 1) sending N
//                gateway-shaped envelopes in sends of 50, C at a time, to <prefix>.bench.raw;
//   2. e2e     — N activity_view events POSTed to /api/analytics/track-batch in batches of 50,
//                C requests in flight, over K random activity ids; timed until the HTTP 202s
//                (accepted) and until sum(views) in analytics.activity_metrics equals N
//                (aggregates, polled every 100 ms).
// and prints medians and the ratio end-to-end / raw.
//
// Run from the repo root with Node 24 and the infra up (bash deploy/infra.sh up postgres redis kafka):
//   node_modules/.bin/node load-tests/bench-ingestion.mjs
// Env: BENCH_EVENTS (N, 20000), BENCH_CONCURRENCY (C, 8), BENCH_ROUNDS (R, 3),
//      BENCH_ACTIVITIES (K, 200), BENCH_TIMEOUT_MS (overall bound after the build, 300000),
//      BENCH_SKIP_BUILD=1 (assume `npm start`/`npm test` already built).
// Uses its own database (kah_bench, recreated every run), a unique topic prefix (bench-<ts>,
// deleted at the end) and port offset 200, so it never touches a dev (0) or test stack.
// Targets loopback only.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, INFRA, build, log, startStack } from '../scripts/lib/stack.mjs';
import { BenchError, fmtMs, fmtRate, intEnv, median, percentile, pool, recreateDatabase, require } from './lib/bench-utils.mjs';

const { Kafka, Partitioners, logLevel } = require('kafkajs');
const pg = require('pg');

// ---- parameters ---------------------------------------------------------------------------
const BATCH = 50; // MAX_TRACK_BATCH in @kah/api-contract
const N = intEnv('BENCH_EVENTS', 20_000, BATCH, 10_000_000);
const C = intEnv('BENCH_CONCURRENCY', 8, 1, 256);
const R = intEnv('BENCH_ROUNDS', 3, 1, 50);
const K = intEnv('BENCH_ACTIVITIES', 200, 1, 100_000);
const TIMEOUT_MS = intEnv('BENCH_TIMEOUT_MS', 300_000, 10_000, 3_600_000);
const REQUEST_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
const WARMUP_EVENTS = 40 * BATCH; // per path; round 1 was still visibly cold with 10 batches

const DATABASE = 'kah_bench'; // bench-only; dropped and recreated each run
const PORT_OFFSET = 200;
const PREFIX = `bench-${Date.now()}`;
const RAW_TOPIC = `${PREFIX}.bench.raw`;
const USER_AGENT = 'kah-bench'; // the gateway copies it into the payload; the raw envelopes carry the same


// ---- helpers ------------------------------------------------------------------------------
function batchesOf(items) {
  const out = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

function assertTime(ctx, what) {
  if (ctx.aborted) throw new BenchError('aborted');
  if (Date.now() > ctx.deadline) throw new BenchError(`timed out after ${TIMEOUT_MS / 1000}s while ${what}`);
}

const randomIds = (k) => Array.from({ length: k }, () => randomUUID());

// ---- raw kafkajs baseline -----------------------------------------------------------------
/** Same JSON envelope and key as AnalyticsIngestService builds for a track-batch event. */
/** (The gateway always has a tracer provider, so its envelopes and headers carry a traceparent.) */
function rawMessage(activityId) {
  const eventId = randomUUID();
  const now = new Date().toISOString();
  const traceparent = `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
  const envelope = {
    eventId,
    type: 'analytics.event-tracked',
    occurredAt: now,
    producer: 'bench',
    trace: { traceparent },
    payload: { event: 'activity_view', activityId, properties: {}, timestamp: now, userAgent: USER_AGENT },
  };
  return { key: activityId, value: JSON.stringify(envelope), headers: { 'event-type': envelope.type, 'event-id': eventId, traceparent } };
}

async function runRaw(ctx, n) {
  const ids = randomIds(K);
  const batches = batchesOf(Array.from({ length: n }, (_, i) => rawMessage(ids[i % K])));
  const t0 = performance.now();
  await pool(batches, C, ctx, async (messages) => {
    await ctx.producer.send({ topic: RAW_TOPIC, acks: -1, messages });
  });
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, rate: n / seconds };
}

// ---- end-to-end through the gateway -------------------------------------------------------
async function postBatch(ctx, { body, count }) {
  const t = performance.now();
  let res;
  try {
    res = await fetch(`${ctx.url}/api/analytics/track-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    throw new BenchError(`track-batch request failed: ${err.cause?.message ?? err.message}`);
  }
  const text = await res.text();
  const ms = performance.now() - t;
  if (res.status === 429) {
    throw new BenchError(
      `track-batch answered 429 (rate limited; ${text.slice(0, 200)}). The bench lifts the limits with RATE_LIMIT_PER_MINUTE and ` +
        'TRACK_BATCH_RATE_LIMIT_PER_MINUTE; the gateway build must read the latter for the track-batch route ' +
        '(gateway/src/controllers/analytics.controller.ts).',
    );
  }
  if (res.status !== 202) throw new BenchError(`track-batch answered ${res.status}: ${text.slice(0, 300)}`);
  const accepted = JSON.parse(text).accepted;
  if (accepted !== count) throw new BenchError(`track-batch accepted ${accepted} of ${count} events`);
  return ms;
}

async function sumViews(ctx, ids) {
  const { rows } = await ctx.db.query('select coalesce(sum(views), 0)::bigint as views from analytics.activity_metrics where activity_id = any($1::uuid[])', [ids]);
  return Number(rows[0].views);
}

/** Polls every POLL_MS until sum(views) over ids reaches n; bounded by the deadline and a poll count. */
async function waitForViews(ctx, ids, n, what) {
  const maxPolls = Math.ceil(TIMEOUT_MS / POLL_MS) + 1;
  let views = 0;
  for (let i = 0; i < maxPolls; i++) {
    views = await sumViews(ctx, ids);
    if (views === n) return;
    if (views > n) throw new BenchError(`${what}: sum(views) = ${views} exceeds the ${n} events sent (events counted twice?)`);
    assertTime(ctx, `${what}: waiting for aggregates (${views}/${n})`);
    await sleep(POLL_MS);
  }
  throw new BenchError(`${what}: aggregates stuck at ${views}/${n} after ${maxPolls} polls`);
}

async function runE2e(ctx, n, what = 'end-to-end') {
  const ids = randomIds(K);
  const now = new Date().toISOString();
  const events = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), event: 'activity_view', activityId: ids[i % K], timestamp: now }));
  const requests = batchesOf(events).map((b) => ({ body: JSON.stringify({ events: b }), count: b.length }));
  const latencies = new Array(requests.length);
  const t0 = performance.now();
  await pool(requests, C, ctx, async (request, i) => {
    latencies[i] = await postBatch(ctx, request);
  });
  const tAccepted = performance.now();
  await waitForViews(ctx, ids, n, what);
  const tAggregated = performance.now();
  latencies.sort((a, b) => a - b);
  return {
    acceptedRate: n / ((tAccepted - t0) / 1000),
    aggregatedRate: n / ((tAggregated - t0) / 1000),
    aggregatedSeconds: (tAggregated - t0) / 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

// ---- set-up / tear-down -------------------------------------------------------------------
async function setUp(ctx) {
  await recreateDatabase(DATABASE);
  ctx.kafka = new Kafka({
    clientId: 'bench',
    brokers: [INFRA.KAFKA_BROKERS],
    connectionTimeout: 3000,
    requestTimeout: 10_000,
    retry: { initialRetryTime: 200, retries: 5, maxRetryTime: 5000 },
    logLevel: logLevel.ERROR,
  });
  ctx.admin = ctx.kafka.admin();
  await ctx.admin.connect();
  // The application topics are created up front, as `deploy/infra.sh up kafka` does for the
  // unprefixed dev stack: catalog and analytics both ensure <prefix>.activity.metrics and
  // <prefix>.analytics.events.dlq at start-up, and when they race one of them fails with
  // "This server does not host this topic-partition".
  const appTopics = readFileSync(join(ROOT, 'deploy', 'kafka', 'topics.txt'), 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((l) => {
      const [name, partitions] = l.split(/\s+/);
      return { topic: `${PREFIX}.${name}`, numPartitions: Number(partitions), replicationFactor: 1 };
    });
  await ctx.admin.createTopics({ waitForLeaders: true, topics: [...appTopics, { topic: RAW_TOPIC, numPartitions: 6, replicationFactor: 1 }] });
  ctx.producer = ctx.kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
  await ctx.producer.connect();

  log(`starting catalog, analytics and gateway (database ${DATABASE}, topic prefix ${PREFIX}, port offset ${PORT_OFFSET})`);
  ctx.stack = await startStack({
    name: 'bench',
    portOffset: PORT_OFFSET,
    database: DATABASE,
    topicPrefix: PREFIX,
    services: ['catalog', 'analytics'],
    extraEnv: { RATE_LIMIT_PER_MINUTE: '1000000', TRACK_BATCH_RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  ctx.url = ctx.stack.url;
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(ctx.url)) throw new BenchError(`refusing non-loopback target ${ctx.url}`);
  ctx.db = new pg.Pool({ connectionString: INFRA.dbUrl(DATABASE), max: 2, connectionTimeoutMillis: 5000 });
}

async function tearDown(ctx) {
  const step = async (what, fn) => {
    try {
      await fn();
    } catch (err) {
      process.stderr.write(`[bench] ${what} failed: ${err.message}\n`);
    }
  };
  if (ctx.stack) await step('stopping the stack', () => ctx.stack.stop());
  if (ctx.db) await step('closing Postgres', () => ctx.db.end());
  if (ctx.producer) await step('disconnecting the producer', () => ctx.producer.disconnect());
  if (ctx.admin) {
    await step('deleting bench topics', async () => {
      const topics = (await ctx.admin.listTopics()).filter((t) => t.startsWith(`${PREFIX}.`));
      if (topics.length > 0) await ctx.admin.deleteTopics({ topics, timeout: 10_000 });
    });
    await step('disconnecting the admin client', () => ctx.admin.disconnect());
  }
}

// ---- main ---------------------------------------------------------------------------------
async function bench(ctx) {
  await setUp(ctx);
  assertTime(ctx, 'starting the stack');

  // Warm-up (not measured): connections, JIT, and the aggregator's consumer-group join.
  log(`warming up (${WARMUP_EVENTS} events each path)`);
  await runRaw(ctx, WARMUP_EVENTS);
  await runE2e(ctx, WARMUP_EVENTS, 'warm-up');

  const raw = [];
  const e2e = [];
  for (let r = 1; r <= R; r++) {
    assertTime(ctx, `starting round ${r}`);
    const a = await runRaw(ctx, N);
    raw.push(a);
    log(`round ${r}/${R}  raw kafkajs ${fmtRate(a.rate)} events/s`);
    assertTime(ctx, `round ${r}`);
    const b = await runE2e(ctx, N, `round ${r}`);
    e2e.push(b);
    log(
      `round ${r}/${R}  track-batch accepted ${fmtRate(b.acceptedRate)} events/s (p50 ${fmtMs(b.p50)} ms, p99 ${fmtMs(b.p99)} ms), ` +
        `-> aggregates ${fmtRate(b.aggregatedRate)} events/s (${b.aggregatedSeconds.toFixed(2)} s)`,
    );
  }

  const rawRate = median(raw.map((x) => x.rate));
  const accRate = median(e2e.map((x) => x.acceptedRate));
  const aggRate = median(e2e.map((x) => x.aggregatedRate));
  const p50 = median(e2e.map((x) => x.p50));
  const p99 = median(e2e.map((x) => x.p99));
  const lines = [
    '',
    `ingestion benchmark (N=${N} events, batches of ${BATCH}, concurrency ${C}, ${R} round${R === 1 ? '' : 's'}, ${K} activities, medians)`,
    `  raw kafkajs producer       ${fmtRate(rawRate)} events/s`,
    `  track-batch accepted       ${fmtRate(accRate)} events/s   (p50 ${fmtMs(p50)} ms, p99 ${fmtMs(p99)} ms per request)`,
    `  track-batch -> aggregates  ${fmtRate(aggRate)} events/s`,
    `  accepted / raw             ${(accRate / rawRate).toFixed(2).padStart(9)}`,
    `  end-to-end / raw           ${(aggRate / rawRate).toFixed(2).padStart(9)}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') build();
  const ctx = { aborted: false, deadline: Date.now() + TIMEOUT_MS };
  let timer;
  let onSignal;
  const guard = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new BenchError(`benchmark did not finish within ${TIMEOUT_MS / 1000}s (BENCH_TIMEOUT_MS)`)), TIMEOUT_MS);
    onSignal = (sig) => reject(new BenchError(`interrupted by ${sig}`));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  try {
    await Promise.race([bench(ctx), guard]);
  } finally {
    ctx.aborted = true;
    clearTimeout(timer);
    await tearDown(ctx);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`\n[bench] FAILED: ${err instanceof BenchError ? err.message : err.stack ?? err}\n`);
    process.exit(1);
  },
);
