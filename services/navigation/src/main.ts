import { runServiceMain } from '@kah/runtime';
import { navigationMigrations } from './migrations';
import { NavigationModule } from './navigation.module';

runServiceMain({ name: 'navigation', migrations: navigationMigrations, module: (runtime) => NavigationModule.forRuntime(runtime) });
