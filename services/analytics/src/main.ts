import { runServiceMain } from '@kah/runtime';
import { analyticsService } from './analytics.service-definition';

runServiceMain(analyticsService);
