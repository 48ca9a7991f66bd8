import { isUuid, serviceConsumer, type BackgroundWorker, type ServiceRuntime } from '@kah/runtime';
import type { eventsV1 } from '@kah/proto';
import type { Transaction } from 'kysely';
import type { AnalyticsDb } from '../repositories/analytics.tables';
import { MetricsRepository } from '../repositories/metrics.repository';
import { addDelta, type MetricDelta } from '../services/metric-delta';
import { applyMetricDeltas } from './tracked-events.consumer';

// Published by the favorites service (services/favorites/src/events/favorite-events.ts).
export const FAVORITES_EVENTS_TOPIC = 'favorites.events';
export const FAVORITES_DLQ_TOPIC = 'favorites.events.dlq';
export const BOOKMARKS_GROUP = 'analytics.bookmarks';
export const FAVORITE_ADDED = 'favorites.favorite-added';
export const FAVORITE_REMOVED = 'favorites.favorite-removed';

type FavoriteChanged = eventsV1.FavoriteAdded | eventsV1.FavoriteRemoved;

/** Added/removed events must name a user and an activity; other (future) event types pass and are ignored. */
export function validateFavoriteEvent(type: string, payload: Record<string, unknown>): void {
  if (type !== FAVORITE_ADDED && type !== FAVORITE_REMOVED) return;
  const p = payload as Partial<FavoriteChanged>;
  if (!isUuid(p.userId)) throw new Error('payload.userId must be a UUID');
  if (!isUuid(p.activityId)) throw new Error('payload.activityId must be a UUID');
}

/**
 * +1 bookmark per FavoriteAdded, -1 per FavoriteRemoved, summed per activity (activities whose
 * sum is 0 are left alone). Favourites merged on sign-in are skipped: the browser reported them
 * (activity_bookmark) when they were added signed-out.
 */
export function bookmarkDeltas(events: { type: string; payload: Record<string, unknown> }[]): Map<string, MetricDelta> {
  const deltas = new Map<string, MetricDelta>();
  for (const e of events) {
    const p = e.payload as unknown as FavoriteChanged;
    const bookmarks = e.type === FAVORITE_ADDED ? ((p as eventsV1.FavoriteAdded).source === 'merge' ? 0 : 1) : e.type === FAVORITE_REMOVED ? -1 : 0;
    if (bookmarks === 0) continue;
    const activityId = p.activityId.toLowerCase();
    addDelta(deltas, activityId, { views: 0, bookmarks, shares: 0, photoCount: 0 });
  }
  for (const [id, d] of deltas) if (d.bookmarks === 0) deltas.delete(id);
  return deltas;
}

/**
 * Counts bookmarks from the favorites service's events exactly once per event id (see
 * IdempotentConsumer); the count never drops below zero, and the new totals go to
 * activity.metrics through the outbox like every other metric change.
 */
export function favoriteEventsConsumer(runtime: ServiceRuntime<AnalyticsDb>, metrics: MetricsRepository, afterCommit: () => void): BackgroundWorker {
  const prefix = runtime.config.KAFKA_TOPIC_PREFIX;
  return serviceConsumer(runtime, {
    groupId: BOOKMARKS_GROUP,
    topic: FAVORITES_EVENTS_TOPIC,
    deadLetterTopic: FAVORITES_DLQ_TOPIC,
    validate: (e) => validateFavoriteEvent(e.type, e.payload),
    handle: async (trx: Transaction<AnalyticsDb>, events) => {
      await applyMetricDeltas(trx, metrics, prefix, bookmarkDeltas(events.map((e) => e.envelope)));
    },
    afterCommit,
  });
}
