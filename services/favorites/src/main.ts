import { runServiceMain } from '@kah/runtime';
import { favoritesMigrations } from './migrations';
import { FavoritesModule } from './favorites.module';

runServiceMain({ name: 'favorites', migrations: favoritesMigrations, module: (runtime) => FavoritesModule.forRuntime(runtime) });
