import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { protoPath as healthProtoPath } from 'grpc-health-check';
import { randomUUID } from 'node:crypto';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { initTelemetry, startService, type RunningService } from '@kah/runtime';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName, waitFor } from '@kah/testing';
import { catalogService } from '../../services/catalog/src/catalog.service-definition';
import { analyticsService } from '../../services/analytics/src/analytics.service-definition';
import { authService } from '../../services/auth/src/auth.service-definition';
import { favoritesService } from '../../services/favorites/src/favorites.service-definition';
import { photosService } from '../../services/photos/src/photos.service-definition';
import { navigationService } from '../../services/navigation/src/navigation.service-definition';
import { assistantService } from '../../services/assistant/src/assistant.service-definition';
import { loadGatewayConfig } from '../src/config/gateway.config';
import { startGateway, type RunningGateway } from '../src/gateway-app';

const spans = new InMemorySpanExporter();
initTelemetry({ serviceName: 'walking-skeleton-test', exporter: spans });

// Async: the servers under test live in this process, so a blocking exec would starve them.
const run = async (cmd: string, args: string[]) => (await promisify(execFile)(cmd, args, { encoding: 'utf8', timeout: 30_000 })).stdout;
const BIN = process.env.KAH_BIN_DIR ?? join(homedir(), '.cache', 'kah', 'bin');
const GRPC_SERVICES = {
  auth: 'kah.auth.v1.AuthService', catalog: 'kah.catalog.v1.CatalogService', favorites: 'kah.favorites.v1.FavoritesService',
  photos: 'kah.photos.v1.PhotosService', navigation: 'kah.navigation.v1.NavigationService', assistant: 'kah.assistant.v1.AssistantService',
  analytics: 'kah.analytics.v1.AnalyticsService',
} as const;

