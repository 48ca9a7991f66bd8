import { serviceConsumer, type BackgroundWorker, type ServiceRuntime } from '@kah/runtime';
import type { eventsV1 } from '@kah/proto';
import type { CatalogDb } from '../repositories/catalog.tables';
import { ActivitiesRepository } from '../repositories/activities.repository';

export const ACTIVITY_METRICS_TOPIC = 'activity.metrics';

/** Keeps each activity's popularity score (computed by analytics) for the "Popular" ordering. */
export function activityMetricsConsumer(runtime: ServiceRuntime<CatalogDb>, repository: ActivitiesRepository): BackgroundWorker {
  return serviceConsumer(runtime, {
    groupId: 'catalog.activity-metrics',
    topic: ACTIVITY_METRICS_TOPIC,
    deadLetterTopic: 'analytics.events.dlq',
    validate: (e) => {
      const p = e.payload as Partial<eventsV1.ActivityMetricsChanged>;
      if (typeof p.activityId !== 'string' || typeof p.popularityScore !== 'number') throw new Error('not an ActivityMetricsChanged payload');
    },
    handle: async (trx, events) => {
      // Later events carry later totals: apply the last one per activity.
      const latest = new Map<string, number>();
      for (const e of events) {
        const p = e.envelope.payload as unknown as eventsV1.ActivityMetricsChanged;
        latest.set(p.activityId, p.popularityScore);
      }
      for (const [id, score] of latest) await repository.setPopularity(trx, id, score);
    },
  });
}
