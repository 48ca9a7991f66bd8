import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hasPermission, type Permission, type UserRole } from '@kah/api-contract';
import { createDatabase, startService, type RunningService } from '@kah/runtime';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName } from '@kah/testing';
import { analyticsService } from '../../services/analytics/src/analytics.service-definition';
import { assistantService } from '../../services/assistant/src/assistant.service-definition';
import { createAuthService } from '../../services/auth/src/auth.service-definition';
import type { AuthDb } from '../../services/auth/src/repositories/auth.tables';
import { catalogService } from '../../services/catalog/src/catalog.service-definition';
import { favoritesService } from '../../services/favorites/src/favorites.service-definition';
import { navigationService } from '../../services/navigation/src/navigation.service-definition';
import { photosService } from '../../services/photos/src/photos.service-definition';
import { loadGatewayConfig } from '../src/config/gateway.config';
import { startGateway, type RunningGateway } from '../src/gateway-app';

// Issue 4: roles and the spec's permission table (000 section 6) are enforced for every call.
// This calls EVERY operation the gateway's OpenAPI document lists as anonymous, user, editor,
// moderator and admin and checks the answer against the table below. An operation without a
// row fails the test, so a new endpoint cannot ship without a decision about who may call it.

type Caller = 'anonymous' | Exclude<UserRole, 'super_admin'>;
const CALLERS: Caller[] = ['anonymous', 'user', 'editor', 'moderator', 'admin'];

/**
 * - public: anyone; never 401/403.
 * - credential: public, but the request itself must carry its credential (here the refresh
 *   cookie, which the matrix does not send): every caller, admin included, gets the same answer
 *   and it is never 403.
 * - session: a signed-in caller of any role; anonymous → 401.
 * - a Permission: anonymous → 401, a role without it → 403, a role with it → allowed.
 */
type Access = 'public' | 'credential' | 'session' | { permission: Permission };

interface Row {
  access: Access;
  /** Request body (JSON). Bodies are minimal and mostly invalid: access is decided before validation, and nothing is changed. */
  body?: unknown;
  /** Path parameters by name (default: a random UUID). */
  params?: Record<string, string>;
  /** The call ends the caller's session, so it gets a session of its own. */
  ownSession?: boolean;
  /** The call signs the caller's other sessions out, so the shared session is renewed after it. */
  endsOtherSessions?: boolean;
  /** Being added by another change: the row may be ahead of the OpenAPI document. */
  upcoming?: boolean;
}

