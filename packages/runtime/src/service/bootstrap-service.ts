import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { Kafka, Producer } from 'kafkajs';
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ServiceName } from '@kah/proto';
import { commonEnv, databaseEnv, grpcEnv, kafkaEnv, loadConfig } from '../config/config';
import { createDatabase, migrateToLatest } from '../db/database';
import { platformMigrations } from '../db/platform-migrations';
import { createIdempotentProducer, createKafka, ensureTopics, topicName } from '../kafka/kafka-client';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { initTelemetry } from '../telemetry/telemetry';
import { createHealth, grpcServerOptions, GrpcDomainErrorFilter, GrpcTracingInterceptor, setServing, type GrpcServerHandle } from '../grpc/grpc-server';
import { callerAuthEnv } from '../grpc/caller-identity';
import { GrpcAccessGuard, GrpcCallerContextInterceptor } from '../grpc/grpc-access';

/** Injection tokens for what the platform hands every service. */
export const DB = Symbol('DB');
export const LOGGER = Symbol('LOGGER');
export const KAFKA = Symbol('KAFKA');
export const KAFKA_PRODUCER = Symbol('KAFKA_PRODUCER');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

const serviceEnv = { ...commonEnv, ...databaseEnv, ...grpcEnv, ...kafkaEnv, ...callerAuthEnv };
export type ServiceConfig = z.infer<z.ZodObject<typeof serviceEnv>> & { DB_SCHEMA: string };

export interface ServiceRuntime<DB = unknown> {
  name: ServiceName;
  config: ServiceConfig;
  logger: Logger;
  db: Kysely<DB>;
  kafka: Kafka;
  producer: Producer;
}

/** Background work a service runs beside its gRPC server (consumers, outbox relay). */
export interface BackgroundWorker {
  start(): Promise<void> | void;
  stop(): Promise<void>;
}

export interface ServiceDefinition<DB> {
  name: ServiceName;
  migrations: Record<string, Migration>;
  module: (runtime: ServiceRuntime<DB>) => DynamicModule;
  workers?: (runtime: ServiceRuntime<DB>) => BackgroundWorker[];
  /** Topics this service produces or consumes (unprefixed names), created when missing. */
  topics?: { name: string; partitions: number }[];
  /** The key callers' access tokens are checked with; default: AUTH_JWT_SECRET (the auth service supplies its own). */
  accessTokenKey?: (runtime: ServiceRuntime<DB>) => Promise<Uint8Array | undefined>;
}

export interface RunningService<DB = unknown> {
  runtime: ServiceRuntime<DB>;
  /** The bound gRPC address (port 0 in tests picks a free one). */
  address: string;
  stop(): Promise<void>;
}

/**
 * Boots one service: validated config, telemetry, migrations into its own schema, Kafka
 * producer, gRPC server with reflection and health, and background workers. `stop` drains in
 * the right order (used for SIGTERM).
 */
