#!/usr/bin/env node
// Catalog search benchmark over 100k places (a measurement, not a test).
//
// In one run, over the same Postgres and the same 100k synthetic places (+ the real seed):
//   gateway — GET /api/activities with a mix of the parent's queries (filters, text search,
//             near me with distance sort, open now), C requests in flight: HTTP → gateway →
//             gRPC → catalog service → Postgres;
//   direct  — the catalog's own ActivitiesRepository (the same SQL) called from this single
//             process with a pool of the same size, no HTTP or gRPC.
// R interleaved rounds of N queries each; prints p50/p99 latency and throughput (medians) and
// the ratios.
//
//   node_modules/.bin/node load-tests/bench-catalog-search.mjs   (infra up: bash deploy/infra.sh up)
// Env: BENCH_PLACES (100000), BENCH_QUERIES (N, 400), BENCH_CONCURRENCY (C, 8), BENCH_ROUNDS (R, 3),
//      BENCH_TIMEOUT_MS (300000), BENCH_SKIP_BUILD=1. Own database (kah_bench_catalog), port offset 200. Loopback only.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, INFRA, build, log, startStack } from '../scripts/lib/stack.mjs';
import { BenchError, fmtMs, fmtRate, intEnv, median, percentile, pool, recreateDatabase, require } from './lib/bench-utils.mjs';
import { insertSyntheticPlaces } from './lib/synthetic-places.mjs';

const PLACES = intEnv('BENCH_PLACES', 100_000, 1000, 2_000_000);
const N = intEnv('BENCH_QUERIES', 400, 10, 1_000_000);
const C = intEnv('BENCH_CONCURRENCY', 8, 1, 128);
const R = intEnv('BENCH_ROUNDS', 3, 1, 20);
const TIMEOUT_MS = intEnv('BENCH_TIMEOUT_MS', 300_000, 10_000, 3_600_000);
const DATABASE = 'kah_bench_catalog';
const PAGE_SIZE = 24;

const pg = require('pg');
const { createDatabase } = require(join(ROOT, 'packages/runtime/dist/index.js'));
const { ActivitiesRepository } = require(join(ROOT, 'services/catalog/dist/repositories/activities.repository.js'));

// One parent's query, expressed once for HTTP and once for the repository.
const BONDI = { latitude: -33.8908, longitude: 151.2743 };
const QUERIES = [
  { http: '', filter: {} },
  { http: 'type=park', filter: { types: ['park'] } },
  { http: 'tags=outdoor,toddler-friendly', filter: { tags: ['outdoor', 'toddler-friendly'] } },
  { http: 'type=beach,swimming-pool&free=true', filter: { types: ['beach', 'swimming-pool'], freeOnly: true } },
  { http: 'search=koala', filter: { search: 'koala' } },
  { http: 'search=bondi', filter: { search: 'bondi' } },
  { http: `lat=${BONDI.latitude}&lng=${BONDI.longitude}&radius=5&sort=distance`, filter: { near: { ...BONDI, radiusKm: 5 }, sort: 'distance' } },
  { http: 'openNow=true&type=park', filter: { openAt: 'now', types: ['park'] } },
];
const repoFilter = (q) => ({
  types: [], tags: [], freeOnly: false, search: '', sort: 'popular', limit: PAGE_SIZE, offset: 0,
  ...q.filter,
  openAt: q.filter.openAt ? new Date() : undefined,
});

async function timed(ctx, fn) {
  const latencies = [];
  const start = performance.now();
  await pool(Array.from({ length: N }, (_, i) => QUERIES[i % QUERIES.length]), C, ctx, async (q) => {
    if (Date.now() > ctx.deadline) throw new BenchError(`timed out after ${TIMEOUT_MS / 1000}s`);
    const t = performance.now();
    await fn(q);
    latencies.push(performance.now() - t);
  });
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { qps: N / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') build();
  const ctx = { aborted: false, deadline: Date.now() + TIMEOUT_MS };
  process.once('SIGINT', () => { ctx.aborted = true; });
  await recreateDatabase(DATABASE);
  let stack;
  let db;
  try {
    stack = await startStack({
      name: 'bench-catalog', portOffset: 200, database: DATABASE, topicPrefix: `bench-catalog-${Date.now()}`, services: ['catalog'],
      extraEnv: { RATE_LIMIT_PER_MINUTE: '100000000' },
    });
    log(`inserting ${PLACES.toLocaleString('en-US')} synthetic places`);
    const client = new pg.Client({ connectionString: INFRA.dbUrl(DATABASE) });
    await client.connect();
    const t = performance.now();
    await insertSyntheticPlaces(client, 'catalog', PLACES);
    const total = Number((await client.query('select count(*) as n from catalog.activities')).rows[0].n);
    await client.end();
    log(`inserted in ${((performance.now() - t) / 1000).toFixed(1)} s; ${total.toLocaleString('en-US')} places in the catalog`);

    db = createDatabase({ connectionString: INFRA.dbUrl(DATABASE), schema: 'catalog', poolSize: 10 });
    const repository = new ActivitiesRepository(db);
    const viaGateway = async (q) => {
      const res = await fetch(`${stack.url}/api/activities?pageSize=${PAGE_SIZE}&${q.http}`, { signal: AbortSignal.timeout(30_000) });
      if (res.status !== 200) throw new BenchError(`gateway answered ${res.status}: ${await res.text()}`);
      await res.json();
    };
    const direct = (q) => repository.list(repoFilter(q));

    // Warm both paths (plans, pools, JIT) before timing.
    for (const q of QUERIES) { await viaGateway(q); await direct(q); }
    const rounds = { gateway: [], direct: [] };
    for (let r = 1; r <= R; r++) {
      rounds.direct.push(await timed(ctx, direct));
      rounds.gateway.push(await timed(ctx, viaGateway));
      log(`round ${r}/${R}: direct ${Math.round(rounds.direct.at(-1).qps)} q/s, gateway ${Math.round(rounds.gateway.at(-1).qps)} q/s`);
    }
    const m = (k, f) => median(rounds[k].map((x) => x[f]));
    console.log(`\ncatalog search benchmark (${total.toLocaleString('en-US')} places, ${QUERIES.length}-query mix, ${N} queries per round, concurrency ${C}, ${R} rounds, medians)`);
    console.log(`  direct (repository → Postgres)  ${fmtRate(m('direct', 'qps'))} queries/s   p50 ${fmtMs(m('direct', 'p50'))} ms   p99 ${fmtMs(m('direct', 'p99'))} ms`);
    console.log(`  gateway (HTTP → gRPC → catalog) ${fmtRate(m('gateway', 'qps'))} queries/s   p50 ${fmtMs(m('gateway', 'p50'))} ms   p99 ${fmtMs(m('gateway', 'p99'))} ms`);
    console.log(`  gateway / direct throughput      ${(m('gateway', 'qps') / m('direct', 'qps')).toFixed(2)}`);
  } finally {
    await db?.destroy();
    await stack?.stop();
  }
}

main().catch((err) => {
  console.error(`bench-catalog-search failed: ${err.message}`);
  process.exit(1);
});
