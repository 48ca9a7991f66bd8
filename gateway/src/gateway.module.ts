import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';
import type { Kafka, Producer } from 'kafkajs';
import { ZodValidationPipe } from 'nestjs-zod';
import type { Logger } from '@kah/runtime';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config';
import { ActivitiesController } from './controllers/activities.controller';
import { EventsController } from './controllers/events.controller';
import { EventsGatewayService } from './services/events-gateway.service';
import { AccountSecurityController } from './controllers/account-security.controller';
import { AuthController } from './controllers/auth.controller';
import { FavoritesController } from './controllers/favorites.controller';
import { SessionGuard } from './auth/session.guard';
import { AuthGatewayService } from './services/auth-gateway.service';
import { FavoritesGatewayService } from './services/favorites-gateway.service';
import { AuthRateLimiter } from './services/auth-rate-limiter.service';
import { AnalyticsController } from './controllers/analytics.controller';
import { HealthController } from './controllers/health.controller';
import { NavigationController } from './controllers/navigation.controller';
import { NewsletterController } from './controllers/newsletter.controller';
import { PublicConfigController } from './controllers/public-config.controller';
import { AdminController } from './controllers/admin.controller';
import { GrpcClients } from './grpc/grpc-clients';
import { ActivitiesService } from './services/activities.service';
import { ANALYTICS_PRODUCER, AnalyticsIngestService, GATEWAY_LOGGER } from './services/analytics-ingest.service';
import { NavigationService } from './services/navigation.service';
import { GATEWAY_KAFKA, GATEWAY_REDIS, ReadinessService } from './services/readiness.service';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  kafka: Kafka;
  producer: Producer;
  grpc: GrpcClients;
}

@Module({})
export class GatewayModule {
  static forDeps(deps: GatewayDeps): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ThrottlerModule.forRoot({
          // Counters live in Redis so every gateway instance shares one limit per client.
          throttlers: [{ name: 'default', ttl: 60_000, limit: deps.config.RATE_LIMIT_PER_MINUTE }],
          storage: new ThrottlerStorageRedisService(deps.redis),
        }),
      ],
      controllers: [FavoritesController, ActivitiesController, EventsController, AuthController, AnalyticsController, HealthController, NavigationController, NewsletterController, PublicConfigController, AdminController, AccountSecurityController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: GATEWAY_LOGGER, useValue: deps.logger },
        { provide: GATEWAY_REDIS, useValue: deps.redis },
        { provide: GATEWAY_KAFKA, useValue: deps.kafka },
        { provide: ANALYTICS_PRODUCER, useValue: deps.producer },
        { provide: GrpcClients, useValue: deps.grpc },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        ActivitiesService,
        EventsGatewayService,
        AnalyticsIngestService,
        ReadinessService,
        AuthGatewayService,
        FavoritesGatewayService,
        AuthRateLimiter,
        SessionGuard,
        NavigationService,
      ],
    };
  }
}
