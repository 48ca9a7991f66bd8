import { createEnvelope, enqueueEvents, PollingLoop, topicName, type BackgroundWorker, type OutgoingEvent, type ServiceRuntime } from '@kah/runtime';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogDb } from '../repositories/catalog.tables';

export const ACTIVITY_EVENTS_TOPIC = 'catalog.activity-events';
export const ACTIVITY_PUBLISHED = 'catalog.activity-published';
export const ACTIVITY_UPDATED = 'catalog.activity-updated';

/** Payload of both content events: which place, and which of its content fields are new or changed. */
export interface ActivityContentChanged {
  activityId: string;
  slug: string;
  type: string;
  title: string;
  suburb: string;
  /** API field names; every content field for a newly published place. */
  changedFields: string[];
}

/**
 * The content a parent sees, as API field name -> column. Popularity, timestamps and the
 * derived earth location are not content: changing them publishes nothing.
 */
export const CONTENT_FIELDS = {
  slug: 'slug',
  type: 'type',
  title: 'title',
  suburb: 'suburb',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  imageUrl: 'image_url',
  tags: 'tags',
  isFree: 'is_free',
  price: 'price',
  priceText: 'price_text',
  ageRange: 'age_range',
  description: 'description',
  openingHours: 'opening_hours',
  phone: 'phone',
  website: 'website',
  duration: 'duration',
  bestTime: 'best_time',
  facilities: 'facilities',
} as const;

type Logger = ServiceRuntime<CatalogDb>['logger'];

export type FieldHashes = Record<string, string | null>;

/** Fields whose hash differs; every field when nothing was published before. */
export function changedFields(previous: FieldHashes | null, current: FieldHashes): string[] {
  const fields = Object.keys(CONTENT_FIELDS);
  if (!previous) return fields;
  return fields.filter((f) => (previous[f] ?? null) !== (current[f] ?? null));
}

export function contentEvent(prefix: string, row: { id: string; slug: string; type: string; title: string; suburb: string }, fields: string[], isNew: boolean): OutgoingEvent<ActivityContentChanged> {
  return {
    topic: topicName(prefix, ACTIVITY_EVENTS_TOPIC),
    key: row.id,
    envelope: createEnvelope<ActivityContentChanged>(isNew ? ACTIVITY_PUBLISHED : ACTIVITY_UPDATED, 'catalog', {
      activityId: row.id,
      slug: row.slug,
      type: row.type,
      title: row.title,
      suburb: row.suburb,
      changedFields: fields,
    }),
  };
}

/** One md5 per content field, computed by Postgres from the stored row (any write path counts). */
function fieldHashesSql(): RawBuilder<FieldHashes> {
  const pairs = Object.entries(CONTENT_FIELDS).map(([field, column]) => sql`${sql.lit(field)}, md5(a.${sql.ref(column)}::text)`);
  return sql<FieldHashes>`jsonb_build_object(${sql.join(pairs)})`;
}

interface PendingRow {
  id: string;
  slug: string;
  type: string;
  title: string;
  suburb: string;
  current: FieldHashes;
  previous: FieldHashes | null;
}

export interface ActivityContentPublisherOptions {
  topicPrefix: string;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Called after a batch of events has committed to the outbox (wake the relay). */
  afterCommit?: () => void;
}

/**
 * Publishes catalog content changes through the transactional outbox. Each place's last
 * published content is kept as per-field hashes in `activity_publications`; a place whose
 * stored content hashes differently gets one ActivityPublished (never published) or
 * ActivityUpdated (changed fields listed) event, and its new hashes are recorded in the same
 * transaction as the outbox rows - so every change is published exactly once, whether it came
 * from a seed migration or any other write, and restarts publish nothing new.
 */
export class ActivityContentPublisher implements BackgroundWorker {
  private readonly loop = new PollingLoop(() => this.step());
  private failing = false;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Kysely<CatalogDb>,
    private readonly logger: Logger,
    private readonly options: ActivityContentPublisherOptions,
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.batchSize = options.batchSize ?? 500;
  }

  start(): void {
    this.loop.start();
  }

  /** Nudges the publisher after a local write, so its events need not wait for the next poll. */
  notify(): void {
    this.loop.notify();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Publishes one batch of changed places; returns how many events were written to the outbox. */
  async publishOnce(): Promise<number> {
    const written = await this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<PendingRow>`
        SELECT a.id, a.slug, a.type, a.title, a.suburb, h.current, p.field_hashes AS previous
        FROM activities a
        CROSS JOIN LATERAL (SELECT ${fieldHashesSql()} AS current) h
        LEFT JOIN activity_publications p ON p.activity_id = a.id
        WHERE p.field_hashes IS DISTINCT FROM h.current
        ORDER BY a.created_at, a.id
        LIMIT ${this.batchSize}
        FOR UPDATE OF a SKIP LOCKED`.execute(trx);
      if (rows.length === 0) return 0;
      const events = rows.map((r) => contentEvent(this.options.topicPrefix, r, changedFields(r.previous, r.current), r.previous === null));
      await enqueueEvents(trx, events);
      const values = rows.map((r) => sql`(${r.id}::uuid, ${JSON.stringify(r.current)}::jsonb, now())`);
      await sql`
        INSERT INTO activity_publications (activity_id, field_hashes, published_at) VALUES ${sql.join(values)}
        ON CONFLICT (activity_id) DO UPDATE SET field_hashes = EXCLUDED.field_hashes, published_at = EXCLUDED.published_at`.execute(trx);
      return events.length;
    });
    if (written > 0) this.options.afterCommit?.();
    return written;
  }

  /** Publishes until nothing is pending; returns the total. */
  async publishPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.publishOnce();
      total += n;
      if (n < this.batchSize) return total;
    }
  }

  private async step(): Promise<number> {
    try {
      const n = await this.publishPending();
      if (n > 0) this.logger.info({ events: n }, 'catalog content events written to the outbox');
      this.failing = false;
    } catch (err) {
      if (!this.failing) this.logger.warn({ err: (err as Error).message }, 'catalog content publisher failed; retrying');
      this.failing = true;
    }
    return this.pollIntervalMs;
  }
}
