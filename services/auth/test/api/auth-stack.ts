import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import type { Kysely } from 'kysely';
import { createDatabase, startService, type RunningService } from '@kah/runtime';
import { createTestDatabase, serviceEnv, TEST_INFRA, uniqueName, waitFor } from '@kah/testing';
import { loadGatewayConfig } from '../../../../gateway/src/config/gateway.config';
import { startGateway, type RunningGateway } from '../../../../gateway/src/gateway-app';
import { createAuthService } from '../../src/auth.service-definition';
import type { AuthDb } from '../../src/repositories/auth.tables';

// Shared by the auth integration tests: the auth service and the gateway, in-process, against
// the real servers, plus a stand-in for the social providers' key endpoints.

export const PASSWORD = 'koala-Adventures-2026';

/** A browser: keeps the cookies the gateway sets (only for /api/auth, as the cookie's Path says) and its own IP. */
let nextIp = 1;

export class Browser {
  cookies = new Map<string, string>();
  // Every browser gets its own address, so per-IP limits hit only the browser that earned them.
  readonly ip = `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;
  token?: string;
  constructor(private readonly base: () => string) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = path.startsWith('/api/auth') ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
    const res = await fetch(`${this.base()}${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    const json = text ? (JSON.parse(text) as Record<string, any>) : {}; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (json.data?.token) this.token = json.data.token as string;
    return { status: res.status, body: json, setCookie: res.headers.getSetCookie() };
  }
}

export const GOOGLE_CLIENT = 'kah-test.apps.googleusercontent.com';
export const APPLE_CLIENT = 'au.kidsadventurehub.web';

export interface AuthStack {
  prefix: string;
  databaseUrl: string;
  db: Kysely<AuthDb>;
  gateway: RunningGateway;
  browser(): Browser;
  email(): string;
  /** The newest mail to `to` whose subject matches, once at least `atLeast` such mails exist (mail is sent in the background). */
  lastMail(to: string, subject: RegExp, atLeast?: number): Promise<{ mail: { text_body: string; subject: string }; token: string }>;
  registered(b?: Browser, address?: string): Promise<{ b: Browser; address: string; user: { id: string } }>;
  idToken(claims: Record<string, unknown>, opts?: { aud?: string; iss?: string; exp?: string | number; key?: KeyLike; sub?: string }): Promise<string>;
  stop(): Promise<void>;
}

export async function startAuthStack(name: string): Promise<AuthStack> {
  const prefix = uniqueName(name);
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] });
  const jwksServer: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(jwks));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;

  const testDb = await createTestDatabase('auth');
  const env = serviceEnv(testDb.url, prefix, {
    AUTH_JWT_SECRET: 'x'.repeat(16) + randomUUID(),
    AUTH_GOOGLE_CLIENT_IDS: GOOGLE_CLIENT, AUTH_GOOGLE_JWKS_URL: jwksUrl,
    AUTH_APPLE_CLIENT_IDS: APPLE_CLIENT, AUTH_APPLE_JWKS_URL: jwksUrl,
  });
  const auth: RunningService<AuthDb> = await startService(createAuthService(env), env);
  const gateway = await startGateway(
    loadGatewayConfig({
      PORT: '0', REDIS_URL: TEST_INFRA.redisUrl, REDIS_KEY_PREFIX: `${prefix}:`, KAFKA_BROKERS: TEST_INFRA.kafkaBrokers,
      KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn', AUTH_GRPC_URL: auth.address,
    }),
  );
  const db = createDatabase<AuthDb>({ connectionString: testDb.url, schema: 'auth', poolSize: 2 });
  const browser = () => new Browser(() => gateway.url);
  const email = () => `${randomUUID().slice(0, 8)}@Example.COM`;

  return {
    prefix,
    databaseUrl: testDb.url,
    db,
    gateway,
    browser,
    email,
    async lastMail(to, subject, atLeast = 1) {
      const mail = await waitFor(async () => {
        const rows = await db.selectFrom('sent_emails').selectAll().where('to_address', '=', to.toLowerCase()).orderBy('created_at', 'desc').execute();
        const matching = rows.filter((r) => subject.test(r.subject));
        return matching.length >= atLeast ? matching[0] : undefined;
      }, { what: `${atLeast} mail(s) to ${to}` });
      if (!mail) throw new Error(`no mail to ${to}`);
      const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
      if (!token) throw new Error('no token in mail');
      return { mail, token };
    },
    async registered(b = browser(), address = email()) {
      const res = await b.call('POST', '/api/auth/register', { email: address, password: PASSWORD, fullName: 'Kim Koala' });
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { b, address: address.toLowerCase(), user: res.body.data.user as { id: string } };
    },
    idToken: async (claims, opts = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(opts.sub ?? randomUUID())
        .setIssuer(opts.iss ?? 'https://accounts.google.com')
        .setAudience(opts.aud ?? GOOGLE_CLIENT)
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? '5m')
        .sign(opts.key ?? privateKey),
    async stop() {
      await gateway.stop();
      await auth.stop();
      await db.destroy();
      await testDb.drop();
      jwksServer.close();
    },
  };
}
