import { Module, type DynamicModule } from '@nestjs/common';
import { DB, LOGGER, type ServiceRuntime } from '@kah/runtime';
import { FavoritesGrpcController } from './controllers/favorites.grpc-controller';
import { FavoriteEvents } from './events/favorite-events';
import { CollectionsRepository } from './repositories/collections.repository';
import { FavoritesRepository } from './repositories/favorites.repository';
import type { FavoritesDb } from './repositories/favorites.tables';
import { FavoritesService } from './services/favorites.service';
import { FAVORITE_EVENTS, OUTBOX_NOTIFIER, type OutboxNotifier } from './services/favorites.tokens';

@Module({})
export class FavoritesModule {
  static forRuntime(runtime: ServiceRuntime<FavoritesDb>, outbox: OutboxNotifier): DynamicModule {
    return {
      module: FavoritesModule,
      controllers: [FavoritesGrpcController],
      providers: [
        { provide: DB, useValue: runtime.db },
        { provide: LOGGER, useValue: runtime.logger },
        { provide: FAVORITE_EVENTS, useValue: new FavoriteEvents(runtime.config.KAFKA_TOPIC_PREFIX) },
        { provide: OUTBOX_NOTIFIER, useValue: outbox },
        FavoritesRepository,
        CollectionsRepository,
        FavoritesService,
      ],
    };
  }
}
