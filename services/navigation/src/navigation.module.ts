import { Module, type DynamicModule } from '@nestjs/common';
import { DB, type ServiceRuntime } from '@kah/runtime';

/** Boots with health and reflection; its gRPC handlers come with the issue that builds it (callers get UNIMPLEMENTED until then). */
@Module({})
export class NavigationModule {
  static forRuntime(runtime: ServiceRuntime): DynamicModule {
    return { module: NavigationModule, providers: [{ provide: DB, useValue: runtime.db }] };
  }
}
