import type { ServiceDefinition } from '@kah/runtime';
import { favoritesMigrations } from './migrations';
import { FavoritesModule } from './favorites.module';

export const favoritesService: ServiceDefinition<unknown> = { name: 'favorites', migrations: favoritesMigrations, module: (runtime) => FavoritesModule.forRuntime(runtime) };