describe('walking skeleton: gateway → gRPC → services → Postgres, and track-batch → Kafka → analytics', () => {
  const prefix = uniqueName('gw');
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const services: Record<string, RunningService<unknown>> = {};
  let gateway: RunningGateway;
  const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}${path}`, { ...init, headers: { 'x-forwarded-for': ip, ...(init.headers ?? {}) } });

  beforeAll(async () => {
    db = await createTestDatabase('gateway');
    const defs = { auth: authService, catalog: catalogService, favorites: favoritesService, photos: photosService, navigation: navigationService, assistant: assistantService, analytics: analyticsService };
    for (const [name, def] of Object.entries(defs)) {
      services[name] = await startService(def as never, serviceEnv(db.url, prefix));
    }
    const grpcEnv = Object.fromEntries(Object.entries(services).map(([n, s]) => [`${n.toUpperCase()}_GRPC_URL`, s.address]));
    gateway = await startGateway(
      loadGatewayConfig({ PORT: '0', REDIS_URL: TEST_INFRA.redisUrl, KAFKA_BROKERS: TEST_INFRA.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn', FRONTEND_ORIGIN: 'http://127.0.0.1:5173', ...grpcEnv }),
    );
  });

  afterAll(async () => {
    await gateway?.stop();
    for (const s of Object.values(services)) await s.stop();
    await db?.drop();
  });

  it('lists real Sydney places with the spec filter rules', async () => {
    const res = await api('/api/activities?type=beach,swimming-pool&free=true&pageSize=100');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.length).toBeGreaterThan(3);
    for (const a of body.data) {
      expect(['beach', 'swimming-pool']).toContain(a.type);
      expect(a.isFree).toBe(true);
    }
    expect(body.data.map((a: { title: string }) => a.title)).toContain('Bondi Beach');
    expect(body.pagination).toMatchObject({ page: 1, pageSize: 100, total: body.data.length, pages: 1 });
  });

  it('finds places near a parent, nearest first', async () => {
    const res = await api('/api/activities?lat=-33.8908&lng=151.2743&radius=3&sort=distance&pageSize=100');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data[0].title).toBe('Bondi Beach');
    const distances = data.map((a: { distanceKm: number }) => a.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3);
    const plain = await (await api('/api/activities?pageSize=1')).json();
    expect(plain.data[0].distanceKm).toBeNull();
  });

  it('opens an activity by legacy id and answers 404 with a message for unknown ones', async () => {
    const res = await api('/api/activities/a2');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ title: 'Bondi Beach', legacyId: 'a2', location: 'Bondi Beach' });
    const missing = await api(`/api/activities/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Activity not found' });
  });

  it('rejects bad input with 400 and a clear message, never a 500', async () => {
    const cases: [string, RequestInit, RegExp][] = [
      ['/api/activities?type=spaceship', {}, /^type/],
      ['/api/activities?page=0', {}, /^page/],
      ['/api/activities?free=maybe', {}, /free: must be true or false/],
      ['/api/activities?lat=-33.9', {}, /^lat: lat and lng must be given together/],
      ['/api/activities?radius=5', {}, /^radius: radius needs a location/],
      ['/api/activities?sort=distance', {}, /^sort: sort=distance needs a location/],
      ['/api/activities?lat=-33.9&lng=151.2&radius=500', {}, /^radius: radius must be at most 100 km/],
      ['/api/activities?search=' + 'x'.repeat(101), {}, /search must be at most 100 characters/],
      ['/api/analytics/track-batch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"events": [' }, /not valid JSON/],
      ['/api/analytics/track-batch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events: [] }) }, /at least one event/],
      ['/api/analytics/track-batch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events: Array.from({ length: 51 }, () => ({ event: 'activity_view' })) }) }, /at most 50 events/],
      ['/api/analytics/track-batch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events: [{ event: 'rm -rf' }] }) }, /^events\.0\.event/],
    ];
    for (const [path, init, message] of cases) {
      const res = await api(path, init);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect((await res.json()).message).toMatch(message);
    }
  });

  it('counts each view once, via Kafka, and keeps one trace from HTTP to the consumer', async () => {
    const activity = (await (await api('/api/activities/a1')).json()).data;
    const traceId = randomUUID().replace(/-/g, '');
    const events = [1, 2, 3].map(() => ({ id: randomUUID(), event: 'activity_view', activityId: activity.id, timestamp: new Date().toISOString() }));
    const post = (evs: unknown[]) =>
      api('/api/analytics/track-batch', { method: 'POST', headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${'1'.repeat(16)}-01` }, body: JSON.stringify({ events: evs }) });
    const res = await post(events);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 3 });
    const views = async () => (await (await api('/api/activities/a1/metrics')).json()).data.views as number;
    await waitFor(async () => (await views()) === 3, { what: 'three views' });

    // A client retry of the same batch is not counted again; a new view is.
    expect((await post(events)).status).toBe(202);
    expect((await post([{ id: randomUUID(), event: 'activity_view', activityId: activity.id }])).status).toBe(202);
    await waitFor(async () => (await views()) === 4, { what: 'four views' });
    const metrics = (await (await api('/api/activities/a1/metrics')).json()).data;
    expect(metrics).toMatchObject({ activityId: activity.id, views: 4, popularityScore: 4 });

    // The popularity score flows back to the catalog through activity.metrics (outbox → Kafka → catalog).
    await waitFor(async () => (await (await api('/api/activities/a1')).json()).data.popularityScore === 4, { what: 'catalog popularity' });

    const trace = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId).map((s) => s.name);
    expect(trace).toEqual(expect.arrayContaining(['HTTP POST /api/analytics/track-batch', `${prefix}.analytics.events publish`, `${prefix}.analytics.events process`]));
  });

  it('carries the trace over gRPC from the gateway into the service', async () => {
    const traceId = randomUUID().replace(/-/g, '');
    const res = await api('/api/activities/a3', { headers: { traceparent: `00-${traceId}-${'2'.repeat(16)}-01` } });
    expect(res.status).toBe(200);
    const names = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['HTTP GET /api/activities/:id', 'grpc CatalogService/getActivity', 'grpc CatalogGrpcController.getActivity']));
  });

  it('serves OpenAPI listing every endpoint, liveness and readiness', async () => {
    const doc = await (await api('/api/docs/openapi.json')).json();
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/auth/register', '/api/auth/login', '/api/auth/verify', '/api/auth/refresh', '/api/auth/logout', '/api/auth/profile', '/api/auth/preferences',
        '/api/auth/change-password', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/verify-email', '/api/auth/resend-verification',
        '/api/auth/login/2fa', '/api/auth/2fa/setup', '/api/auth/2fa/enable', '/api/auth/2fa/disable', '/api/auth/social/{provider}',
        '/api/favorites', '/api/favorites/merge', '/api/favorites/{activityId}', '/api/favorites/collections', '/api/favorites/collections/{id}',
        '/api/favorites/collections/{id}/activities', '/api/favorites/collections/{id}/activities/{activityId}',
        '/api/auth/signup', '/api/auth/verify-session', '/api/auth/auth/verify-email', '/api/auth/auth/social',
        '/api/auth/sessions', '/api/auth/sessions/{id}', '/api/auth/sessions/revoke-others', '/api/auth/security-log',
        '/api/activities', '/api/activities/{id}', '/api/events', '/api/events/timeline', '/api/events/{id}', '/api/activities/{id}/metrics', '/api/analytics/track-batch', '/api/navigation/tree', '/api/navigation/track/{id}', '/api/newsletter/subscribe', '/api/config/public', '/api/admin/users/{id}', '/healthz', '/readyz'].sort(),
    );
    expect((await api('/healthz')).status).toBe(200);
    const ready = await api('/readyz');
    const body = await ready.json();
    expect(ready.status).toBe(200);
    expect(body.checks).toEqual({ auth: true, catalog: true, favorites: true, photos: true, navigation: true, assistant: true, analytics: true, redis: true, kafka: true });
  });

  it('reports a stopped downstream in /readyz with 503', async () => {
    await services.assistant.stop();
    const res = await api('/readyz');
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe('Not ready: assistant unreachable');
    services.assistant = await startService(assistantService as never, serviceEnv(db.url, prefix, { GRPC_PORT: services.assistant.address.split(':')[1] }));
  });

  it('sends security headers and allows CORS only for the frontend origin', async () => {
    const ok = await api('/api/activities?pageSize=1', { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('content-security-policy')).toContain("default-src 'self'");
    const evil = await api('/api/activities?pageSize=1', { headers: { origin: 'http://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rate limits per client through Redis with a 429 message', async () => {
    const limited = await startGateway(
      loadGatewayConfig({ PORT: '0', REDIS_URL: TEST_INFRA.redisUrl, KAFKA_BROKERS: TEST_INFRA.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '3', CATALOG_GRPC_URL: services.catalog.address }),
    );
    try {
      const client = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` };
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`${limited.url}/api/activities?pageSize=1`, { headers: client })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await fetch(`${limited.url}/api/activities?pageSize=1`, { headers: client });
      expect(await res.json()).toEqual({ message: 'Too many requests. Please slow down and try again shortly.' });
    } finally {
      await limited.stop();
    }
  });

  it('every service answers grpcurl (reflection + health), and kcat reads the analytics topic', async () => {
    const grpcurl = join(BIN, 'grpcurl');
    expect(existsSync(grpcurl)).toBe(true);
    for (const [name, fq] of Object.entries(GRPC_SERVICES)) {
      const listed = await run(grpcurl, ['-plaintext', services[name].address, 'list']);
      expect(listed).toContain(fq);
      expect(listed).toContain('grpc.health.v1.Health');
      // Health via its own .proto: @grpc/reflection mis-describes the map field in health's List message.
      const health = await run(grpcurl, ['-plaintext', '-import-path', dirname(healthProtoPath), '-proto', basename(healthProtoPath), '-d', `{"service":"${fq}"}`, services[name].address, 'grpc.health.v1.Health/Check']);
      expect(health).toContain('SERVING');
    }
    const out = await run('kcat', ['-b', TEST_INFRA.kafkaBrokers, '-C', '-t', `${prefix}.analytics.events`, '-o', 'beginning', '-e', '-q', '-f', '%k %s\n']);
    expect(out).toContain('"type":"analytics.event-tracked"');
  });
});
