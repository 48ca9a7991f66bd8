import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';

const PG_PORT = process.env.KAH_PG_PORT ?? '55432';
export const TEST_INFRA = {
  adminUrl: `postgres://kah:kah@127.0.0.1:${PG_PORT}/postgres`,
  dbUrl: (db: string) => `postgres://kah:kah@127.0.0.1:${PG_PORT}/${db}`,
  kafkaBrokers: `127.0.0.1:${process.env.KAH_KAFKA_PORT ?? '59092'}`,
  redisUrl: `redis://127.0.0.1:${process.env.KAH_REDIS_PORT ?? '56379'}`,
};

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** A database of its own for one test file; drop() removes it. */
export async function createTestDatabase(prefix = 't'): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = uniqueName(`kah_${prefix}`).toLowerCase();
  const admin = new Client({ connectionString: TEST_INFRA.adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    name,
    url: TEST_INFRA.dbUrl(name),
    drop: async () => {
      const c = new Client({ connectionString: TEST_INFRA.adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Polls until `check` returns a truthy value (or throws after the timeout with the last value). */
export async function waitFor<T>(check: () => Promise<T>, { timeoutMs = 30_000, intervalMs = 200, what = 'condition' } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await check();
      if (last) return last;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}${lastError ? `; last error: ${(lastError as Error).message}` : ''}`);
}

/** The access-token key every in-process test service shares (the auth service signs with it, the others check it). */
export const TEST_AUTH_JWT_SECRET = 'kah-test-access-token-key-0123456789abcdef';

/** Env for starting a service in-process against the real servers, isolated by database and topic prefix. */
export function serviceEnv(databaseUrl: string, topicPrefix: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    AUTH_JWT_SECRET: TEST_AUTH_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    KAFKA_BROKERS: TEST_INFRA.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: topicPrefix,
    GRPC_PORT: '0',
    ...extra,
  };
}

/**
 * An access token as the auth service would sign it (HS256 with TEST_AUTH_JWT_SECRET), for tests
 * that call a service over gRPC directly, where every method checks its caller.
 */
export function testAccessToken(userId: string, role: 'user' | 'editor' | 'moderator' | 'admin' | 'super_admin' = 'user', ttlSeconds = 900): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, sid: randomUUID(), role, iss: 'kah-auth', aud: 'kah', iat: now, exp: now + ttlSeconds })}`;
  return `${body}.${createHmac('sha256', TEST_AUTH_JWT_SECRET).update(body).digest('base64url')}`;
}