const MATRIX: Record<string, Row> = {
  // Platform
  'GET /healthz': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'GET /api/config/public': { access: 'public' },
  // Discovery (public browsing)
  'GET /api/activities': { access: 'public' },
  'GET /api/activities/{id}': { access: 'public', params: { id: 'a1' } },
  'GET /api/activities/{id}/metrics': { access: 'public', params: { id: 'a1' } },
  'POST /api/analytics/track-batch': { access: 'public', body: { events: [] } },
  'GET /api/navigation/tree': { access: 'public' },
  'POST /api/navigation/track/{id}': { access: 'public' },
  'POST /api/newsletter/subscribe': { access: 'public', body: { email: 'not-an-email' } },
  // Events (public; contracts.md)
  'GET /api/events': { access: 'public' },
  'GET /api/events/timeline': { access: 'public' },
  'GET /api/events/{id}': { access: 'public' },
  // Accounts: signing in is public (the body carries the credential)
  'POST /api/auth/register': { access: 'public', body: {} },
  'POST /api/auth/signup': { access: 'public', body: {} },
  'POST /api/auth/login': { access: 'public', body: {} },
  'POST /api/auth/login/2fa': { access: 'public', body: {} },
  'POST /api/auth/social/{provider}': { access: 'public', params: { provider: 'google' }, body: {} },
  'POST /api/auth/auth/social': { access: 'public', body: {} },
  'POST /api/auth/refresh': { access: 'credential' },
  'POST /api/auth/logout': { access: 'public', ownSession: true },
  'POST /api/auth/forgot-password': { access: 'public', body: {} },
  'POST /api/auth/reset-password': { access: 'public', body: {} },
  'POST /api/auth/verify-email': { access: 'public', body: {} },
  'POST /api/auth/auth/verify-email': { access: 'public', body: {} },
  // Accounts: the signed-in user's own account
  'GET /api/auth/verify': { access: 'session' },
  'GET /api/auth/verify-session': { access: 'session' },
  'PUT /api/auth/profile': { access: 'session', body: { fullName: '' } },
  'PATCH /api/auth/profile': { access: 'session', body: { fullName: '' } },
  'PATCH /api/auth/preferences': { access: 'session', body: {} },
  'POST /api/auth/change-password': { access: 'session', body: {} },
  'POST /api/auth/resend-verification': { access: 'session' },
  'POST /api/auth/2fa/setup': { access: 'session' },
  'POST /api/auth/2fa/enable': { access: 'session', body: {} },
  'POST /api/auth/2fa/disable': { access: 'session', body: {} },
  // Devices and the security log (being added by another change). revoke-others keeps the caller's own session.
  'GET /api/auth/sessions': { access: 'session' },
  'DELETE /api/auth/sessions/{id}': { access: 'session' },
  'POST /api/auth/sessions/revoke-others': { access: 'session', ownSession: true, endsOtherSessions: true },
  'GET /api/auth/security-log': { access: 'session' },
  // Favourites (contracts.md: every route needs a signed-in user)
  'GET /api/favorites': { access: 'session' },
  'POST /api/favorites': { access: 'session', body: {} },
  'POST /api/favorites/merge': { access: 'session', body: {} },
  'DELETE /api/favorites/{activityId}': { access: 'session' },
  'GET /api/favorites/collections': { access: 'session' },
  'POST /api/favorites/collections': { access: 'session', body: {} },
  'PATCH /api/favorites/collections/{id}': { access: 'session', body: { name: '' } },
  'DELETE /api/favorites/collections/{id}': { access: 'session' },
  'POST /api/favorites/collections/{id}/activities': { access: 'session', body: {} },
  'DELETE /api/favorites/collections/{id}/activities/{activityId}': { access: 'session' },
  // Admin area (spec section 6 permission table)
  'GET /api/admin/users/{id}': { access: { permission: 'users.read' } },
};

type Expected = 'allowed' | 401 | 403 | 'same-for-all';

