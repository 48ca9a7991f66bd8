import { sql, type Generated, type Kysely, type Migration } from 'kysely';

/**
 * Tables every event-producing or event-consuming service has: the transactional outbox and
 * the consumer de-duplication log. Merged into each service's own migration list.
 */
export const platformMigrations: Record<string, Migration> = {
  '20261121000000_platform_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('seq', 'bigserial', (c) => c.primaryKey())
        .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('message_key', 'text', (c) => c.notNull())
        .addColumn('envelope', 'jsonb', (c) => c.notNull())
        .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('published_at', 'timestamptz')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The relay only ever scans unpublished rows, in order.
      await sql`CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox').execute();
    },
  },
  '20261121000001_platform_processed_events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('processed_events')
        .addColumn('consumer_group', 'text', (c) => c.notNull())
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('processed_events_pk', ['consumer_group', 'event_id'])
        .execute();
      await db.schema.createIndex('processed_events_processed_at_idx').on('processed_events').column('processed_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('processed_events').execute();
    },
  },
};

export interface OutboxTable {
  seq: Generated<number>;
  event_id: string;
  topic: string;
  message_key: string;
  envelope: unknown;
  headers: Generated<Record<string, string>>;
  created_at: Generated<Date>;
  published_at: Date | null;
  attempts: Generated<number>;
}

export interface ProcessedEventsTable {
  consumer_group: string;
  event_id: string;
  processed_at: Generated<Date>;
}

/** Add these to a service's Kysely DB interface to use the outbox and idempotent consumers. */
export interface PlatformTables {
  outbox: OutboxTable;
  processed_events: ProcessedEventsTable;
}
