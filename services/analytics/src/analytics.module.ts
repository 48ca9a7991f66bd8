import { Module, type DynamicModule } from '@nestjs/common';
import { DB, LOGGER, type ServiceRuntime } from '@kah/runtime';
import { AnalyticsGrpcController } from './controllers/analytics.grpc-controller';
import type { AnalyticsDb } from './repositories/analytics.tables';
import { MetricsRepository } from './repositories/metrics.repository';
import { AnalyticsService } from './services/analytics.service';

@Module({})
export class AnalyticsModule {
  static forRuntime(runtime: ServiceRuntime<AnalyticsDb>): DynamicModule {
    return {
      module: AnalyticsModule,
      controllers: [AnalyticsGrpcController],
      providers: [
        { provide: DB, useValue: runtime.db },
        { provide: LOGGER, useValue: runtime.logger },
        MetricsRepository,
        AnalyticsService,
      ],
    };
  }
}
