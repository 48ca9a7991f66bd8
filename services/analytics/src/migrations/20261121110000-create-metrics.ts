import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_metrics')
    .addColumn('activity_id', 'uuid', (c) => c.primaryKey())
    .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bookmarks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('shares', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_count', 'bigint', (c) => c.notNull().defaultTo(0))
    // Spec 000 section 9: Popularity = views + bookmarks*5 + shares*3 + photos*2.
    .addColumn('popularity_score', 'double precision', (c) => c.generatedAlwaysAs(sql`views + bookmarks * 5 + shares * 3 + photo_count * 2`).stored())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('daily_event_counts')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_event_counts_pk', ['day', 'event'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_event_counts').execute();
  await db.schema.dropTable('activity_metrics').execute();
}
