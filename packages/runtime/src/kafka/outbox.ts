import type { Kysely } from 'kysely';
import type { Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { PlatformTables } from '../db/platform-migrations';
import type { OutgoingEvent } from './envelope';
import { sendEvents } from './kafka-client';
import { PollingLoop } from '../service/polling-loop';

/**
 * Writes events in the caller's transaction, so the state change and its event commit (or
 * roll back) together. The relay publishes them later, even if Kafka is down right now.
 */
// Kysely's DB type is invariant; any service DB that includes PlatformTables is accepted.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function enqueueEvents(trx: Kysely<any>, events: OutgoingEvent[]): Promise<void> {
  if (events.length === 0) return;
  await (trx as unknown as Kysely<PlatformTables>)
    .insertInto('outbox')
    .values(events.map((e) => ({ event_id: e.envelope.eventId, topic: e.topic, message_key: e.key, envelope: JSON.stringify(e.envelope) })))
    .execute();
}

export interface OutboxRelayOptions {
  pollIntervalMs?: number;
  batchSize?: number;
  maxBackoffMs?: number;
}

/** Polls the outbox in order and publishes to Kafka with the idempotent producer. */
export class OutboxRelay {
  private readonly loop = new PollingLoop(() => this.step());
  private backoff: number;
  private failing = false;
  private connected = false;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;

  private readonly db: Kysely<PlatformTables>;

  constructor(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    db: Kysely<any>,
    private readonly producer: Producer,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.db = db as Kysely<PlatformTables>;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
    this.backoff = this.pollIntervalMs;
  }

  start(): void {
    this.loop.start();
  }

  /** Nudges the relay after a local write, so events go out without waiting for the next poll. */
  notify(): void {
    this.loop.notify();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Publishes one batch; returns how many rows went out. Exposed for tests and the drain on shutdown. */
  async relayOnce(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .select(['seq', 'topic', 'message_key', 'envelope'])
        .where('published_at', 'is', null)
        .orderBy('seq')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return 0;
      await sendEvents(
        this.producer,
        rows.map((r) => ({ topic: r.topic, key: r.message_key, envelope: r.envelope as OutgoingEvent['envelope'] })),
      );
      await trx
        .updateTable('outbox')
        .set({ published_at: new Date() })
        .where('seq', 'in', rows.map((r) => r.seq))
        .execute();
      return rows.length;
    });
  }

  /** One pass: (re)connect if needed, publish a batch; answers how long to wait before the next. */
  private async step(): Promise<number> {
    try {
      // (Re)connect after start and after any failure: the broker may have restarted.
      if (!this.connected) {
        await this.producer.connect();
        this.connected = true;
      }
      const sent = await this.relayOnce();
      if (this.failing) this.logger.info('outbox relay recovered');
      this.failing = false;
      this.backoff = this.pollIntervalMs;
      return sent === this.batchSize ? 0 : this.pollIntervalMs; // a full batch: more is waiting
    } catch (err) {
      if (!this.failing) this.logger.warn({ err: (err as Error).message }, 'outbox relay cannot publish yet; events stay in the outbox');
      this.failing = true;
      this.connected = false;
      this.backoff = Math.min(this.backoff * 2, this.maxBackoffMs);
      return this.backoff;
    }
  }
}

const relays = new WeakMap<object, OutboxRelay>();

/**
 * The one outbox relay of a started service instance (keyed by its database handle): the module
 * wakes it after a commit, the workers list runs it. List it after the workers that write to the
 * outbox, so that on shutdown they stop first and the relay then drains what they wrote.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service DB that includes PlatformTables (Kysely's DB type is invariant)
export function outboxRelayOf(runtime: { db: Kysely<any>; producer: Producer; logger: Logger }): OutboxRelay {
  let relay = relays.get(runtime.db);
  if (!relay) relays.set(runtime.db, (relay = new OutboxRelay(runtime.db, runtime.producer, runtime.logger)));
  return relay;
}
