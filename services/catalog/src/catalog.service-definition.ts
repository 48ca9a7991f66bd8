import { outboxRelayOf, type ServiceDefinition } from '@kah/runtime';
import { CatalogModule } from './catalog.module';
import { ACTIVITY_EVENTS_TOPIC, ActivityContentPublisher } from './events/activity-content.publisher';
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
    { name: ACTIVITY_EVENTS_TOPIC, partitions: 3 },
  ],
  module: (runtime) => CatalogModule.forRuntime(runtime),
  workers: (runtime) => {
    // Content changes go to the outbox (publisher) and on to Kafka (relay).
    const relay = outboxRelayOf(runtime);
    const publisher = new ActivityContentPublisher(runtime.db, runtime.logger, {
      topicPrefix: runtime.config.KAFKA_TOPIC_PREFIX,
      afterCommit: () => relay.notify(),
    });
    // Workers stop in this order: the publisher first (it writes to the outbox), then the relay drains.
    return [publisher, activityMetricsConsumer(runtime, new ActivitiesRepository(runtime.db)), relay];
  },

};
