import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import Redis from 'ioredis';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { createIdempotentProducer, createKafka, createLogger, ensureTopics, initTelemetry, PinoNestLogger, topicName } from '@kah/runtime';
import type { GatewayConfig } from './config/gateway.config';
import { setTrackBatchRateLimit } from './controllers/analytics.controller';
import { GatewayModule } from './gateway.module';
import { GrpcClients } from './grpc/grpc-clients';
import { HttpErrorFilter } from './http/http-error.filter';
import { HttpTracingInterceptor } from './http/http-tracing.interceptor';
import { CallerContextInterceptor } from './auth/caller-context.interceptor';

export interface RunningGateway {
  app: NestExpressApplication;
  url: string;
  openApi: OpenAPIObject;
  stop(): Promise<void>;
}

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  initTelemetry({ serviceName: 'gateway', otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
  const redis = new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  const kafka = createKafka({ brokers: config.KAFKA_BROKERS, clientId: 'gateway', logger });
  await ensureTopics(kafka, [{ topic: topicName(config.KAFKA_TOPIC_PREFIX, 'analytics.events'), partitions: 6 }]);
  const producer = createIdempotentProducer(kafka);
  await producer.connect();
  const grpc = new GrpcClients(config);
  setTrackBatchRateLimit(config.TRACK_BATCH_RATE_LIMIT_PER_MINUTE);

  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forDeps({ config, logger, redis, kafka, producer, grpc }), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
        },
      },
    }),
  );
  app.use('/api', express.json({ limit: '100kb' }));
  // Only the frontend origin gets CORS headers; any other origin gets none.
  app.enableCors({ origin: (origin, cb) => cb(null, origin === config.FRONTEND_ORIGIN), credentials: true });
  app.setGlobalPrefix('api', { exclude: ['healthz', 'readyz'] });
  app.useGlobalFilters(new HttpErrorFilter(logger));
  // The caller's verified access token travels to every service on every downstream gRPC call.
  app.useGlobalInterceptors(new HttpTracingInterceptor(), new CallerContextInterceptor());
  app.enableShutdownHooks();

  const openApi = cleanupOpenApiDoc(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Kids Adventure Hub API').setDescription('Errors are always { message }.').setVersion('1').build(),
    ),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs/openapi.json' });

  if (config.STATIC_DIR) serveSpa(app, config.STATIC_DIR);

  await app.listen(config.PORT, config.HOST);
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://${config.HOST}:${address.port}`;
  logger.info({ url }, 'gateway listening');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      await producer.disconnect();
      grpc.close();
      redis.disconnect();
    })());
  return { app, url, openApi, stop };
}

/** Serves the built SPA; any non-API GET that is not a file gets index.html (client routes). */
function serveSpa(app: NestExpressApplication, dir: string): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw new Error(`STATIC_DIR has no index.html: ${dir} (build the frontend first)`);
  app.use(express.static(dir, { index: false, maxAge: '1h', setHeaders: (res, path) => {
    // Vite puts a content hash in asset names, so they can be cached for good.
    if (path.includes(`${join(dir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path === '/healthz' || req.path === '/readyz') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
