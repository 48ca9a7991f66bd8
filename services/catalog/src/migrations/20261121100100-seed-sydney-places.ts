import type { Kysely } from 'kysely';
import places from './seed/sydney-places.json';
import { deleteSeedPlaces, insertSeedPlaces, type SeedPlace } from './seed/seed-places';
import type { CatalogDb } from '../repositories/catalog.tables';

/** Real Greater Sydney places; ids are derived from slugs (or the legacy id) so they never change. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  await insertSeedPlaces(untyped as Kysely<CatalogDb>, places as unknown as SeedPlace[]);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await deleteSeedPlaces(untyped as Kysely<CatalogDb>, places as unknown as SeedPlace[]);
}