function expectedFor(access: Access, caller: Caller): Expected {
  if (access === 'public') return 'allowed';
  if (access === 'credential') return 'same-for-all';
  if (caller === 'anonymous') return 401;
  if (access === 'session') return 'allowed';
  return hasPermission([caller], access.permission) ? 'allowed' : 403;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('authorisation matrix: every gateway operation × anonymous, user, editor, moderator, admin', () => {
  const prefix = uniqueName('authz');
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  const services: RunningService<unknown>[] = [];
  let gateway: RunningGateway;
  let authDb: Kysely<AuthDb>;
  const password = 'koala-Adventures-2026';
  const emails = new Map<Caller, string>();
  const tokens = new Map<Caller, string>();
  let someUserId = '';

  // Each caller has its own client address, so rate limits of one never touch another.
  const ipOf = (caller: Caller) => `198.51.100.${CALLERS.indexOf(caller) + 10}`;
  async function call(method: string, path: string, caller: Caller, token: string | undefined, body?: unknown) {
    const res = await fetch(`${gateway.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': ipOf(caller),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, text };
  }

  async function signIn(caller: Caller, email = emails.get(caller)): Promise<string> {
    const res = await call('POST', '/api/auth/login', caller, undefined, { email, password });
    if (res.status !== 200) throw new Error(`login as ${caller} answered ${res.status}: ${res.text}`);
    return (JSON.parse(res.text) as { data: { token: string } }).data.token;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase('authz');
    const env = serviceEnv(testDb.url, prefix);
    // Auth reads its own settings (the signing key every service checks tokens with) from this env.
    for (const def of [createAuthService(env), catalogService, favoritesService, photosService, navigationService, assistantService, analyticsService]) {
      services.push(await startService(def as never, env));
    }
    const grpcEnv = Object.fromEntries(services.map((s) => [`${s.runtime.name.toUpperCase()}_GRPC_URL`, s.address]));
    gateway = await startGateway(
      loadGatewayConfig({ PORT: '0', REDIS_URL: TEST_INFRA.redisUrl, REDIS_KEY_PREFIX: `${prefix}:`, KAFKA_BROKERS: TEST_INFRA.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn', ...grpcEnv }),
    );
    authDb = createDatabase<AuthDb>({ connectionString: testDb.url, schema: 'auth', poolSize: 2 });

    // One account per role: register, set the role in the auth schema, sign in (the token carries the role).
    for (const caller of CALLERS.filter((c): c is Exclude<Caller, 'anonymous'> => c !== 'anonymous')) {
      const email = `${caller}-${randomUUID().slice(0, 8)}@example.com`;
      const res = await call('POST', '/api/auth/register', caller, undefined, { email, password, fullName: `Kim ${caller}` });
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
      const id = (JSON.parse(res.text) as { data: { user: { id: string } } }).data.user.id;
      await authDb.updateTable('users').set({ role: caller }).where('id', '=', id).execute();
      emails.set(caller, email);
      tokens.set(caller, await signIn(caller));
      if (caller === 'user') someUserId = id;
    }
  });

  afterAll(async () => {
    await gateway?.stop();
    for (const s of services.reverse()) await s.stop();
    await authDb?.destroy();
    await testDb?.drop();
  });

  it('has a row for every operation in the OpenAPI document, and answers each caller as the row says', async () => {
    const doc = (await (await fetch(`${gateway.url}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => HTTP_METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.length).toBeGreaterThan(30);

    // No operation may slip through without a decision; rows for operations that vanished must go
    // (only rows marked upcoming may be ahead of the document).
    expect(operations.filter((op) => !MATRIX[op])).toEqual([]);
    expect(Object.entries(MATRIX).filter(([op, row]) => !row.upcoming && !operations.includes(op)).map(([op]) => op)).toEqual([]);

    const failures: string[] = [];
    for (const op of operations) {
      const row = MATRIX[op];
      const [method, template] = op.split(' ');
      const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(row.params?.[name] ?? (name === 'id' && template.startsWith('/api/admin/users') ? someUserId : randomUUID())));
      const statuses = new Map<Caller, number>();
      for (const caller of CALLERS) {
        const token = caller === 'anonymous' ? undefined : row.ownSession ? await signIn(caller) : tokens.get(caller);
        const { status, text } = await call(method, path, caller, token, row.body);
        statuses.set(caller, status);
        if (row.endsOtherSessions && caller !== 'anonymous') tokens.set(caller, await signIn(caller));
        const expected = expectedFor(row.access, caller);
        const ok =
          status < 500 &&
          (expected === 'allowed' ? status !== 401 && status !== 403 : expected === 'same-for-all' ? status !== 403 : status === expected);
        if (!ok) failures.push(`${op} as ${caller}: expected ${expected}, got ${status} ${text.slice(0, 120)}`);
      }
      if (row.access === 'credential' && new Set(statuses.values()).size !== 1) failures.push(`${op}: answers differ by caller ${JSON.stringify([...statuses])}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets moderators and admins read an account, and tells the others why not', async () => {
    const read = (caller: Caller) => call('GET', `/api/admin/users/${someUserId}`, caller, tokens.get(caller));
    const admin = await read('admin');
    expect(admin.status).toBe(200);
    expect(JSON.parse(admin.text)).toMatchObject({ success: true, data: { id: someUserId, email: emails.get('user'), role: 'user', is_verified: false } });
    expect((await read('moderator')).status).toBe(200);
    const editor = await read('editor');
    expect(editor.status).toBe(403);
    expect(JSON.parse(editor.text)).toMatchObject({ message: 'You do not have permission to do that.' });
    expect((await read('anonymous')).status).toBe(401);
    expect((await call('GET', '/api/admin/users/not-a-uuid', 'admin', tokens.get('admin'))).status).toBe(400);
    expect((await call('GET', `/api/admin/users/${randomUUID()}`, 'admin', tokens.get('admin'))).status).toBe(404);
  });

  it('takes a demoted admin\'s power away at once: the gateway reads the role fresh on every call', async () => {
    const email = `demoted-${randomUUID().slice(0, 8)}@example.com`;
    const reg = await call('POST', '/api/auth/register', 'admin', undefined, { email, password, fullName: 'Dee Moted' });
    const id = (JSON.parse(reg.text) as { data: { user: { id: string } } }).data.user.id;
    await authDb.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
    const token = await signIn('admin', email);
    expect((await call('GET', `/api/admin/users/${someUserId}`, 'admin', token)).status).toBe(200);
    await authDb.updateTable('users').set({ role: 'user' }).where('id', '=', id).execute();
    expect((await call('GET', `/api/admin/users/${someUserId}`, 'admin', token)).status).toBe(403);
  });
});
