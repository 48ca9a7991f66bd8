import { z } from 'zod';
import { commonEnv, kafkaEnv, loadConfig } from '@kah/runtime';

const grpcAddress = z.string().regex(/^[^:\s]+:\d+$/, 'must be host:port');

export const gatewayEnv = {
  ...commonEnv,
  ...kafkaEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  /** Namespace for this stack's Redis keys (rate-limit counters), so stacks sharing a Redis never share limits. */
  REDIS_KEY_PREFIX: z.string().regex(/^[a-zA-Z0-9:._-]*$/).default('kah:'),
  /** The only origin allowed by CORS (the dev server; production is same-origin). */
  FRONTEND_ORIGIN: z.url().default('http://127.0.0.1:5173'),
  /** Built SPA to serve with history fallback; unset = API only. */
  STATIC_DIR: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRACK_BATCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  AUTH_GRPC_URL: grpcAddress.default('127.0.0.1:50051'),
  CATALOG_GRPC_URL: grpcAddress.default('127.0.0.1:50052'),
  FAVORITES_GRPC_URL: grpcAddress.default('127.0.0.1:50053'),
  PHOTOS_GRPC_URL: grpcAddress.default('127.0.0.1:50054'),
  NAVIGATION_GRPC_URL: grpcAddress.default('127.0.0.1:50055'),
  ASSISTANT_GRPC_URL: grpcAddress.default('127.0.0.1:50056'),
  ANALYTICS_GRPC_URL: grpcAddress.default('127.0.0.1:50057'),
};

export type GatewayConfig = z.infer<z.ZodObject<typeof gatewayEnv>>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnv, env);
}
