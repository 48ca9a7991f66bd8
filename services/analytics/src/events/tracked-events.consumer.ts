import { createEnvelope, enqueueEvents, isUuid, serviceConsumer, topicName, type BackgroundWorker, type ServiceRuntime } from '@kah/runtime';
import type { eventsV1 } from '@kah/proto';
import type { Transaction } from 'kysely';
import type { AnalyticsDb } from '../repositories/analytics.tables';
import { MetricsRepository } from '../repositories/metrics.repository';
import { addDelta, deltaFor, type MetricDelta } from '../services/metric-delta';

export const ANALYTICS_EVENTS_TOPIC = 'analytics.events';
export const ANALYTICS_DLQ_TOPIC = 'analytics.events.dlq';
export const ACTIVITY_METRICS_TOPIC = 'activity.metrics';
export const AGGREGATOR_GROUP = 'analytics.aggregator';

export function validateTrackedEvent(payload: Record<string, unknown>): void {
  const p = payload as Partial<eventsV1.AnalyticsEventTracked>;
  if (typeof p.event !== 'string' || p.event.length === 0) throw new Error('payload.event is required');
  if (p.activityId !== undefined && !isUuid(p.activityId)) throw new Error('payload.activityId must be a UUID');
  if (typeof p.timestamp !== 'string' || Number.isNaN(Date.parse(p.timestamp))) throw new Error('payload.timestamp must be an ISO date');
}

/**
 * Aggregates tracked events into per-activity metrics and per-day counts, and writes each
 * activity's new totals to the outbox — in the caller's transaction, so state and event
 * commit together. Returns how many outbox events were written.
 */
export async function applyTrackedEvents(
  trx: Transaction<AnalyticsDb>,
  metrics: MetricsRepository,
  topicPrefix: string,
  events: eventsV1.AnalyticsEventTracked[],
): Promise<number> {
  const deltas = new Map<string, MetricDelta>();
  const daily = new Map<string, { day: string; event: string; count: number }>();
  for (const p of events) {
    const day = p.timestamp.slice(0, 10);
    const key = `${day}|${p.event}`;
    const cur = daily.get(key) ?? { day, event: p.event, count: 0 };
    cur.count += 1;
    daily.set(key, cur);
    const delta = deltaFor(p.event);
    if (delta && p.activityId) addDelta(deltas, p.activityId.toLowerCase(), delta);
  }
  await metrics.countEvents(trx, [...daily.values()]);
  return applyMetricDeltas(trx, metrics, topicPrefix, deltas);
}

/**
 * Adds per-activity deltas to the counters and writes each changed activity's new totals to the
 * outbox (activity.metrics), in the caller's transaction. Returns how many outbox events were written.
 */
export async function applyMetricDeltas(
  trx: Transaction<AnalyticsDb>,
  metrics: MetricsRepository,
  topicPrefix: string,
  deltas: Map<string, MetricDelta>,
): Promise<number> {
  const totals = await metrics.applyDeltas(trx, deltas);
  await enqueueEvents(
    trx,
    totals.map((m) => ({
      topic: topicName(topicPrefix, ACTIVITY_METRICS_TOPIC),
      key: m.activity_id,
      envelope: createEnvelope<eventsV1.ActivityMetricsChanged>('analytics.activity-metrics-changed', 'analytics', {
        activityId: m.activity_id,
        views: m.views,
        bookmarks: m.bookmarks,
        shares: m.shares,
        photoCount: m.photo_count,
        popularityScore: m.popularity_score,
      }),
    })),
  );
  return totals.length;
}

/** The aggregator: consumes analytics.events exactly once per event id (see IdempotentConsumer). */
export function trackedEventsConsumer(runtime: ServiceRuntime<AnalyticsDb>, metrics: MetricsRepository, afterCommit: () => void): BackgroundWorker {
  const prefix = runtime.config.KAFKA_TOPIC_PREFIX;
  return serviceConsumer(runtime, {
    groupId: AGGREGATOR_GROUP,
    topic: ANALYTICS_EVENTS_TOPIC,
    deadLetterTopic: ANALYTICS_DLQ_TOPIC,
    validate: (e) => validateTrackedEvent(e.payload),
    handle: async (trx: Transaction<AnalyticsDb>, events) => {
      await applyTrackedEvents(trx, metrics, prefix, events.map((e) => e.envelope.payload as unknown as eventsV1.AnalyticsEventTracked));
    },
    // The outbox rows are visible to the relay only once the transaction has committed.
    afterCommit,
  });
}
