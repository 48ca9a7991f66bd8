import { Module, type DynamicModule } from '@nestjs/common';
import { DB, LOGGER, type ServiceRuntime } from '@kah/runtime';
import { CatalogGrpcController } from './controllers/catalog.grpc-controller';
import { ActivitiesRepository } from './repositories/activities.repository';
import { EventsRepository } from './repositories/events.repository';
import type { CatalogDb } from './repositories/catalog.tables';
import { CatalogService } from './services/catalog.service';
import { EventsService } from './services/events.service';

@Module({})
export class CatalogModule {
  static forRuntime(runtime: ServiceRuntime<CatalogDb>): DynamicModule {
    return {
      module: CatalogModule,
      controllers: [CatalogGrpcController],
      providers: [
        { provide: DB, useValue: runtime.db },
        { provide: LOGGER, useValue: runtime.logger },
        ActivitiesRepository,
        CatalogService,
        EventsRepository,
        EventsService,
      ],
    };
  }
}
