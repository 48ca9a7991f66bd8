import { randomUUID } from 'node:crypto';
import type { eventsV1 } from '@kah/proto';
import { injectTraceContext } from '../telemetry/telemetry';

/** The JSON envelope of every Kafka message (proto: kah.events.v1.EventEnvelope). */
export interface EventEnvelope<P extends object = Record<string, unknown>> extends Omit<eventsV1.EventEnvelope, 'payload'> {
  payload: P;
}

export interface OutgoingEvent<P extends object = object> {
  topic: string;
  /** Aggregate id: events of one aggregate land in one partition, in order. */
  key: string;
  envelope: EventEnvelope<P>;
}

export function createEnvelope<P extends object>(
  type: string,
  producer: string,
  payload: P,
  options: { eventId?: string; occurredAt?: string } = {},
): EventEnvelope<P> {
  const carrier = injectTraceContext();
  return {
    eventId: options.eventId ?? randomUUID(),
    type,
    occurredAt: options.occurredAt ?? new Date().toISOString(),
    producer,
    trace: carrier.traceparent ? { traceparent: carrier.traceparent, tracestate: carrier.tracestate } : undefined,
    payload,
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any UUID (hyphenated, either case): the form event ids and aggregate ids take on the wire. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** Parses a Kafka message value; throws (making it a poison message) when it is not an envelope. */
export function parseEnvelope(value: Buffer | null): EventEnvelope {
  if (!value) throw new Error('empty message value');
  const parsed: unknown = JSON.parse(value.toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error('message value is not an object');
  const e = parsed as Partial<EventEnvelope>;
  if (!isUuid(e.eventId)) throw new Error('eventId must be a UUID');
  if (typeof e.type !== 'string' || e.type.length === 0) throw new Error('type is required');
  if (typeof e.occurredAt !== 'string' || Number.isNaN(Date.parse(e.occurredAt))) throw new Error('occurredAt must be an ISO date');
  if (typeof e.producer !== 'string') throw new Error('producer is required');
  if (typeof e.payload !== 'object' || e.payload === null) throw new Error('payload must be an object');
  return e as EventEnvelope;
}
