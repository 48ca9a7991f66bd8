import { runServiceMain } from '@kah/runtime';
import { catalogService } from './catalog.service-definition';

runServiceMain(catalogService);
