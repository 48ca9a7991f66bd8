import { z } from 'zod';

/** Wrap a schema to mark the variable as a secret: its value is never printed. */
const secretKeys = new WeakSet<z.ZodType>();
export function secret<T extends z.ZodType>(schema: T): T {
  secretKeys.add(schema);
  return schema;
}

export class ConfigError extends Error {}

/**
 * Parses and validates environment variables once at boot. A missing or bad variable stops
 * start-up with a message naming every offending variable (never its secret value).
 */
export function loadConfig<S extends z.ZodRawShape>(shape: S, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    const isSecret = secretKeys.has(shape[name] as z.ZodType);
    const got = env[name] === undefined ? 'missing' : isSecret ? 'set (secret, not shown)' : `"${env[name]}"`;
    return `  ${name}: ${issue.message} (${got})`;
  });
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Variables every backend process reads. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
};

export const databaseEnv = {
  DATABASE_URL: secret(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  /** Postgres schema this service owns; tests use a unique one per file. */
  DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase SQL identifier').optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
};

export const kafkaEnv = {
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((s) => s.split(',').map((b) => b.trim()).filter(Boolean))
    .refine((list) => list.every((b) => /^[^:\s]+:\d+$/.test(b)), 'must be host:port[,host:port]'),
  /** Prefix for every topic and consumer group name, so test runs never collide. */
  KAFKA_TOPIC_PREFIX: z.string().regex(/^[a-zA-Z0-9._-]*$/).default(''),
};

export const grpcEnv = {
  GRPC_HOST: z.string().default('127.0.0.1'),
  GRPC_PORT: z.coerce.number().int().min(0).max(65535),
};
