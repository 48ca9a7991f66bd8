import { runServiceMain } from '@kah/runtime';
import { assistantService } from './assistant.service-definition';

runServiceMain(assistantService);
