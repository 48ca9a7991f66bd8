import { OutboxRelay, type ServiceDefinition } from '@kah/runtime';
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
    const relay = new OutboxRelay(runtime.db, runtime.producer, runtime.logger);
    const publisher = new ActivityContentPublisher(runtime.db, runtime.logger, {
      topicPrefix: runtime.config.KAFKA_TOPIC_PREFIX,
      afterCommit: () => relay.notify(),
    });
    // Stop order: the publisher first (it writes to the outbox), then the relay drains.
    return [
      { start: () => relay.start(), stop: async () => { await publisher.stop(); await relay.stop(); } },
      publisher,
      activityMetricsConsumer(runtime, new ActivitiesRepository(runtime.db)),
    ];
  },
};
