import { outboxRelayOf, type ServiceDefinition } from '@kah/runtime';
import { FAVORITES_EVENTS_TOPIC } from './events/favorite-events';
import { FavoritesModule } from './favorites.module';
import { favoritesMigrations } from './migrations';
import type { FavoritesDb } from './repositories/favorites.tables';

/** Favourites and collections per account; publishes FavoriteAdded/FavoriteRemoved on favorites.events via its outbox. */
export const favoritesService: ServiceDefinition<FavoritesDb> = {
  name: 'favorites',
  migrations: favoritesMigrations,
  topics: [{ name: FAVORITES_EVENTS_TOPIC, partitions: 3 }],
  module: (runtime) => FavoritesModule.forRuntime(runtime, outboxRelayOf(runtime)),
  workers: (runtime) => [outboxRelayOf(runtime)],
};
