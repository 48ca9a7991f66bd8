import type { Kysely } from 'kysely';
import places from './seed/sydney-places-3.json';
import { deleteSeedPlaces, insertSeedPlaces, type SeedPlace } from './seed/seed-places';
import type { CatalogDb } from '../repositories/catalog.tables';

/**
 * A third batch of real Greater Sydney places (west, south-west, Hills, north, Sutherland,
 * Northern Beaches, Macarthur and the lower Blue Mountains), plus the table the content
 * publisher (events/activity-content.publisher.ts) records each place's last published
 * content in: places not yet in it - every seeded place on a fresh database - are published
 * once as ActivityPublished events.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema
    .createTable('activity_publications')
    .addColumn('activity_id', 'uuid', (c) => c.primaryKey().references('activities.id').onDelete('cascade'))
    .addColumn('field_hashes', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await insertSeedPlaces(untyped as Kysely<CatalogDb>, places as unknown as SeedPlace[]);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await deleteSeedPlaces(untyped as Kysely<CatalogDb>, places as unknown as SeedPlace[]);
  await untyped.schema.dropTable('activity_publications').execute();
}
