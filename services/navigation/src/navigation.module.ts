import { Module, type DynamicModule } from '@nestjs/common';
import { DB, LOGGER, type ServiceRuntime } from '@kah/runtime';
import { NavigationGrpcController } from './controllers/navigation.grpc-controller';
import { NavigationRepository } from './repositories/navigation.repository';
import type { NavigationDb } from './repositories/navigation.tables';
import { NewsletterRepository } from './repositories/newsletter.repository';
import { NavigationService } from './services/navigation.service';

@Module({})
export class NavigationModule {
  static forRuntime(runtime: ServiceRuntime<NavigationDb>): DynamicModule {
    return {
      module: NavigationModule,
      controllers: [NavigationGrpcController],
      providers: [
        { provide: DB, useValue: runtime.db },
        { provide: LOGGER, useValue: runtime.logger },
        NavigationRepository,
        NewsletterRepository,
        NavigationService,
      ],
    };
  }
}
