import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('navigation_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('parent_id', 'uuid', (c) => c.references('navigation_items.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) BETWEEN 1 AND 80`))
    .addColumn('slug', 'text', (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('url', 'text', (c) => c.notNull().check(sql`url LIKE '/%'`))
    .addColumn('is_dropdown', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('_self').check(sql`target IN ('_self', '_blank')`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`clicks >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('navigation_items_parent_order_idx').on('navigation_items').columns(['parent_id', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('navigation_items').execute();
}
