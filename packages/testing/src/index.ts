import { randomBytes } from 'node:crypto';
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

/** Env for starting a service in-process against the real servers, isolated by database and topic prefix. */
export function serviceEnv(databaseUrl: string, topicPrefix: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    KAFKA_BROKERS: TEST_INFRA.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: topicPrefix,
    GRPC_PORT: '0',
    ...extra,
  };
}
