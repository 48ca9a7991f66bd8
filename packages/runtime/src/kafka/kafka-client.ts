import { Kafka, logLevel, Partitioners, type Producer, type Message, type IHeaders } from 'kafkajs';
import type { Logger } from 'pino';
import type { OutgoingEvent } from './envelope';

export interface KafkaOptions {
  brokers: string[];
  clientId: string;
  logger?: Logger;
}

export function createKafka(options: KafkaOptions): Kafka {
  const log = options.logger;
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: 3000,
    requestTimeout: 10_000,
    retry: { initialRetryTime: 200, retries: 5, maxRetryTime: 5000 },
    logLevel: logLevel.WARN,
    logCreator: () => ({ level, log: entry }) => {
      const { message, ...rest } = entry;
      if (level <= logLevel.ERROR) log?.error(rest, `kafka: ${message}`);
      else log?.warn(rest, `kafka: ${message}`);
    },
  });
}

/** Idempotent producer with acks=all: a retried send never duplicates or reorders a partition. */
export function createIdempotentProducer(kafka: Kafka): Producer {
  return kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}

export function toKafkaMessage(event: OutgoingEvent, headers: Record<string, string> = {}): Message {
  const h: IHeaders = { 'event-type': event.envelope.type, 'event-id': event.envelope.eventId, ...headers };
  if (event.envelope.trace?.traceparent) h.traceparent = event.envelope.trace.traceparent;
  if (event.envelope.trace?.tracestate) h.tracestate = event.envelope.trace.tracestate;
  return { key: event.key, value: JSON.stringify(event.envelope), headers: h };
}

/** Sends events grouped by topic in one request, acks=all. */
export async function sendEvents(producer: Producer, events: OutgoingEvent[]): Promise<void> {
  const byTopic = new Map<string, Message[]>();
  for (const e of events) {
    const list = byTopic.get(e.topic) ?? [];
    list.push(toKafkaMessage(e));
    byTopic.set(e.topic, list);
  }
  await producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
}

/** Topic names carry an optional prefix so test runs never collide. */
export function topicName(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

/** Creates topics with explicit partition counts when missing (tests and local set-up). */
export async function ensureTopics(kafka: Kafka, topics: { topic: string; partitions: number }[]): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t.topic));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((t) => ({ topic: t.topic, numPartitions: t.partitions, replicationFactor: 1 })),
      });
    }
  } finally {
    await admin.disconnect();
  }
}
