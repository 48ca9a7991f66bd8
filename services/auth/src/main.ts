import { runServiceMain } from '@kah/runtime';
import { authService } from './auth.service-definition';

runServiceMain(authService);
