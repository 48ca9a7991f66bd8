import { sql, type Kysely } from 'kysely';

/**
 * Recurring family events and cultural programs. Each row stores its recurrence rules (jsonb);
 * dated occurrences are computed per request in Sydney time, so listings never go stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('event', 'cultural')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('categories', sql`text[]`, (c) => c.notNull().check(sql`categories <@ ARRAY['outdoor','indoor','educational','creative','active']::text[]`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('suburb', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude BETWEEN -90 AND 90`))
    .addColumn('longitude', 'double precision', (c) => c.notNull().check(sql`longitude BETWEEN -180 AND 180`))
    .addColumn('activity_id', 'uuid', (c) => c.references('activities.id').onDelete('set null'))
    .addColumn('price', sql`numeric(8,2)`, (c) => c.check(sql`price >= 0`))
    .addColumn('price_text', 'text', (c) => c.notNull())
    .addColumn('age_range', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('rsvp_link', 'text')
    .addColumn('schedule_note', 'text')
    .addColumn('recurrence', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Category filter (any of) is an array overlap.
  await sql`CREATE INDEX events_categories_gin ON events USING gin (categories)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
