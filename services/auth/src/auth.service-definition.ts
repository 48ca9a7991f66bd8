import type { ServiceDefinition } from '@kah/runtime';
import { authMigrations } from './migrations';
import { AuthModule } from './auth.module';

export const authService: ServiceDefinition<unknown> = { name: 'auth', migrations: authMigrations, module: (runtime) => AuthModule.forRuntime(runtime) };
