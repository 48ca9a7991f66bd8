import { runServiceMain } from '@kah/runtime';
import { authMigrations } from './migrations';
import { AuthModule } from './auth.module';

runServiceMain({ name: 'auth', migrations: authMigrations, module: (runtime) => AuthModule.forRuntime(runtime) });
