import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('legacy_id', 'text', (c) => c.unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('suburb', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude BETWEEN -90 AND 90`))
    .addColumn('longitude', 'double precision', (c) => c.notNull().check(sql`longitude BETWEEN -180 AND 180`))
    .addColumn('image_url', 'text')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_free', 'boolean', (c) => c.notNull())
    .addColumn('price', sql`numeric(8,2)`)
    .addColumn('price_text', 'text', (c) => c.notNull())
    .addColumn('age_range', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('duration', 'text')
    .addColumn('best_time', 'text')
    .addColumn('facilities', 'jsonb', (c) => c.notNull())
    .addColumn('popularity_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Type filter (any of) and tag filter (all of) are index-backed.
  await db.schema.createIndex('activities_type_idx').on('activities').column('type').execute();
  await sql`CREATE INDEX activities_tags_gin ON activities USING gin (tags)`.execute(db);
  await db.schema.createIndex('activities_popularity_idx').on('activities').columns(['popularity_score desc', 'title']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activities').execute();
}
