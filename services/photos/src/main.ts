import { runServiceMain } from '@kah/runtime';
import { photosService } from './photos.service-definition';

runServiceMain(photosService);
