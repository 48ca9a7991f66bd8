import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Activity ids are catalog UUIDs; the catalog lives in another schema (and service), so there is no foreign key.
  await db.schema
    .createTable('favorites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('activity_id', 'uuid', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.check(sql`length(notes) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One favourite per user and activity: adding twice is a no-op, and the index serves lookups by user.
    .addUniqueConstraint('favorites_user_activity_key', ['user_id', 'activity_id'])
    .execute();
  await db.schema.createIndex('favorites_user_created_idx').on('favorites').columns(['user_id', 'created_at desc']).execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(btrim(name)) between 1 and 80`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('').check(sql`length(description) <= 500`))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#FF69B4').check(sql`color ~ '^#[0-9A-Fa-f]{6}$'`))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('heart').check(sql`length(icon) between 1 and 40`))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('collections_user_idx').on('collections').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('collection_items')
    .addColumn('collection_id', 'uuid', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('activity_id', 'uuid', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('collection_items_pk', ['collection_id', 'activity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_items').execute();
  await db.schema.dropTable('collections').execute();
  await db.schema.dropTable('favorites').execute();
}
