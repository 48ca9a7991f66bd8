import type { ServiceDefinition } from '@kah/runtime';
import { navigationMigrations } from './migrations';
import { NavigationModule } from './navigation.module';

export const navigationService: ServiceDefinition<unknown> = { name: 'navigation', migrations: navigationMigrations, module: (runtime) => NavigationModule.forRuntime(runtime) };
