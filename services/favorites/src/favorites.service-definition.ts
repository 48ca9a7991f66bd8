import { OutboxRelay, type ServiceDefinition, type ServiceRuntime } from '@kah/runtime';
import { FAVORITES_EVENTS_TOPIC } from './events/favorite-events';
import { FavoritesModule } from './favorites.module';
import { favoritesMigrations } from './migrations';
import type { FavoritesDb } from './repositories/favorites.tables';

// One relay per started instance, shared by the module (to wake it after a commit) and the workers (to run it).
const relays = new WeakMap<object, OutboxRelay>();
function relayFor(runtime: ServiceRuntime<FavoritesDb>): OutboxRelay {
  let relay = relays.get(runtime.db);
  if (!relay) relays.set(runtime.db, (relay = new OutboxRelay(runtime.db, runtime.producer, runtime.logger)));
  return relay;
}

/** Favourites and collections per account; publishes FavoriteAdded/FavoriteRemoved on favorites.events via its outbox. */
export const favoritesService: ServiceDefinition<FavoritesDb> = {
  name: 'favorites',
  migrations: favoritesMigrations,
  topics: [{ name: FAVORITES_EVENTS_TOPIC, partitions: 3 }],
  module: (runtime) => FavoritesModule.forRuntime(runtime, relayFor(runtime)),
  workers: (runtime) => {
    const relay = relayFor(runtime);
    return [{ start: () => relay.start(), stop: () => relay.stop() }];
  },
};
