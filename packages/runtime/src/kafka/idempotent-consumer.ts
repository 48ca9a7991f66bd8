import { context, SpanKind, trace, type Span } from '@opentelemetry/api';
import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { PlatformTables } from '../db/platform-migrations';
import { extractTraceContext, tracer } from '../telemetry/telemetry';
import { parseEnvelope, type EventEnvelope } from './envelope';
import { topicName } from './kafka-client';

export interface ConsumedEvent {
  envelope: EventEnvelope;
  key: string | null;
  partition: number;
  offset: string;
}

export interface IdempotentConsumerOptions<DB extends PlatformTables> {
  kafka: Kafka;
  db: Kysely<DB>;
  logger: Logger;
  groupId: string;
  topic: string;
  /** Poison messages (unparseable, or rejected by validate) go here instead of blocking the partition. */
  deadLetterTopic: string;
  /** Used to publish dead letters. */
  producer: Producer;
  /** Checks a payload; throw to dead-letter the message. */
  validate?: (envelope: EventEnvelope) => void;
  /** Applies new (never seen by this group) events inside the transaction that records them as processed. */
  handle: (trx: Transaction<DB>, events: ConsumedEvent[]) => Promise<void>;
  /** Runs after a transaction that applied new events has committed (e.g. to wake an outbox relay). */
  afterCommit?: () => void;
  /** Messages per database transaction. */
  chunkSize?: number;
  sessionTimeoutMs?: number;
}

/** What a running service lends its consumers (the service runtime has all of it). */
export interface ConsumerHost<DB extends PlatformTables> {
  kafka: Kafka;
  db: Kysely<DB>;
  logger: Logger;
  producer: Producer;
  config: { KAFKA_TOPIC_PREFIX: string };
}

/**
 * An idempotent consumer wired to the service's connections. Group, topic and dead-letter topic
 * are given by their plain names; the run's topic prefix is applied here.
 */
export function serviceConsumer<DB extends PlatformTables>(
  host: ConsumerHost<DB>,
  options: Omit<IdempotentConsumerOptions<DB>, 'kafka' | 'db' | 'logger' | 'producer'>,
): IdempotentConsumer<DB> {
  const prefixed = (name: string) => topicName(host.config.KAFKA_TOPIC_PREFIX, name);
  return new IdempotentConsumer<DB>({
    ...options,
    kafka: host.kafka,
    db: host.db,
    logger: host.logger,
    producer: host.producer,
    groupId: prefixed(options.groupId),
    topic: prefixed(options.topic),
    deadLetterTopic: prefixed(options.deadLetterTopic),
  });
}

/**
 * Consumes a topic so that every event is applied exactly once: the event ids are recorded in
 * the same transaction as the state they change, and offsets are committed only afterwards.
 * A crash between the two redelivers events that the dedupe table then skips.
 */
export class IdempotentConsumer<DB extends PlatformTables> {
  private consumer?: Consumer;

  constructor(private readonly options: IdempotentConsumerOptions<DB>) {}

  async start(): Promise<void> {
    const o = this.options;
    const consumer = o.kafka.consumer({
      groupId: o.groupId,
      sessionTimeout: o.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: 1000,
      rebalanceTimeout: 20_000,
      maxWaitTimeInMs: 100,
      retry: { retries: 10 },
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topic: o.topic, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        const size = o.chunkSize ?? 500;
        for (let i = 0; i < batch.messages.length; i += size) {
          if (!isRunning() || isStale()) return;
          const chunk = batch.messages.slice(i, i + size);
          await this.processChunk(batch.partition, chunk);
          const last = chunk[chunk.length - 1].offset;
          resolveOffset(last);
          await consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: (BigInt(last) + 1n).toString() }]);
          await heartbeat();
        }
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
    this.consumer = undefined;
  }

  private async processChunk(partition: number, messages: KafkaMessage[]): Promise<void> {
    const o = this.options;
    const good: ConsumedEvent[] = [];
    const poison: { message: KafkaMessage; reason: string }[] = [];
    for (const message of messages) {
      try {
        const envelope = parseEnvelope(message.value);
        o.validate?.(envelope);
        good.push({ envelope, key: message.key?.toString() ?? null, partition, offset: message.offset });
      } catch (err) {
        poison.push({ message, reason: (err as Error).message });
      }
    }
    if (poison.length > 0) await this.deadLetter(partition, poison);
    if (good.length === 0) return;

    const spans: Span[] = good.map((e) =>
      tracer().startSpan(
        `${o.topic} process`,
        { kind: SpanKind.CONSUMER, attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': o.topic, 'messaging.message.id': e.envelope.eventId } },
        e.envelope.trace?.traceparent ? extractTraceContext({ traceparent: e.envelope.trace.traceparent, tracestate: e.envelope.trace.tracestate }) : context.active(),
      ),
    );
    try {
      const applied = await o.db.transaction().execute(async (trx) => {
        const platform = trx as unknown as Transaction<PlatformTables>;
        const inserted = await platform
          .insertInto('processed_events')
          .values(good.map((e) => ({ consumer_group: o.groupId, event_id: e.envelope.eventId })))
          .onConflict((oc) => oc.doNothing())
          .returning('event_id')
          .execute();
        const fresh = new Set(inserted.map((r) => r.event_id));
        const toApply = good.filter((e) => fresh.delete(e.envelope.eventId));
        if (toApply.length < good.length) o.logger.debug({ skipped: good.length - toApply.length }, 'skipped already-processed events');
        if (toApply.length > 0) {
          // The handler's own spans (db, outbox) join the first event's trace.
          await context.with(trace.setSpan(context.active(), spans[0]), () => o.handle(trx, toApply));
        }
        return toApply.length;
      });
      if (applied > 0) o.afterCommit?.();
    } finally {
      for (const s of spans) s.end();
    }
  }

  private async deadLetter(partition: number, poison: { message: KafkaMessage; reason: string }[]): Promise<void> {
    const o = this.options;
    o.logger.warn({ count: poison.length, topic: o.topic, partition, reasons: poison.map((p) => p.reason).slice(0, 3) }, 'dead-lettering poison messages');
    await o.producer.send({
      topic: o.deadLetterTopic,
      acks: -1,
      messages: poison.map(({ message, reason }) => ({
        key: message.key,
        value: message.value,
        headers: {
          ...message.headers,
          'dlq-reason': reason.slice(0, 500),
          'dlq-source': `${o.topic}/${partition}/${message.offset}`,
          'dlq-group': o.groupId,
        },
      })),
    });
  }
}
