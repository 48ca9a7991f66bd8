import { Kafka, logLevel, Partitioners, type Admin, type Producer, type Message, type IHeaders } from 'kafkajs';
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

/**
 * Creates topics with explicit partition counts when missing, and returns only once every
 * partition has a leader. Several services may race to create the same topic at boot: losing
 * the race is fine, using a topic whose leaders are not elected yet is not.
 */
export async function ensureTopics(kafka: Kafka, topics: { topic: string; partitions: number }[], timeoutMs = 15_000): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t.topic));
    if (missing.length > 0) {
      try {
        // kafkajs's own leader wait only retries LEADER_NOT_AVAILABLE; on a fresh KRaft broker the
        // metadata can briefly answer UNKNOWN_TOPIC_OR_PARTITION instead, so we poll below.
        await admin.createTopics({
          waitForLeaders: false,
          topics: missing.map((t) => ({ topic: t.topic, numPartitions: t.partitions, replicationFactor: 1 })),
        });
      } catch (err) {
        // Another process created them first; the leader check below still applies.
        if (!isTopicExistsError(err)) throw err;
      }
    }
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ready = await allPartitionsLed(admin, topics.map((t) => t.topic));
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`topics have no partition leaders after ${timeoutMs} ms: ${topics.map((t) => t.topic).join(', ')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await admin.disconnect();
  }
}

function isTopicExistsError(err: unknown): boolean {
  const e = err as { type?: string; errors?: { type?: string }[] };
  return e.type === 'TOPIC_ALREADY_EXISTS' || (e.errors ?? []).some((x) => x.type === 'TOPIC_ALREADY_EXISTS');
}

async function allPartitionsLed(admin: Admin, topics: string[]): Promise<boolean> {
  try {
    const meta = await admin.fetchTopicMetadata({ topics });
    return meta.topics.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0));
  } catch {
    return false; // "does not host this topic-partition" while metadata propagates
  }
}
