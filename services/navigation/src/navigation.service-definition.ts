import type { ServiceDefinition } from '@kah/runtime';
import { navigationMigrations } from './migrations';
import { NavigationModule } from './navigation.module';
import type { NavigationDb } from './repositories/navigation.tables';

export const navigationService: ServiceDefinition<NavigationDb> = { name: 'navigation', migrations: navigationMigrations, module: (runtime) => NavigationModule.forRuntime(runtime) };
