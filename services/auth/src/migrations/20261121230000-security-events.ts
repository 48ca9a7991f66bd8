import { sql, type Kysely } from 'kysely';

/** The account security log, built from the auth service's own user events (one row per event). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('security_events')
    // The event id: the consumer's dedupe and this key both make a redelivery harmless.
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('session_id', 'uuid')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('security_events_user_time_idx').on('security_events').columns(['user_id', 'occurred_at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_events').execute();
}
