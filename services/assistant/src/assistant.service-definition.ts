import type { ServiceDefinition } from '@kah/runtime';
import { assistantMigrations } from './migrations';
import { AssistantModule } from './assistant.module';

export const assistantService: ServiceDefinition<unknown> = { name: 'assistant', migrations: assistantMigrations, module: (runtime) => AssistantModule.forRuntime(runtime) };
