import { outboxRelayOf, type ServiceDefinition } from '@kah/runtime';
import { AnalyticsModule } from './analytics.module';
import { ACTIVITY_METRICS_TOPIC, ANALYTICS_DLQ_TOPIC, ANALYTICS_EVENTS_TOPIC, trackedEventsConsumer } from './events/tracked-events.consumer';
import { FAVORITES_DLQ_TOPIC, FAVORITES_EVENTS_TOPIC, favoriteEventsConsumer } from './events/favorite-events.consumer';
import { analyticsMigrations } from './migrations';
import type { AnalyticsDb } from './repositories/analytics.tables';
import { MetricsRepository } from './repositories/metrics.repository';

export const analyticsService: ServiceDefinition<AnalyticsDb> = {
  name: 'analytics',
  migrations: analyticsMigrations,
  topics: [
    { name: ANALYTICS_EVENTS_TOPIC, partitions: 6 },
    { name: ANALYTICS_DLQ_TOPIC, partitions: 1 },
    { name: ACTIVITY_METRICS_TOPIC, partitions: 3 },
    { name: FAVORITES_EVENTS_TOPIC, partitions: 3 },
    { name: FAVORITES_DLQ_TOPIC, partitions: 1 },
  ],
  module: (runtime) => AnalyticsModule.forRuntime(runtime),
  workers: (runtime) => {
    const relay = outboxRelayOf(runtime);
    const metrics = new MetricsRepository(runtime.db);
    // Workers stop in this order: the consumers first (they write to the outbox), then the relay drains.
    return [trackedEventsConsumer(runtime, metrics, () => relay.notify()), favoriteEventsConsumer(runtime, metrics, () => relay.notify()), relay];
  },
};
