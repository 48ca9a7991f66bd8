import { runServiceMain } from '@kah/runtime';
import { navigationService } from './navigation.service-definition';

runServiceMain(navigationService);
