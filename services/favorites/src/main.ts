import { runServiceMain } from '@kah/runtime';
import { favoritesService } from './favorites.service-definition';

runServiceMain(favoritesService);
