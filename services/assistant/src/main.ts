import { runServiceMain } from '@kah/runtime';
import { assistantMigrations } from './migrations';
import { AssistantModule } from './assistant.module';

runServiceMain({ name: 'assistant', migrations: assistantMigrations, module: (runtime) => AssistantModule.forRuntime(runtime) });
