import type { ServiceDefinition } from '@kah/runtime';
import { CatalogModule } from './catalog.module';
import { ACTIVITY_METRICS_TOPIC, activityMetricsConsumer } from './events/activity-metrics.consumer';
import { catalogMigrations } from './migrations';
import { ActivitiesRepository } from './repositories/activities.repository';
import type { CatalogDb } from './repositories/catalog.tables';

export const catalogService: ServiceDefinition<CatalogDb> = {
  name: 'catalog',
  migrations: catalogMigrations,
  topics: [
    { name: ACTIVITY_METRICS_TOPIC, partitions: 3 },
    { name: 'analytics.events.dlq', partitions: 1 },
    { name: 'catalog.activity-changes', partitions: 3 },
  ],
  module: (runtime) => CatalogModule.forRuntime(runtime),
  workers: (runtime) => [activityMetricsConsumer(runtime, new ActivitiesRepository(runtime.db))],
};
