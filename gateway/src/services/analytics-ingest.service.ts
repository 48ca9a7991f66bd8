import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Producer } from 'kafkajs';
import type { TrackBatchRequest, TrackEvent } from '@kah/api-contract';
import type { eventsV1 } from '@kah/proto';
import { createEnvelope, DomainError, DomainErrorCode, sendEvents, topicName, withSpan, SpanKind, type Logger, type OutgoingEvent } from '@kah/runtime';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

export const ANALYTICS_PRODUCER = Symbol('ANALYTICS_PRODUCER');
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Puts tracked events on the analytics topic, keyed by activity (else session) so each
 * activity's events stay ordered in one partition. Event ids from the client make retries
 * safe: the aggregator counts an id once.
 */
@Injectable()
export class AnalyticsIngestService {
  constructor(
    @Inject(ANALYTICS_PRODUCER) private readonly producer: Producer,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  async trackBatch(batch: TrackBatchRequest, userAgent: string | undefined): Promise<number> {
    const topic = topicName(this.config.KAFKA_TOPIC_PREFIX, 'analytics.events');
    // Envelopes are built inside the producer span, so consumers continue this request's trace.
    return withSpan(`${topic} publish`, SpanKind.PRODUCER, async () => {
      const events = batch.events.map((e) => this.toOutgoing(topic, e, userAgent));
      try {
        await sendEvents(this.producer, events);
      } catch (err) {
        this.logger.warn({ err: (err as Error).message }, 'analytics events could not be published');
        throw new DomainError(DomainErrorCode.Unavailable, 'Analytics is temporarily unavailable. Your events were not recorded; please retry.');
      }
      return events.length;
    });
  }

  private toOutgoing(topic: string, e: TrackEvent, userAgent: string | undefined): OutgoingEvent {
    const now = Date.now();
    const eventId = e.id ?? randomUUID();
    const ts = e.timestamp ? Date.parse(e.timestamp) : now;
    // A client clock far in the future is not trusted.
    const timestamp = new Date(ts > now + MAX_CLOCK_SKEW_MS ? now : ts).toISOString();
    const payload: eventsV1.AnalyticsEventTracked = {
      event: e.event,
      category: e.category,
      activityId: e.activityId?.toLowerCase(),
      sessionId: e.sessionId,
      properties: e.properties ?? {},
      timestamp,
      url: e.url,
      userAgent: userAgent?.slice(0, 300),
    };
    return {
      topic,
      key: payload.activityId ?? e.sessionId ?? eventId,
      envelope: createEnvelope('analytics.event-tracked', 'gateway', payload, { eventId }),
    };
  }
}