export async function startService<DB>(def: ServiceDefinition<DB>, env: NodeJS.ProcessEnv = process.env): Promise<RunningService<DB>> {
  const parsed = loadConfig(serviceEnv, env);
  const config: ServiceConfig = { ...parsed, DB_SCHEMA: parsed.DB_SCHEMA ?? def.name };
  const logger = createLogger(`${def.name}-service`, config.LOG_LEVEL);
  initTelemetry({ serviceName: `${def.name}-service`, otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });

  const db = createDatabase<DB>({ connectionString: config.DATABASE_URL, schema: config.DB_SCHEMA, poolSize: config.DB_POOL_SIZE, applicationName: `${def.name}-service`, onIdleConnectionError: (err) => logger.warn({ err: err.message }, 'idle database connection failed; the pool replaces it') });
  const applied = await migrateToLatest(db as Kysely<unknown>, config.DB_SCHEMA, { ...platformMigrations, ...def.migrations });
  if (applied.length > 0) logger.info({ applied, schema: config.DB_SCHEMA }, 'migrations applied');

  const kafka = createKafka({ brokers: config.KAFKA_BROKERS, clientId: `${def.name}-service`, logger });
  if (def.topics?.length) {
    await ensureTopics(kafka, def.topics.map((t) => ({ topic: topicName(config.KAFKA_TOPIC_PREFIX, t.name), partitions: t.partitions })));
  }
  const producer = createIdempotentProducer(kafka);
  await producer.connect();

  const runtime: ServiceRuntime<DB> = { name: def.name, config, logger, db, kafka, producer };
  const handle: GrpcServerHandle = { health: createHealth(def.name) };
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(def.module(runtime), {
    ...grpcServerOptions(def.name, `${config.GRPC_HOST}:${config.GRPC_PORT}`, handle),
    logger: new PinoNestLogger(logger),
  });
  // Every call: the forwarded access token is verified and the method's declared access policy enforced.
  const configuredKey = config.AUTH_JWT_SECRET ? new TextEncoder().encode(config.AUTH_JWT_SECRET) : undefined;
  let tokenKey: Promise<Uint8Array | undefined> | undefined;
  const accessTokenKey = def.accessTokenKey;
  if (!accessTokenKey && !configuredKey) logger.warn('AUTH_JWT_SECRET is not set: methods for signed-in callers will answer UNAUTHENTICATED');
  app.useGlobalGuards(new GrpcAccessGuard(() => (accessTokenKey ? (tokenKey ??= accessTokenKey(runtime).catch((err: unknown) => { tokenKey = undefined; throw err; })) : configuredKey), logger));
  app.useGlobalInterceptors(new GrpcTracingInterceptor(), new GrpcCallerContextInterceptor());
  app.useGlobalFilters(new GrpcDomainErrorFilter((err) => logger.error({ err }, 'unexpected error in gRPC handler')));
  await app.listen();

  const workers = def.workers?.(runtime) ?? [];
  for (const w of workers) await w.start();
  setServing(handle.health, def.name, true);

  // Nest does not expose the bound port; the reflection hook captured the server.
  const boundPort = config.GRPC_PORT !== 0 ? config.GRPC_PORT : await findBoundPort(handle);
  const address = `${config.GRPC_HOST}:${boundPort}`;
  logger.info({ address, schema: config.DB_SCHEMA }, `${def.name} service ready`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down: no new work, finishing what is in hand');
      setServing(handle.health, def.name, false);
      for (const w of workers) await w.stop();
      if (handle.server) await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        handle.server!.tryShutdown(() => { clearTimeout(timer); resolve(); });
      });
      await app.close();
      await producer.disconnect();
      await db.destroy();
      logger.info('stopped');
    })());
  return { runtime, address, stop };
}

async function findBoundPort(handle: GrpcServerHandle): Promise<number> {
  // Nest ignores the port grpc-js bound; grpc-js keeps it in its (private) boundPorts map.
  const server = handle.server as unknown as { boundPorts?: Map<string, { portNumber: number }> } | undefined;
  for (const bound of server?.boundPorts?.values() ?? []) {
    if (bound.portNumber > 0) return bound.portNumber;
  }
  throw new Error('cannot determine the bound gRPC port');
}

/** Runs a service as a process: starts it, and stops it cleanly on SIGTERM/SIGINT. */
export function runServiceMain<DB>(def: ServiceDefinition<DB>): void {
  startService(def)
    .then((running) => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          running.stop().then(
            () => process.exit(0),
            (err: unknown) => {
              running.runtime.logger.error({ err }, 'error while stopping');
              process.exit(1);
            },
          );
        });
      }
    })
    .catch((err: unknown) => {
      console.error(`${def.name} service failed to start: ${(err as Error).message}`);
      process.exit(1);
    });
}

/** A cheap liveness query used by health checks. */
export async function pingDatabase(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
